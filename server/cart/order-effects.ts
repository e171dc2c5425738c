import { and, eq, exists, sql } from "drizzle-orm";
import { cartLines, orderItems, orders } from "#server/db/schema.ts";
import type { OrderEvent } from "#server/orders/order-life.ts";

/**
 * Paid, or held by PayPal for review: what was bought leaves the cart it was ordered from, for
 * the checkout page and the API alike. Lines the buyer has put in since stay; an order made
 * from no cart (listed items, a gift) leaves every cart alone.
 */
export async function emptyOrderedCart({ tx, orderId }: OrderEvent) {
  const [order] = await tx
    .select({ cartId: orders.cartId })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order?.cartId) return;
  const ordered = tx
    .select({ one: sql`1` })
    .from(orderItems)
    .where(
      and(
        eq(orderItems.orderId, orderId),
        eq(orderItems.productId, cartLines.productId),
        sql`${orderItems.personalisation} = ${cartLines.personalisation}`,
      ),
    );
  await tx.delete(cartLines).where(and(eq(cartLines.cartId, order.cartId), exists(ordered)));
}
