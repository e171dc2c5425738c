import type { Transaction } from "#server/db/client.ts";
import { discounts } from "#server/db/schema.ts";

/**
 * The demo shop's discount codes (issue 43), which the README's walk-through uses: 10 % off
 * the goods once per customer, and free postage in the USA from $20.
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
] as const satisfies (typeof discounts.$inferInsert)[];

export async function insertDemoDiscounts(tx: Transaction) {
  await tx.insert(discounts).values(DEMO_DISCOUNTS.map((discount) => ({ ...discount })));
  return { discounts: DEMO_DISCOUNTS.length };
}
