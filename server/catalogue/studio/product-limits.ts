/**
 * The product form's bounds, without dependencies: the schema enforces them on the server and
 * the studio's fields repeat them for the browser (so this file, not Zod, reaches the bundle).
 */
export const productLimits = {
  title: 200,
  slug: 100,
  sku: 40,
  description: 20_000,
  section: 5_000,
  metaTitle: 200,
  metaDescription: 500,
  planId: 100,
  videoPath: 300,
  /** $100,000.00: far above anything the shop sells, far below the integer column's limit. */
  priceCents: 10_000_000,
  stock: 1_000_000,
  /** A personalisation field's label ("Banner text") and each of a choice's options. */
  personalLabel: 40,
  personalOptions: 20,
  /** 30 kg: more than any parcel the shop sends. */
  weightGrams: 30_000,
} as const;

/** The values of the subscription_interval flag the shop reads (spec §3). */
export const subscriptionIntervals = ["monthly", "yearly"] as const;
