export interface OrderTotals {
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  shippingCents: number;
  shippingDiscountCents: number;
  totalCents: number;
}

/** No sales tax is charged yet (decisions.md 3); a rate would apply per line, rounded once. */
export const TAX_RATE = 0;

/**
 * The order's amounts, all from prices read from the database: the subtotal of the lines, the
 * money off them, tax per line after its discount rounded half up, and the postage quoted for
 * the chosen method less any money off it (decisions.md 23).
 */
export function orderTotals(
  lines: { unitPriceCents: number; quantity: number; discountCents?: number }[],
  shippingCents: number,
  shippingDiscountCents = 0,
): OrderTotals {
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const discountCents = lines.reduce((sum, line) => sum + (line.discountCents ?? 0), 0);
  const taxCents = lines.reduce(
    (sum, line) =>
      sum +
      Math.round((line.unitPriceCents * line.quantity - (line.discountCents ?? 0)) * TAX_RATE),
    0,
  );
  return {
    subtotalCents,
    discountCents,
    taxCents,
    shippingCents,
    shippingDiscountCents,
    totalCents: subtotalCents - discountCents + taxCents + shippingCents - shippingDiscountCents,
  };
}
