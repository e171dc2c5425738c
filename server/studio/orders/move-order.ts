import { eq, isNull } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { type OrderStatus, orders } from "#server/db/schema.ts";
import { recordStudioChange } from "#server/lib/audit-log.ts";
import { AppError } from "#server/lib/errors.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { cancelOrder } from "#server/orders/cancel-order.ts";
import type { OrderLifeContext } from "#server/orders/order-life.ts";
import { transitionOrder } from "#server/orders/order-states.ts";
import {
  orderMoveMessages,
  type PlainMove,
  refusedMoveMessage,
  studioMovesFrom,
} from "#server/studio/orders/order-moves.ts";

const auditActions: Record<PlainMove, string> = {
  processing: "order.process",
  delivered: "order.deliver",
  cancelled: "order.cancel",
};

/** The order's status and what a move needs to know, or a not-found error. */
export async function currentOrderState(db: Database, orderId: number) {
  const [order] = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      paypalCaptureId: orders.paypalCaptureId,
      kind: orders.kind,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) throw new AppError("not_found", orderMoveMessages.notFound);
  return order;
}

/** Refuses a move the state machine does not allow from the order's status, in its words. */
export function assertStudioMove(from: OrderStatus, to: OrderStatus) {
  if (to === "paid") throw new AppError("conflict", orderMoveMessages.paidOnlyByPayPal);
  if (!studioMovesFrom(from).includes(to)) {
    throw new AppError("conflict", refusedMoveMessage(from, to));
  }
}

/**
 * Moves the order to processing, delivered or cancelled, if the state machine allows it from
 * the status it has now, with the audit row in the same transaction. Cancelling (only an
 * unpaid order can be) gives its reserved stock back through cancelOrder, and is refused while
 * PayPal holds a capture under review. Of two moves at once only one happens; the other is
 * refused with the status the order has by then.
 */
export async function moveOrder(
  db: Database,
  account: StudioAccount,
  input: { orderId: number; to: PlainMove },
  context: OrderLifeContext,
): Promise<{ from: OrderStatus; to: OrderStatus }> {
  const order = await currentOrderState(db, input.orderId);
  assertStudioMove(order.status, input.to);
  if (input.to === "cancelled" && order.paypalCaptureId !== null) {
    throw new AppError("conflict", orderMoveMessages.cancelUnderReview);
  }
  const moved = await db.transaction(async (tx) => {
    const done =
      input.to === "cancelled"
        ? await cancelOrder(tx, order.id, {
            where: isNull(orders.paypalCaptureId),
            reason: "maker",
            context,
          })
        : await transitionOrder(tx, order.id, input.to, { from: [order.status], context });
    if (done) {
      await recordStudioChange(tx, account, {
        action: auditActions[input.to],
        subject: `order:${order.id}`,
        details: { orderNumber: order.orderNumber, from: order.status, to: input.to },
      });
    }
    return done;
  });
  if (!moved) {
    // Someone (a webhook, the expiry job, another tab) moved it first.
    const now = await currentOrderState(db, order.id);
    const underReview = now.status === "pending_payment" && now.paypalCaptureId !== null;
    throw new AppError(
      "conflict",
      underReview ? orderMoveMessages.cancelUnderReview : refusedMoveMessage(now.status, input.to),
    );
  }
  return { from: order.status, to: input.to };
}
