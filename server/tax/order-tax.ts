/**
 * The one tax computation (decision 042), for the checkout's summary, the order, PayPal and
 * the Mail Club alike: each line after its discount and the postage after its discount, taxed
 * at the rules of where the buyer is, rounded once each.
 */
import type { Database } from "#server/db/client.ts";
import type { OrderTaxRecord, ProductKind } from "#server/db/schema.ts";
import { type TaxClass, taxAmounts } from "./tax-arithmetic.ts";
import { type TaxDestination, type TaxRules, taxRulesFor } from "./tax-rules.ts";

export interface TaxableLine {
  /** What the line costs after its discount. */
  amountCents: number;
  taxClass: TaxClass;
}

export interface OrderTax {
  lineTaxCents: number[];
  lineRatePpm: number[];
  shippingTaxCents: number;
  taxCents: number;
  /** Null when no tax applies: nothing is kept. */
  record: Omit<OrderTaxRecord, "evidence"> | null;
}

/** A product's tax class: a subscription line is a Mail Club issue. */
export function taxClassOf(kind: ProductKind): TaxClass {
  return kind === "subscription" ? "club" : kind;
}

export const NO_TAX = (lineCount: number): OrderTax => ({
  lineTaxCents: Array(lineCount).fill(0),
  lineRatePpm: Array(lineCount).fill(0),
  shippingTaxCents: 0,
  taxCents: 0,
  record: null,
});

/** Tax on `lines` and `postageCents` under `rules` (null: none). Pure. */
export function applyTaxRules(
  rules: TaxRules | null,
  lines: readonly TaxableLine[],
  postageCents: number,
): OrderTax {
  if (!rules) return NO_TAX(lines.length);
  const lineRatePpm = lines.map((line) =>
    rules.taxed.includes(line.taxClass) ? rules.ratePpm : 0,
  );
  const shipsTaxedGoods = lines.some(
    (line, index) => line.taxClass !== "digital" && (lineRatePpm[index] ?? 0) > 0,
  );
  const postageRatePpm = rules.postageTaxed && shipsTaxedGoods ? rules.ratePpm : 0;
  const amounts = taxAmounts(
    lines.map((line, index) => ({
      amountCents: line.amountCents,
      ratePpm: lineRatePpm[index] ?? 0,
    })),
    { amountCents: postageCents, ratePpm: postageRatePpm },
    rules.inclusive,
  );
  if (amounts.taxCents === 0) return NO_TAX(lines.length);
  const { jurisdiction, scheme, regionName, source, inclusive } = rules;
  return {
    ...amounts,
    lineRatePpm,
    record: { jurisdiction, scheme, regionName, source, inclusive },
  };
}

export async function taxForOrder(
  db: Database,
  order: {
    lines: readonly TaxableLine[];
    postageCents: number;
    destination: TaxDestination;
    now: Date;
  },
): Promise<OrderTax> {
  const rules = await taxRulesFor(db, order.destination, order.now);
  return applyTaxRules(rules, order.lines, order.postageCents);
}
