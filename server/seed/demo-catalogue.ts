import type { Design, Motif } from "#server/seed/artwork.ts";

/** The demo shop's product types (spec §3), with what every product of the type shares. */
export interface DemoProductType {
  slug: string;
  name: string;
  code: string;
  includedText: string | null;
  kind: "physical" | "digital" | "subscription";
  specs: string | null;
  instructions: string | null;
  subCategories: { slug: string; name: string; includedText?: string }[];
  /** The pictures drawn for this type; products pick the one matching their first topic. */
  designs: { motif: Motif; word: string }[];
}

export const demoProductTypes: DemoProductType[] = [
  {
    slug: "stickers",
    name: "Stickers",
    code: "STK",
    includedText: "Ships flat in a recycled glassine sleeve with a card stiffener.",
    kind: "physical",
    specs: "Matte vinyl or washi paper, printed in small batches. Water-resistant, not waterproof.",
    instructions: "Apply to clean, dry surfaces. Peel slowly from one corner.",
    subCategories: [
      { slug: "sticker-sheets", name: "Sticker Sheets", includedText: "One A6 sheet." },
      { slug: "die-cut-stickers", name: "Die-Cut Stickers" },
      { slug: "washi-tape", name: "Washi Tape", includedText: "One roll, 15 mm × 10 m." },
      { slug: "planner-stickers", name: "Planner Stickers" },
    ],
    designs: [
      { motif: "leaf", word: "fresh picks" },
      { motif: "cat", word: "meow" },
      { motif: "flower", word: "bloom" },
      { motif: "moon", word: "goodnight" },
    ],
  },
  {
    slug: "bookmarks",
    name: "Bookmarks",
    code: "BKM",
    includedText: "Packed in a kraft sleeve, ready to gift.",
    kind: "physical",
    specs: "350 gsm cotton watercolour paper, 5 × 18 cm, rounded corners.",
    instructions: "Keep away from water; pressed flowers may fade in direct sunlight.",
    subCategories: [
      { slug: "watercolor-bookmarks", name: "Watercolor Bookmarks" },
      { slug: "pressed-flower-bookmarks", name: "Pressed Flower Bookmarks" },
      { slug: "magnetic-bookmarks", name: "Magnetic Bookmarks" },
    ],
    designs: [
      { motif: "flower", word: "read more" },
      { motif: "moon", word: "one more chapter" },
      { motif: "cat", word: "bookworm" },
    ],
  },
  {
    slug: "tote-bags",
    name: "Tote Bags",
    code: "TOT",
    includedText: null,
    kind: "physical",
    specs: "Heavy 12 oz natural cotton canvas, screen printed by hand with water-based ink.",
    instructions: "Wash cold, inside out. Iron on the reverse side.",
    subCategories: [
      { slug: "canvas-totes", name: "Canvas Totes" },
      { slug: "mini-totes", name: "Mini Totes" },
    ],
    designs: [
      { motif: "leaf", word: "market day" },
      { motif: "cat", word: "cat nap" },
    ],
  },
  {
    slug: "stationery",
    name: "Stationery",
    code: "STN",
    includedText: null,
    kind: "physical",
    specs: "Recycled 120 gsm paper that takes fountain pen ink without bleeding.",
    instructions: null,
    subCategories: [
      { slug: "notebooks", name: "Notebooks" },
      { slug: "letter-sets", name: "Letter Writing Sets" },
      { slug: "notepads", name: "Notepads" },
      { slug: "postcards", name: "Postcards" },
      { slug: "painted-banners", name: "Painted Banners" },
    ],
    designs: [
      { motif: "flower", word: "dear you" },
      { motif: "leaf", word: "notes" },
      { motif: "star", word: "to do" },
      { motif: "cat", word: "with love" },
      { motif: "balloon", word: "your words" },
    ],
  },
  {
    slug: "greeting-cards",
    name: "Greeting Cards",
    code: "GRC",
    includedText: "Blank inside, with a kraft envelope.",
    kind: "physical",
    specs: "A6 folded card on 300 gsm textured paper.",
    instructions: null,
    subCategories: [
      { slug: "birthday-cards", name: "Birthday Cards" },
      { slug: "thank-you-cards", name: "Thank You Cards" },
      { slug: "love-friendship-cards", name: "Love & Friendship" },
      { slug: "holiday-cards", name: "Holiday Cards" },
      { slug: "gift-cards", name: "Gift Cards" },
    ],
    designs: [
      { motif: "balloon", word: "happy day" },
      { motif: "heart", word: "thank you" },
      { motif: "tree", word: "joy" },
    ],
  },
  {
    slug: "digital-templates",
    name: "Digital Templates",
    code: "DGT",
    includedText: "Instant download: PDF in US Letter and A4, plus PNG files.",
    kind: "digital",
    specs: "Works with GoodNotes, Notability and any PDF reader; prints at home.",
    instructions: "Download from the link in your order e-mail. For personal use only.",
    subCategories: [
      { slug: "planner-pages", name: "Planner Pages" },
      { slug: "printable-cards", name: "Printable Cards" },
      { slug: "journal-kits", name: "Journal Kits" },
    ],
    designs: [
      { motif: "leaf", word: "plan it" },
      { motif: "star", word: "my week" },
      { motif: "balloon", word: "print & gift" },
    ],
  },
  {
    slug: "freebies",
    name: "Freebies",
    code: "FRE",
    includedText: "Free download for personal use.",
    kind: "digital",
    specs: null,
    instructions: "Download, print at 100% scale or set as your wallpaper.",
    subCategories: [
      { slug: "phone-wallpapers", name: "Phone Wallpapers" },
      { slug: "printables", name: "Printables" },
      { slug: "coloring-pages", name: "Coloring Pages" },
    ],
    designs: [
      { motif: "moon", word: "free" },
      { motif: "flower", word: "free" },
    ],
  },
  {
    slug: "mail-club",
    name: "Mail Club",
    code: "MCL",
    includedText:
      "Each month: an original watercolour artwork, a themed surprise item and a personal letter.",
    kind: "subscription",
    specs: null,
    instructions: null,
    subCategories: [{ slug: "monthly-plans", name: "Monthly Plans" }],
    designs: [
      { motif: "heart", word: "mail club" },
      { motif: "star", word: "post for you" },
    ],
  },
  {
    slug: "uncategorized",
    name: "Uncategorized",
    code: "UNC",
    includedText: null,
    kind: "physical",
    specs: null,
    instructions: null,
    subCategories: [],
    designs: [],
  },
];

