import { and, eq, isNotNull } from "drizzle-orm";
import { carts, discounts, discountUses, orders } from "#server/db/schema.ts";
import type { OrderEvent } from "#server/orders/order-life.ts";

/**
 * Paid, or held by PayPal for review, with a code: the code leaves the cart the order came
 * from, as the goods bought with it do; the next order starts without it.
 */
export async function clearUsedCartCode({ tx, orderId }: OrderEvent) {
  const [used] = await tx
    .select({ cartId: orders.cartId })
    .from(orders)
    .innerJoin(discountUses, eq(discountUses.orderId, orders.id))
    .innerJoin(discounts, eq(discounts.id, discountUses.discountId))
    .where(and(eq(orders.id, orderId), isNotNull(discounts.code)))
    .limit(1);
  if (!used?.cartId) return;
  await tx.update(carts).set({ discountCode: null }).where(eq(carts.id, used.cartId));
}
