import { and, eq } from "drizzle-orm";
import { cartOf } from "#server/cart/cart-key.ts";
import type { Database } from "#server/db/client.ts";
import { carts, orders } from "#server/db/schema.ts";
import { mayViewOrder, type OrderViewer } from "#server/orders/get-order.ts";

export interface OrderPayer extends OrderViewer {
  /** The guest cart token the request sends (X-Cart-Token, or the shop's cookie), if any. */
  cartToken: string | undefined;
}

/**
 * Whether the caller may pay the order (decisions.md 21): its customer, the holder of the
 * access key POST /api/orders/create answered, or the guest whose cart it was made from.
 * Anyone else, whatever order number or id they know, is told nothing more than for an order
 * that does not exist.
 */
export async function mayPayOrder(db: Database, orderId: number, payer: OrderPayer) {
  return (
    (await mayViewOrder(db, orderId, payer)) || madeFromGuestCart(db, orderId, payer.cartToken)
  );
}

/**
 * The order was placed from the guest cart this token names. A customer's cart is never
 * reached by its token alone (cart-key.ts), and an order of listed items has no cart.
 */
async function madeFromGuestCart(db: Database, orderId: number, cartToken: string | undefined) {
  const guestCart = cartOf({ token: cartToken });
  if (!guestCart) return false;
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(carts, eq(carts.id, orders.cartId))
    .where(and(eq(orders.id, orderId), guestCart));
  return order !== undefined;
}
