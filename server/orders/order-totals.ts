export interface OrderTotals {
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  shippingCents: number;
  shippingDiscountCents: number;
  totalCents: number;
}

/**
 * The order's amounts, all from prices read from the database: the subtotal of the lines, the
 * money off them, the tax of each line (after its discount, rounded once: `server/tax/`) and
 * of the postage, and the postage quoted for the chosen method less any money off it
 * (decisions.md 23, decision 042).
 */
export function orderTotals(
  lines: { unitPriceCents: number; quantity: number; discountCents?: number; taxCents?: number }[],
  shippingCents: number,
  shippingDiscountCents = 0,
  shippingTaxCents = 0,
): OrderTotals {
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const discountCents = lines.reduce((sum, line) => sum + (line.discountCents ?? 0), 0);
  const taxCents = lines.reduce((sum, line) => sum + (line.taxCents ?? 0), shippingTaxCents);
  return {
    subtotalCents,
    discountCents,
    taxCents,
    shippingCents,
    shippingDiscountCents,
    totalCents: subtotalCents - discountCents + taxCents + shippingCents - shippingDiscountCents,
  };
}
