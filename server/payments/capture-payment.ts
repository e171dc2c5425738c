import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import { orders } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";
import { getOrder } from "#server/orders/get-order.ts";
import { RESERVATION_MS } from "#server/orders/order-holds.ts";
import { runOrderEffects } from "#server/orders/order-life.ts";
import { paypalDueCents } from "#server/orders/order-totals.ts";
import { awaitPaymentReview, payOrder } from "#server/orders/pay-order.ts";
import {
  type PaymentServices,
  paymentMessages,
  paypalRequestIds,
} from "#server/payments/payment-services.ts";
import { type PayPalCapture, PayPalError } from "#server/payments/paypal/types.ts";

/** How long a capture under way holds the stock, whatever was left of the 30 minutes. */
const CAPTURE_HOLD_MS = 10 * 60 * 1000;

export interface CaptureResult {
  orderId: number;
  /** paid, or pending_payment while PayPal reviews the capture (a webhook completes it). */
  status: "paid" | "pending_payment";
  /** This call captured it (not a repeat, nor a webhook that got there first). */
  capturedNow: boolean;
}

/**
 * Captures the buyer's approved PayPal payment for the order. Idempotent: the
 * PayPal-Request-Id comes from the order id, so repeated or concurrent captures make one
 * capture, and an order already paid answers the same again. Paid only when PayPal says the
 * capture is COMPLETED for the order's total. PENDING keeps the order (and its stock) waiting
 * for PayPal's webhook. A declined instrument is an AppError carrying `details.approveUrl`
 * to send the buyer back to PayPal; PayPal down or slow is an AppError the buyer can retry
 * from (the same request id then cannot charge twice).
 */
export async function capturePayment(
  services: PaymentServices,
  input: { orderId: number; paypalOrderId: string },
  now = new Date(),
): Promise<CaptureResult> {
  const order = await getOrder(services.db, input.orderId);
  if (!order || order.paypalOrderId === null || order.paypalOrderId !== input.paypalOrderId) {
    throw new AppError("not_found", paymentMessages.notFound);
  }
  if (order.status === "cancelled" || order.status === "refunded") {
    throw new AppError("conflict", paymentMessages.expired);
  }
  if (order.status !== "pending_payment") {
    return { orderId: order.id, status: "paid", capturedNow: false };
  }
  if (!(await holdReservation(services, order.id, now))) {
    const current = await getOrder(services.db, order.id);
    if (current && current.status !== "pending_payment" && current.status !== "cancelled") {
      return { orderId: order.id, status: "paid", capturedNow: false };
    }
    throw new AppError("conflict", paymentMessages.expired);
  }

  await runApprovedEffects(services, order, input.paypalOrderId, now);
  const capture = await captureAtPayPal(services, order, input.paypalOrderId);
  if (capture.captureStatus === "COMPLETED") {
    if (capture.amountCents !== paypalDueCents(order)) {
      services.logger?.error(
        { orderId: order.id, captured: capture.amountCents, expected: paypalDueCents(order) },
        "PayPal captured an amount other than the order's total",
      );
      throw new AppError("conflict", paymentMessages.captureFailed);
    }
    const paidNow = await payOrder(
      services.db,
      order.id,
      { captureId: capture.captureId, paidAt: now },
      services,
    );
    return { orderId: order.id, status: "paid", capturedNow: paidNow };
  }
  if (capture.captureStatus === "PENDING") {
    await awaitPaymentReview(services.db, order.id, capture.captureId, services);
    return {
      orderId: order.id,
      status: "pending_payment",
      capturedNow: order.paypalCaptureId === null,
    };
  }
  await endCaptureAttempt(services, order.id, approvedHold(order));
  throw new AppError("conflict", paymentMessages.declined, {
    reason: capture.captureStatus,
    ...(await approveUrlDetails(services, input.paypalOrderId)),
  });
}

/**
 * The `approved` moment, for an order with money off (decision 041) or of downloads only
 * (their VAT follows the buyer's country, decision 042): the payer PayPal names, and their
 * country, are given to the
 * order's effects before anything is charged; one that refuses (a code this PayPal account
 * has used up, a country that disagrees) ends the capture attempt, the order unpaid and its
 * hold kept.
 */