export const demoTopics = [
  { slug: "birthday", name: "Birthday", emoji: "🎂" },
  { slug: "nature", name: "Nature", emoji: "🌿" },
  { slug: "cats", name: "Cats", emoji: "🐈" },
  { slug: "love", name: "Love & Friendship", emoji: "💕" },
  { slug: "celestial", name: "Celestial", emoji: "🌙" },
  { slug: "florals", name: "Florals", emoji: "🌸" },
  { slug: "holidays", name: "Holidays", emoji: "🎄" },
  { slug: "thank-you", name: "Thank You", emoji: "💌" },
  { slug: "cozy-home", name: "Cozy Home", emoji: "☕" },
  { slug: "other", name: "Other", emoji: "✨" },
] as const;

export type TopicSlug = (typeof demoTopics)[number]["slug"];

/** The motif a topic is drawn with. */
export const motifByTopic: Record<TopicSlug, Motif> = {
  birthday: "balloon",
  nature: "leaf",
  cats: "cat",
  love: "heart",
  celestial: "moon",
  florals: "flower",
  holidays: "tree",
  "thank-you": "heart",
  "cozy-home": "cat",
  other: "star",
};

/** Every design of every type, each with its own palette. */
export const demoDesigns: Design[] = demoProductTypes.flatMap((type, typeIndex) =>
  type.designs.map((design, index) => ({
    id: `${type.slug}-${design.motif}`,
    type: type.slug,
    motif: design.motif,
    word: design.word,
    palette: typeIndex * 3 + index,
  })),
);
