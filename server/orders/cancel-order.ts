import { and, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { Database, Transaction } from "#server/db/client.ts";
import { type OrderCancelReason, orderItems, orders, products } from "#server/db/schema.ts";
import { hashSecretToken } from "#server/lib/secret-token.ts";
import type { OrderEvent, OrderLifeContext } from "#server/orders/order-life.ts";
import { transitionOrder } from "#server/orders/order-states.ts";

/**
 * An unpaid order PayPal has not touched: no capture under way (PayPal may be charging it right
 * now) and none it holds (a PENDING review waits for its webhook). Only such orders are ever
 * cancelled by anyone but PayPal's own answer.
 */
export const untouchedByPayPal = and(
  isNull(orders.captureStartedAt),
  isNull(orders.paypalCaptureId),
);

interface CancelOptions {
  context: OrderLifeContext;
  /** Why, kept on the order for its page; `expired` runs the `expired` moment's effects. */
  reason: OrderCancelReason;
  /** A further condition (the expiry job: the reservation has run out). */
  where?: SQL;
  at?: Date;
}

/**
 * Cancels an unpaid order in one transaction; its effects give the reserved stock back. Only
 * the call that moves the order to cancelled runs them, so the stock goes back exactly once
 * (decisions.md 4). Returns whether this call cancelled it.
 */
export async function cancelOrder(
  db: Database,
  orderId: number,
  options: CancelOptions,
): Promise<boolean> {
  return db.transaction((tx) => cancelUnpaidOrder(tx, orderId, options));
}

/** cancelOrder's work inside the caller's transaction. */
async function cancelUnpaidOrder(tx: Transaction, orderId: number, options: CancelOptions) {
  const at = options.at ?? new Date();
  return transitionOrder(tx, orderId, "cancelled", {
    from: ["pending_payment"],
    set: { reservedUntil: null, cancelledAt: at, cancelReason: options.reason },
    where: options.where,
    moment: options.reason === "expired" ? "expired" : "cancelled",
    at,
    context: options.context,
  });
}

/**
 * Cancels, inside the caller's transaction (createOrder's, with the cart row locked), the
 * unpaid orders made earlier from this cart, giving their stock back: a buyer who retries a
 * checkout whose answer was lost, or checks out again, keeps one live order, not two. An
 * order whose capture has begun is left alone, as PayPal may be charging it right now; the
 * capture marks its start with a conditional update on the order's row, so of the two
 * exactly one happens. Returns the ids it cancelled.
 */
export async function cancelEarlierCartOrders(
  tx: Transaction,
  cartId: number,
  context: OrderLifeContext,
): Promise<number[]> {
  const earlier = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.cartId, cartId), eq(orders.status, "pending_payment")))
    .orderBy(orders.id);
  const cancelled: number[] = [];
  for (const { id } of earlier) {
    if (
      await cancelUnpaidOrder(tx, id, { where: untouchedByPayPal, reason: "replaced", context })
    ) {
      cancelled.push(id);
    }
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
  context: OrderLifeContext,
): Promise<boolean> {
  const ownedBy = owner.accessKey
    ? eq(orders.accessKeyHash, hashSecretToken(owner.accessKey))
    : owner.customerId !== null
      ? eq(orders.customerId, owner.customerId)
      : null;
  if (!ownedBy) return false;
  return cancelOrder(db, orderId, {
    context,
    // PayPal's cancel link brings its token; without it the buyer is checking out again.
    reason: owner.paypalOrderId === undefined ? "replaced" : "left_paypal",
    where: and(
      ownedBy,
      untouchedByPayPal,
      owner.paypalOrderId === undefined ? undefined : eq(orders.paypalOrderId, owner.paypalOrderId),
    ),
  });
}

/**
 * The effect of cancelling an unpaid order: its quantities go back to the products that count
 * stock (null stock does not).
 */
export async function releaseOrderStock({ tx, orderId }: OrderEvent) {
  const lines = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.productId);
  for (const line of lines) {
    if (line.productId === null) continue;
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${line.quantity}` })
      .where(and(eq(products.id, line.productId), isNotNull(products.stock)));
  }
}
