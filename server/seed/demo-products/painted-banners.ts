import type { DemoProduct } from "#server/seed/demo-products.ts";

/** Painted to order, with the buyer's words (decisions.md 18). */
export const paintedProducts: DemoProduct[] = [
  {
    title: "Custom Painted Banner",
    sku: "STN-011",
    type: "stationery",
    price: 4800,
    stock: null,
    weightGrams: 400,
    fitsInLetter: false,
    subCategories: ["painted-banners"],
    topics: ["birthday", "other"],
    popular: true,
    blurb:
      "Your words, painted by hand in watercolour on a long strip of cotton paper: a birthday, a welcome home, a shop window. Tell us the text and the colour; we paint it within a week.",
    details: [
      "Up to 40 characters, letters about 6 cm tall",
      "Cotton paper, about 20 × 120 cm, with twine to hang it",
      "Painted to order, shipped rolled in a tube",
    ],
    includedText: "One painted banner, rolled in a tube, with twine.",
    personalisation: {
      text: { label: "Banner text", maxLength: 40 },
      choice: { label: "Colour", options: ["Sage", "Clay", "Indigo"] },
    },
  },
];
