/**
 * A Mail Club member's tax (decision 042): the rate where their issues are delivered, when
 * the shop's registration there taxes the issue, for the PayPal subscription's `taxes`.
 */
import type { Database } from "#server/db/client.ts";
import type { PostalAddress } from "#server/db/schema.ts";
import { taxRulesFor } from "./tax-rules.ts";

export interface ClubTax {
  ratePpm: number;
  /** PayPal's percentage: "8.875". */
  percentage: string;
  inclusive: boolean;
}

export async function clubTaxFor(
  db: Database,
  address: PostalAddress,
  now: Date,
): Promise<ClubTax | null> {
  const rules = await taxRulesFor(
    db,
    { country: address.country, region: address.stateProvince, postalCode: address.postalCode },
    now,
  );
  if (!rules?.taxed.includes("club") || rules.ratePpm === 0) return null;
  return {
    ratePpm: rules.ratePpm,
    percentage: String(Number((rules.ratePpm / 10_000).toFixed(4))),
    inclusive: rules.inclusive,
  };
}
