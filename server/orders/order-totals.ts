export interface OrderTotals {
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  shippingCents: number;
  shippingDiscountCents: number;
  totalCents: number;
}

/**
 * What PayPal is asked for: the total less what gift cards and store credit paid (decision
 * 043). Nothing due: the order needs no PayPal.
 */
export function paypalDueCents(order: { totalCents: number; balancePaidCents: number }) {
  return order.totalCents - order.balancePaidCents;
}

/**
 * The order's amounts, all from prices read from the database: the subtotal of the lines, the
 * money off them, the tax of each line (after its discount, rounded once: `server/tax/`) and
 * of the postage — added to the total for US sales tax, already inside the prices for VAT —
 * and the postage quoted for the chosen method less any money off it (decisions.md 23,
 * decision 042).
 */
export function orderTotals(
  lines: { unitPriceCents: number; quantity: number; discountCents?: number; taxCents?: number }[],
  shippingCents: number,
  shippingDiscountCents = 0,
  tax: { shippingTaxCents: number; included: boolean } = { shippingTaxCents: 0, included: false },
): OrderTotals {
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const discountCents = lines.reduce((sum, line) => sum + (line.discountCents ?? 0), 0);
  const taxCents = lines.reduce((sum, line) => sum + (line.taxCents ?? 0), tax.shippingTaxCents);
  // VAT is inside the prices already; sales tax comes on top.
  const addedTaxCents = tax.included ? 0 : taxCents;
  return {
    subtotalCents,
    discountCents,
    taxCents,
    shippingCents,
    shippingDiscountCents,
    totalCents:
      subtotalCents - discountCents + addedTaxCents + shippingCents - shippingDiscountCents,
  };
}
