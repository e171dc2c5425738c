import { percentOf } from "./tax-arithmetic.ts";

/** What an order's tax line says, wherever it is shown (decision 042). */
export interface TaxLine {
  /** VAT inside the prices: the line is not added to the total. */
  inclusive: boolean;
  /** "New York City", "Germany"; null: no tax applied. */
  region: string | null;
  ratePpm: number;
}

/** "Tax", "Tax (New York City, 8.875 %)" or "incl. VAT (Germany, 19 %)". */
export function taxLineLabel(tax: TaxLine | null | undefined): string {
  if (!tax?.region) return "Tax";
  const where = `(${tax.region}, ${percentOf(tax.ratePpm)})`;
  return tax.inclusive ? `incl. VAT ${where}` : `Tax ${where}`;
}

/** An order's tax line from what it keeps: its tax record and its lines' rates. */
export function orderTaxLine(
  record: { inclusive: boolean; regionName: string } | null,
  lineRates: readonly number[],
): TaxLine | null {
  if (!record) return null;
  return {
    inclusive: record.inclusive,
    region: record.regionName,
    ratePpm: Math.max(0, ...lineRates),
  };
}
