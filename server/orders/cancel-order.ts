import { and, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { orderItems, products } from "#server/db/schema.ts";
import { transitionOrder } from "#server/orders/order-states.ts";

/**
 * Cancels an unpaid order and gives its reserved stock back, in one transaction: only the
 * call that moves the order to cancelled returns the stock, so it goes back exactly once
 * (decisions.md 4). `where` adds a condition (the expiry job: the reservation has run out).
 * Returns whether this call cancelled it.
 */
export async function cancelOrder(
  db: Database,
  orderId: number,
  options: { where?: SQL } = {},
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const cancelled = await transitionOrder(tx, orderId, "cancelled", {
      from: ["pending_payment"],
      set: { reservedUntil: null },
      where: options.where,
    });
    if (cancelled) await releaseOrderStock(tx, orderId);
    return cancelled;
  });
}

/** Adds the order's quantities back to the products that count stock (null stock does not). */
export async function releaseOrderStock(db: Database, orderId: number) {
  const lines = await db
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.productId);
  for (const line of lines) {
    if (line.productId === null) continue;
    await db
      .update(products)
      .set({ stock: sql`${products.stock} + ${line.quantity}` })
      .where(and(eq(products.id, line.productId), isNotNull(products.stock)));
  }
}
