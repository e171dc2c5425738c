import type { DemoProduct } from "#server/seed/demo-products.ts";

/** The gift card (decision 043): bought on its own page, e-mailed on the buyer's day. */
export const giftCardProducts: DemoProduct[] = [
  {
    title: "Washi Gift Card",
    sku: "GFT-001",
    type: "greeting-cards",
    // The smallest amount: what listings show it from.
    price: 1000,
    stock: null,
    kind: "gift_card",
    subCategories: ["gift-cards"],
    topics: ["birthday", "holidays"],
    blurb:
      "Let them choose: one of three amounts or one of your own, e-mailed on the day you pick with your message and a card to print. It never expires and pays for anything in the shop, the Mail Club included.",
    details: ["E-mailed on the day you choose", "A printable folded card", "Never expires"],
    giftCard: { amountsCents: [1000, 2500, 5000], customMinCents: 1000, customMaxCents: 20000 },
  },
];
