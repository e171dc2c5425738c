/**
 * The one order state machine (decisions.md 10). Every status change goes through
 * `transitionOrder`, a conditional UPDATE: of two processes moving one order at once (two
 * captures, a capture and a webhook, the expiry job and a payment) exactly one moves it, and
 * only that one runs the moment's effects (order-life.ts).
 */
import { and, eq, inArray, type SQL } from "drizzle-orm";
import type { Transaction } from "#server/db/client.ts";
import { type OrderStatus, orderStatus, orders } from "#server/db/schema.ts";
import {
  type OrderLifeContext,
  type OrderMoment,
  runOrderEffects,
} from "#server/orders/order-life.ts";

export const orderStatuses = orderStatus.enumValues;

/** Where an order may go from each status. Cancelled and refunded are final. */
export const allowedTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  // Paid by a completed capture; cancelled unpaid (expiry, a denied capture, the maker).
  pending_payment: ["paid", "cancelled"],
  paid: ["processing", "shipped", "refunded"],
  processing: ["shipped", "refunded"],
  shipped: ["delivered", "refunded"],
  delivered: ["refunded"],
  cancelled: [],
  refunded: [],
};

/** Paid and not refunded: what the shop has earned, a gift that is on its issues' lists. */
export const paidStatuses: readonly OrderStatus[] = ["paid", "processing", "shipped", "delivered"];

/** How statuses read on screens and in e-mails. */
export const orderStatusLabels: Record<OrderStatus, string> = {
  pending_payment: "Pending Payment",
  paid: "Paid",
  processing: "Processing",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
  refunded: "Refunded",
};

export function canTransition(from: OrderStatus, to: OrderStatus) {
  return allowedTransitions[from].includes(to);
}

/** The statuses an order may be in to move to `to`. */
export function statusesLeadingTo(to: OrderStatus): OrderStatus[] {
  return orderStatuses.filter((from) => canTransition(from, to));
}

export type OrderChanges = Partial<
  Pick<
    typeof orders.$inferInsert,
    | "paidAt"
    | "paypalCaptureId"
    | "reservedUntil"
    | "trackingNumber"
    | "trackingCarrier"
    | "shippedAt"
    | "cancelledAt"
    | "cancelReason"
  >
>;

/**
 * Moves the order to `to` if its status allows it (and is one of `from`, when given, and
 * `where` holds), with the other columns in `set`, in one UPDATE … WHERE status IN (…), then
 * runs the moment's effects (`to`, or `moment` when it says more: `expired`) in the caller's
 * transaction. Returns whether it moved: only the caller that moved it runs the effects (stock
 * back, downloads, e-mails), so they happen once however many try at once.
 */
export async function transitionOrder(
  tx: Transaction,
  orderId: number,
  to: Exclude<OrderStatus, "pending_payment">,
  options: {
    context: OrderLifeContext;
    from?: readonly OrderStatus[];
    set?: OrderChanges;
    where?: SQL;
    moment?: OrderMoment;
    at?: Date;
  },
): Promise<boolean> {
  const allowed = statusesLeadingTo(to).filter(
    (status) => options.from === undefined || options.from.includes(status),
  );
  if (allowed.length === 0) return false;
  const at = options.at ?? new Date();
  const stamp = to === "delivered" ? { deliveredAt: at } : {};
  const moved = await tx
    .update(orders)
    .set({ ...stamp, ...options.set, status: to })
    .where(and(eq(orders.id, orderId), inArray(orders.status, allowed), options.where))
    .returning({ id: orders.id });
  if (moved.length === 0) return false;
  const moment = options.moment ?? to;
  await runOrderEffects({
    tx,
    orderId,
    moment,
    at,
    context: options.context,
  });
  return true;
}
