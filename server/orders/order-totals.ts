export interface OrderTotals {
  subtotalCents: number;
  taxCents: number;
  shippingCents: number;
  totalCents: number;
}

/** No sales tax is charged yet (decisions.md 3); a rate would apply per line, rounded once. */
export const TAX_RATE = 0;

/**
 * The order's amounts, all from prices read from the database: the subtotal of the lines, tax
 * per line rounded half up, and the postage quoted for the chosen method.
 */
export function orderTotals(
  lines: { unitPriceCents: number; quantity: number }[],
  shippingCents: number,
): OrderTotals {
  const lineTotals = lines.map((line) => line.unitPriceCents * line.quantity);
  const subtotalCents = lineTotals.reduce((sum, cents) => sum + cents, 0);
  const taxCents = lineTotals.reduce((sum, cents) => sum + Math.round(cents * TAX_RATE), 0);
  return {
    subtotalCents,
    taxCents,
    shippingCents,
    totalCents: subtotalCents + taxCents + shippingCents,
  };
}
