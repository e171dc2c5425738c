/**
 * Tax arithmetic, pure (decision 042): rates are parts per million, amounts cents. Each line
 * is taxed on what it costs after its discount and rounded half up once; the postage likewise.
 * US sales tax is added to the price; VAT is included in it.
 */

/** What a tax class is: physical goods, a download, a Mail Club issue, a gift card. */
export type TaxClass = "physical" | "digital" | "club" | "gift_card";

export const PPM = 1_000_000;

/**
 * The tax of an amount, half up: `amountCents` × rate on top (US sales tax), or the part of
 * `amountCents` that is tax when the price includes it (VAT: amount × rate / (1 + rate)).
 * Integer arithmetic, exact for every amount an order holds (below 2^31 cents).
 */
export function taxOf(amountCents: number, ratePpm: number, included = false): number {
  const base = included ? PPM + ratePpm : PPM;
  return Math.floor((2 * amountCents * ratePpm + base) / (2 * base));
}

export interface TaxedAmounts {
  lineTaxCents: number[];
  shippingTaxCents: number;
  taxCents: number;
}

/** The tax of each line and of the postage, each at its own rate, and their sum. */
export function taxAmounts(
  lines: readonly { amountCents: number; ratePpm: number }[],
  postage: { amountCents: number; ratePpm: number },
  included = false,
): TaxedAmounts {
  const lineTaxCents = lines.map((line) => taxOf(line.amountCents, line.ratePpm, included));
  const shippingTaxCents = taxOf(postage.amountCents, postage.ratePpm, included);
  const taxCents = lineTaxCents.reduce((sum, cents) => sum + cents, shippingTaxCents);
  return { lineTaxCents, shippingTaxCents, taxCents };
}

/**
 * The tax given back with part of a line's price: in proportion to what is refunded, half
 * up, never more than the line's tax; the whole line gives back exactly its tax.
 */
export function refundedTax(
  line: { amountCents: number; taxCents: number },
  refundedCents: number,
): number {
  if (refundedCents >= line.amountCents) return line.taxCents;
  if (line.amountCents === 0) return 0;
  return Math.min(
    line.taxCents,
    Math.floor((refundedCents * line.taxCents * 2 + line.amountCents) / (line.amountCents * 2)),
  );
}

/** A rate as a person reads it: 88,750 ppm is "8.875 %". */
export function percentOf(ratePpm: number): string {
  return `${Number((ratePpm / 10_000).toFixed(4))} %`;
}

/** "8.875" (a percentage as a CSV or a form writes it) in parts per million; null if not one. */
export function ppmOfPercent(text: string): number | null {
  if (!/^\d{1,3}(\.\d{1,4})?$/.test(text.trim())) return null;
  const [whole = "0", fraction = ""] = text.trim().split(".");
  return Number(whole) * 10_000 + Number(fraction.padEnd(4, "0"));
}

/** "0.08875" (a rate as a fraction, as the rates CSV writes it) in parts per million. */
export function ppmOfFraction(text: string): number | null {
  if (!/^0?\.\d{1,6}$|^[01](\.0*)?$/.test(text.trim())) return null;
  const [whole = "0", fraction = ""] = text.trim().split(".");
  return Number(whole || "0") * PPM + Number(fraction.padEnd(6, "0"));
}
