import type { Transaction } from "#server/db/client.ts";
import { discounts } from "#server/db/schema.ts";

/**
 * The demo shop's discount codes (issue 43), which the README's walk-through uses: 10 % off
 * the goods once per customer, free postage in the USA from $20, and a new member's first
 * Mail Club issue for $4.
 */
export const DEMO_DISCOUNTS = [
  {
    code: "WELCOME10",
    name: "Welcome: 10% off",
    kind: "percent",
    percentOff: 10,
    perCustomerLimit: 1,
  },
  {
    code: "POSTFREE",
    name: "Free postage in the USA",
    kind: "free_postage",
    postageCountries: ["US"],
    minSubtotalCents: 2000,
  },
  {
    code: "FIRSTLETTER",
    name: "First letter: your first issue for $4",
    kind: "club_intro",
    introPriceCents: 400,
    introIssues: 1,
    scope: "club_plans",
    perCustomerLimit: 1,
    newCustomersOnly: true,
  },
] as const satisfies (typeof discounts.$inferInsert)[];

export async function insertDemoDiscounts(tx: Transaction) {
  await tx.insert(discounts).values(DEMO_DISCOUNTS.map((discount) => ({ ...discount })));
  return { discounts: DEMO_DISCOUNTS.length };
}
