import type { Database } from "#server/db/client.ts";
import { AppError } from "#server/errors.ts";
import { parseCheckoutInput } from "#server/orders/checkout-schema.ts";
import { type CreateOrderContext, createOrder } from "#server/orders/create-order.ts";

/**
 * Places an order from a checkout, for the checkout page and POST /api/orders/create alike:
 * the input parsed with the checkout schema (a signed-in customer orders with their own
 * e-mail), then the order made from the buyer's server cart, priced from the database, its
 * stock held. Its payment starts next, with startPayPalPayment.
 */
export async function placeOrder(db: Database, input: unknown, context: CreateOrderContext) {
  const parsed = parseCheckoutInput(input, context.customer);
  if (!parsed.success) throw new AppError("bad_request", parsed.message, parsed.fieldErrors);
  return createOrder(db, parsed.data, context);
}
