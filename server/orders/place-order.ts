import type { Database } from "#server/db/client.ts";
import { parseCheckoutInput } from "#server/orders/checkout-schema.ts";
import { type CreateOrderContext, createOrder } from "#server/orders/create-order.ts";

/**
 * Places an order from a checkout, for the checkout page and POST /api/orders/create alike:
 * the input parsed with the checkout schema (a signed-in customer orders with their own
 * e-mail), then the order made from the buyer's server cart, priced from the database, its
 * stock held. Its payment starts next, with startPayPalPayment.
 */
export async function placeOrder(
  db: Database,
  input: unknown,
  context: CreateOrderContext & {
    /** Run once the input is good, before the order is made (nothing runs for a refusal). */
    beforeCreating?: () => Promise<void>;
  },
) {
  const checkout = parseCheckoutInput(input, context.customer);
  await context.beforeCreating?.();
  return createOrder(db, checkout, context);
}
