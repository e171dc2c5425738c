import { and, eq, isNull } from "drizzle-orm";
import { balanceMessages } from "#server/balances/balance-messages.ts";
import { addStoreCredit } from "#server/balances/store-credit.ts";
import type { Database } from "#server/db/client.ts";
import { orders } from "#server/db/schema.ts";
import { recordStudioChange } from "#server/lib/audit-log.ts";
import { AppError } from "#server/lib/errors.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import type { OrderLifeContext } from "#server/orders/order-life.ts";
import { transitionOrder } from "#server/orders/order-states.ts";
import { paypalDueCents } from "#server/orders/order-totals.ts";
import { type PayPalClient, PayPalError } from "#server/payments/paypal/types.ts";
import { assertStudioMove } from "#server/studio/orders/move-order.ts";
import { orderMoveMessages } from "#server/studio/orders/order-moves.ts";
import {
  refundFailureMessage,
  unfinishedRefundMessage,
} from "#server/studio/orders/refund-messages.ts";

/** The refund's PayPal-Request-Id, from the order id: a second click repeats the same refund. */
export const refundRequestId = (orderId: number) => `washi-order-${orderId}-refund`;

/**
 * Refunds the whole order through PayPal, then marks it refunded with PayPal's refund id and
 * time and the audit row, in one transaction. PayPal first: when it refuses, is down or slow,
 * nothing changes in the shop and the maker reads PayPal's reason. The request id comes from
 * the order, so a double click or a retry after a failure makes one refund at PayPal, and the
 * order records it once. PayPal's REFUNDED webhook may mark the order refunded first; the
 * refund's id is recorded all the same. Stock does not come back (decisions.md 4 returns it
 * only for unpaid orders): what was paid for has usually left the studio.
 */
export async function refundOrder(
  db: Database,
  paypal: PayPalClient,
  account: StudioAccount,
  /** `to`: PayPal (the default), or the customer's store credit when they agreed to it. */
  input: { orderId: number; to?: "paypal" | "store_credit" },
  context: OrderLifeContext,
  now = new Date(),
): Promise<{ refundId: string | null; recordedNow: boolean }> {
  const [order] = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      totalCents: orders.totalCents,
      balancePaidCents: orders.balancePaidCents,
      paypalCaptureId: orders.paypalCaptureId,
      customerId: orders.customerId,
    })
    .from(orders)
    .where(eq(orders.id, input.orderId));
  if (!order) throw new AppError("not_found", orderMoveMessages.notFound);
  assertStudioMove(order.status, "refunded");
  if (input.to === "store_credit") {
    const { customerId } = order;
    if (customerId === null) throw new AppError("conflict", balanceMessages.noCustomer);
    // What PayPal took becomes credit instead; the cards and credit get theirs back as always.
    return recordRefund(db, account, order, { refundId: null, amountCents: 0 }, context, now, {
      customerId,
      amountCents: paypalDueCents(order),
    });
  }
  if (!order.paypalCaptureId) {
    // A free order, or one paid whole by gift cards and credit, took nothing at PayPal:
    // refunding it gives its balances back and revokes what it delivered.
    if (paypalDueCents(order) > 0) throw new AppError("conflict", orderMoveMessages.noCapture);
    return recordRefund(db, account, order, { refundId: null, amountCents: 0 }, context, now);
  }

  const refund = await paypal
    .refundCapture(order.paypalCaptureId, { requestId: refundRequestId(order.id) })
    .catch((error: unknown) => {
      if (!(error instanceof PayPalError)) throw error;
      const code = error.status === 0 || error.status >= 500 ? "unavailable" : "conflict";
      throw new AppError(code, refundFailureMessage(error));
    });
  if (refund.status !== "COMPLETED") {
    throw new AppError("conflict", unfinishedRefundMessage(refund.status));
  }
  return recordRefund(db, account, order, refund, context, now);
}

/**
 * Marks the order refunded with the refund (none for a free order) and its audit row, once;
 * a refund taken as store credit adds the credit in the same transaction.
 */
function recordRefund(
  db: Database,
  account: StudioAccount,
  order: { id: number; orderNumber: string; status: string },
  refund: { refundId: string | null; amountCents: number },
  context: OrderLifeContext,
  now: Date,
  asCredit?: { customerId: number; amountCents: number },
) {
  return db.transaction(async (tx) => {
    const moved = await transitionOrder(tx, order.id, "refunded", { at: now, context });
    if (moved && asCredit && asCredit.amountCents > 0) {
      await addStoreCredit(
        tx,
        {
          ...asCredit,
          kind: "refunded",
          reason: `Refund of order #${order.orderNumber}`,
          orderId: order.id,
          actorEmail: account.email,
        },
        now,
      );
    }
    const recorded = await tx
      .update(orders)
      .set({ paypalRefundId: refund.refundId, refundedAt: now })
      .where(and(eq(orders.id, order.id), eq(orders.status, "refunded"), isNull(orders.refundedAt)))
      .returning({ id: orders.id });
    if (recorded.length > 0) {
      await recordStudioChange(tx, account, {
        action: "order.refund",
        subject: `order:${order.id}`,
        details: {
          orderNumber: order.orderNumber,
          from: order.status,
          refundId: refund.refundId,
          amountCents: refund.amountCents,
          ...(asCredit ? { storeCreditCents: asCredit.amountCents } : {}),
        },
      });
    }
    return { refundId: refund.refundId, recordedNow: recorded.length > 0 };
  });
}
