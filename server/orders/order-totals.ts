import type { ShippingMethod } from "#server/orders/checkout-schema.ts";

export interface OrderTotals {
  subtotalCents: number;
  taxCents: number;
  shippingCents: number;
  totalCents: number;
}

/** Shipping by method, in cents: free for now (spec §9, decisions.md 3). */
export const shippingCentsByMethod: Record<ShippingMethod, number> = {
  standard: 0,
  express: 0,
  digital: 0,
};

/** No sales tax is charged yet (decisions.md 3); a rate would apply per line, rounded once. */
export const TAX_RATE = 0;

/**
 * The order's amounts, all from prices read from the database: the subtotal of the lines, tax
 * per line rounded half up, shipping by method.
 */
export function orderTotals(
  lines: { unitPriceCents: number; quantity: number }[],
  shippingMethod: ShippingMethod,
): OrderTotals {
  const lineTotals = lines.map((line) => line.unitPriceCents * line.quantity);
  const subtotalCents = lineTotals.reduce((sum, cents) => sum + cents, 0);
  const taxCents = lineTotals.reduce((sum, cents) => sum + Math.round(cents * TAX_RATE), 0);
  const shippingCents = shippingCentsByMethod[shippingMethod];
  return {
    subtotalCents,
    taxCents,
    shippingCents,
    totalCents: subtotalCents + taxCents + shippingCents,
  };
}