async function runApprovedEffects(
  services: PaymentServices,
  order: {
    id: number;
    discountCents: number;
    shippingDiscountCents: number;
    kind: string;
  } & HeldOrder,
  paypalOrderId: string,
  now: Date,
) {
  const moneyOff = order.discountCents + order.shippingDiscountCents > 0;
  if (!moneyOff && order.kind !== "digital") return;
  const approval = await services.paypal.getOrder(paypalOrderId).catch((error: unknown) => {
    if (!(error instanceof PayPalError)) throw error;
    services.logger?.warn(
      { orderId: order.id, status: error.status },
      "PayPal order lookup failed",
    );
    throw new AppError("unavailable", paymentMessages.processFailed);
  });
  try {
    await services.db.transaction((tx) =>
      runOrderEffects({
        tx,
        orderId: order.id,
        moment: "approved",
        at: now,
        context: services,
        payerId: approval.payerId,
        payerCountry: approval.payerCountry,
      }),
    );
  } catch (error) {
    await endCaptureAttempt(services, order.id, approvedHold(order));
    throw error;
  }
}

/**
 * PayPal said for certain that it charged nothing: the order is no longer being captured, so
 * the buyer's next checkout may replace it or their cancel may cancel it, and it holds its
 * stock until `reservedUntil` (the capture's own hold is over). After a timeout or an outage
 * the mark and the hold stay, as PayPal may have charged.
 */
async function endCaptureAttempt(
  services: PaymentServices,
  orderId: number,
  reservedUntil: Date | null,
) {
  await services.db
    .update(orders)
    .set({ captureStartedAt: null, reservedUntil })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.status, "pending_payment"),
        isNull(orders.paypalCaptureId),
      ),
    );
}

type HeldOrder = { createdAt: Date; reservedUntil: Date | null };

/**
 * The hold of an order whose buyer has approved at PayPal (their card was then declined): at
 * least the rest of the 30 minutes from when it was placed (decision 014). An order without
 * an end (PayPal reviewing its capture) stays so.
 */
function approvedHold(order: HeldOrder) {
  if (order.reservedUntil === null) return null;
  const rest = order.createdAt.getTime() + RESERVATION_MS;
  return new Date(Math.max(rest, order.reservedUntil.getTime()));
}

/**
 * Keeps the stock held while PayPal captures: an unpaid order whose reservation has not run
 * out gets at least ten more minutes, so the expiry job cannot cancel an order being paid,
 * and is marked as being captured, so a new order from its cart no longer replaces it.
 * False when the reservation is already over (or the order was cancelled, replaced).
 * A PENDING capture's order (no end) stays so.
 */
async function holdReservation(services: PaymentServices, orderId: number, now: Date) {
  const holdUntil = new Date(now.getTime() + CAPTURE_HOLD_MS);
  const held = await services.db
    .update(orders)
    .set({
      reservedUntil: sql`case when ${orders.reservedUntil} is null then null else greatest(${orders.reservedUntil}, ${holdUntil.toISOString()}::timestamptz) end`,
      captureStartedAt: now,
    })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.status, "pending_payment"),
        or(isNull(orders.reservedUntil), gt(orders.reservedUntil, now)),
      ),
    )
    .returning({ id: orders.id });
  return held.length > 0;
}

async function captureAtPayPal(
  services: PaymentServices,
  order: HeldOrder & { id: number },
  paypalOrderId: string,
): Promise<PayPalCapture> {
  const orderId = order.id;
  try {
    return await services.paypal.captureOrder(paypalOrderId, {
      requestId: paypalRequestIds.capture(orderId),
    });
  } catch (error) {
    if (!(error instanceof PayPalError)) throw error;
    services.logger?.warn(
      { orderId, status: error.status, issue: error.issue, debugId: error.debugId },
      "PayPal capture refused or failed",
    );
    if (error.issue === "INSTRUMENT_DECLINED") {
      await endCaptureAttempt(services, orderId, approvedHold(order));
      throw new AppError("conflict", paymentMessages.declined, {
        reason: error.issue,
        ...(await approveUrlDetails(services, paypalOrderId)),
      });
    }
    if (error.issue === "ORDER_NOT_APPROVED") {
      // Asking for a capture is no approval: the hold goes back to what it was.
      await endCaptureAttempt(services, orderId, order.reservedUntil);
      throw new AppError("conflict", paymentMessages.notApproved, {
        reason: error.issue,
        ...(await approveUrlDetails(services, paypalOrderId)),
      });
    }
    if (error.status === 0 || error.status >= 500 || error.status === 429) {
      throw new AppError("unavailable", paymentMessages.processFailed);
    }
    throw new AppError("conflict", paymentMessages.captureFailed, {
      reason: error.issue ?? error.name,
    });
  }
}

/** PayPal's own link back to the approval (never built by hand), when PayPal answers. */
async function approveUrlDetails(
  services: PaymentServices,
  paypalOrderId: string,
): Promise<Record<string, string>> {
  try {
    const order = await services.paypal.getOrder(paypalOrderId);
    return order.approveUrl ? { approveUrl: order.approveUrl } : {};
  } catch {
    return {};
  }
}
