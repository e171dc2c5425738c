import { and, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import { hashSecretToken } from "#server/accounts/secret-token.ts";
import type { Database } from "#server/db/client.ts";
import { orderItems, orders, products } from "#server/db/schema.ts";
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
  return db.transaction((tx) => cancelUnpaidOrder(tx, orderId, options));
}

/** cancelOrder's work inside the caller's transaction. */
async function cancelUnpaidOrder(db: Database, orderId: number, options: { where?: SQL }) {
  const cancelled = await transitionOrder(db, orderId, "cancelled", {
    from: ["pending_payment"],
    set: { reservedUntil: null },
    where: options.where,
  });
  if (cancelled) await releaseOrderStock(db, orderId);
  return cancelled;
}

/**
 * Cancels, inside the caller's transaction (createOrder's, with the cart row locked), the
 * unpaid orders made earlier from this cart, giving their stock back: a buyer who retries a
 * checkout whose answer was lost, or checks out again, keeps one live order, not two. An
 * order whose capture has begun is left alone, as PayPal may be charging it right now; the
 * capture marks its start with a conditional update on the order's row, so of the two
 * exactly one happens. Returns the ids it cancelled.
 */
export async function cancelEarlierCartOrders(db: Database, cartId: number): Promise<number[]> {
  const earlier = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.cartId, cartId), eq(orders.status, "pending_payment")))
    .orderBy(orders.id);
  const cancelled: number[] = [];
  for (const { id } of earlier) {
    const where = and(isNull(orders.captureStartedAt), isNull(orders.paypalCaptureId));
    if (await cancelUnpaidOrder(db, id, { where })) cancelled.push(id);
  }
  return cancelled;
}

/**
 * Cancels the unpaid order a buyer left behind (the checkout cookie's order, when they check
 * out again or come back from PayPal's cancel link), so its stock is not held twice. Only the
 * buyer's own order: a guest's by the secret of its link, a customer's by their id; the cookie
 * alone proves nothing. `paypalOrderId` (PayPal's cancel link) must be the order's. Never an
 * order whose capture has begun (PayPal may be charging it right now) or that PayPal holds (a
 * PENDING review waits for its webhook).
 */
export async function cancelAbandonedOrder(
  db: Database,
  orderId: number,
  owner: { accessKey: string | null; customerId: number | null; paypalOrderId?: string },
): Promise<boolean> {
  const ownedBy = owner.accessKey
    ? eq(orders.accessKeyHash, hashSecretToken(owner.accessKey))
    : owner.customerId !== null
      ? eq(orders.customerId, owner.customerId)
      : null;
  if (!ownedBy) return false;
  return cancelOrder(db, orderId, {
    where: and(
      ownedBy,
      isNull(orders.captureStartedAt),
      isNull(orders.paypalCaptureId),
      owner.paypalOrderId === undefined ? undefined : eq(orders.paypalOrderId, owner.paypalOrderId),
    ),
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
