import type { DemoProduct } from "#server/seed/demo-products.ts";

/** The Mail Club plans (decisions.md 12). */
export const mailClubPlans: DemoProduct[] = [
  {
    title: "Mail Club – USA",
    slug: "mail-club-usa",
    sku: "MC-USA-MONTHLY",
    type: "mail-club",
    kind: "subscription",
    price: 888,
    stock: null,
    subCategories: ["monthly-plans"],
    topics: ["other"],
    blurb:
      "A little envelope of joy every month: an original watercolour artwork, a themed surprise item and a personal letter. Join by the 25th to receive the following month's issue.",
    details: [
      "Free shipping within the USA",
      "Mailed in the first week of each month by standard post (no tracking)",
      "Cancel anytime",
    ],
    flags: {
      subscription_interval: "monthly",
      paypal_plan_id: "P-DEMO-USA-MONTHLY",
      preview_video_webm: "/mail-club/preview.webm",
      preview_video_mp4: "/mail-club/preview.mp4",
    },
    metaTitle: "Mail Club – monthly art mail (USA)",
    metaDescription:
      "Original artwork, a surprise item and a personal letter in your mailbox every month. USA plan, $8.88 a month.",
  },
  {
    title: "Mail Club – International",
    slug: "mail-club-international",
    sku: "MC-INTL-MONTHLY",
    type: "mail-club",
    kind: "subscription",
    price: 988,
    stock: null,
    subCategories: ["monthly-plans"],
    topics: ["other"],
    blurb:
      "The Mail Club for friends abroad, available in {countries} countries: original artwork, a themed surprise item and a personal letter every month. Join by the 25th to receive the following month's issue.",
    details: [
      "Ships to {countries} countries",
      "Mailed in the first week of each month by standard post (no tracking)",
      "Cancel anytime",
    ],
    // 'yearly' is how spec §3 marks the international plan; it is still billed monthly.
    flags: {
      subscription_interval: "yearly",
      paypal_plan_id: "P-DEMO-INTL-MONTHLY",
      preview_video_webm: "/mail-club/preview.webm",
      preview_video_mp4: "/mail-club/preview.mp4",
    },
  },
];
