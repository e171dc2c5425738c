import { withClubCountries } from "#server/content/club-countries.ts";
import type { PlanForSale } from "#server/mail-club/load-plan-products.ts";

/**
 * The two Mail Club plans (spec §2, decisions.md 12): their words and addresses. Prices and
 * pictures are the plan products' own, read from the database by sku.
 */
export type PlanSlug = "usa" | "international";

export interface Plan {
  slug: PlanSlug;
  sku: string;
  /** The card's heading. */
  name: string;
  /** How sentences name it: 'the USA plan'. */
  label: string;
  /** The line under the price. */
  reach: string;
  /** The text alternative of the plan's preview picture or video. */
  mediaAlt: string;
  perks: string[];
  joinLabel: string;
}

export const plans: readonly Plan[] = [
  {
    slug: "usa",
    sku: "MC-USA-MONTHLY",
    name: "USA ONLY",
    label: "USA",
    reach: "Free shipping on US orders",
    mediaAlt: "A look inside a USA Mail Club envelope",
    perks: [
      "Free shipping within the USA",
      "Original watercolor artwork",
      "Monthly surprise items",
      "Personal curated letter",
      "Cancel anytime",
      "No tracking fees",
    ],
    joinLabel: "Join USA Mail Club",
  },
  {
    slug: "international",
    sku: "MC-INTL-MONTHLY",
    name: "INTERNATIONAL",
    label: "International",
    reach: "Available in {countries} countries",
    mediaAlt: "A look inside an international Mail Club envelope",
    perks: [
      "Shipping included to {countries} countries",
      "Original watercolor artwork",
      "Monthly surprise items",
      "Personal curated letter",
      "Cancel anytime",
      "No tracking fees",
    ],
    joinLabel: "Join International Club",
  },
];

/** The plan of /subscribe/{slug}, or null for any other address. */
export function planBySlug(slug: string | undefined): Plan | null {
  return plans.find((plan) => plan.slug === slug) ?? null;
}

export function joinPath(plan: Plan) {
  return `/subscribe/${plan.slug}`;
}

/** A plan with its product from the database; null when the shop has no such product. */
export interface PlanWithProduct extends Plan {
  product: PlanForSale | null;
}

/**
 * The plans with their products, and the number of countries the international Mail Club
 * goes to (the studio's setting) in place of `{countries}`.
 */
export function withProducts(
  products: readonly PlanForSale[],
  clubCountries: number,
): PlanWithProduct[] {
  const counted = (text: string) => withClubCountries(text, clubCountries);
  return plans.map((plan) => ({
    ...plan,
    reach: counted(plan.reach),
    perks: plan.perks.map(counted),
    product: products.find((product) => product.sku === plan.sku) ?? null,
  }));
}
