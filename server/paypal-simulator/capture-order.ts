import type { Context } from "hono";
import type { Transaction } from "#server/db/client.ts";
import { centsToValue, valueToCents } from "#server/payments/paypal/money.ts";
import { linkCapture } from "#server/paypal-simulator/capture-records.ts";
import type { SimulatorContext } from "#server/paypal-simulator/context.ts";
import { refusal, respondWithError } from "#server/paypal-simulator/errors.ts";
import { simulatorId } from "#server/paypal-simulator/ids.ts";
import { applyMockResponse } from "#server/paypal-simulator/mock-response.ts";
import { orderView, responseShapeOf } from "#server/paypal-simulator/order-view.ts";
import { readJsonBody, requestIdOf } from "#server/paypal-simulator/read-json-body.ts";
import { readRecord, writeRecord } from "#server/paypal-simulator/records.ts";
import { answerOnce, sendAnswer } from "#server/paypal-simulator/request-ids.ts";
import type { SimulatedCapture, SimulatedOrder } from "#server/paypal-simulator/simulated-order.ts";
import { queueCaptureEvent, sendWebhookEvent } from "#server/paypal-simulator/webhooks.ts";

const operation = "orders.capture";

/**
 * POST /v2/checkout/orders/{id}/capture. The order's row is locked for the whole decision,
 * so concurrent captures of one order make one capture; the others see it captured, or get
 * its first answer back when they repeat its PayPal-Request-Id (claimed in the same
 * transaction, so one id never captures two orders either).
 */
export async function captureOrder(c: Context, context: SimulatorContext) {
  const forced = await applyMockResponse(c);
  if (forced) return forced;
  if ((await readJsonBody(c)) === undefined) {
    return respondWithError(c, 400, [{ issue: "MALFORMED_REQUEST_JSON" }]);
  }
  const orderId = c.req.param("id") ?? "";
  const requestId = requestIdOf(c);
  const shape = responseShapeOf(c.req.header("prefer"));
  const now = context.clock();
  let eventId: string | undefined;
  const answer = await context.db.transaction(async (tx) => {
    const order = await readRecord<SimulatedOrder>(tx, "order", orderId, { lock: true });
    if (!order) return refusal(404, "INVALID_RESOURCE_ID");
    return answerOnce(tx, { operation, requestId, now }, async () => {
      if (order.status === "COMPLETED") return refusal(422, "ORDER_ALREADY_CAPTURED");
      if (order.status !== "APPROVED") return refusal(422, "ORDER_NOT_APPROVED");
      if (order.buyerChoice === "declined-card") return declineCapture(tx, order, now);

      const capture = completeCapture(order, now);
      await writeRecord(tx, "order", order.id, order);
      await linkCapture(tx, capture.id, order.id);
      eventId = await queueCaptureEvent(tx, context, order, capture);
      return { status: 201, body: orderView(order, context.publicBaseUrl, shape) };
    });
  });
  if (eventId) void sendWebhookEvent(context, eventId);
  return sendAnswer(c, answer);
}

/** The buyer's instrument is refused: the order needs the buyer's approval again. */
async function declineCapture(tx: Transaction, order: SimulatedOrder, now: Date) {
  order.status = order.statusBeforeApproval;
  order.buyerChoice = undefined;
  order.update_time = now.toISOString();
  await writeRecord(tx, "order", order.id, order);
  return refusal(422, "INSTRUMENT_DECLINED");
}

function completeCapture(order: SimulatedOrder, now: Date): SimulatedCapture {
  const unit = order.purchase_units[0];
  if (!unit) throw new Error(`Order ${order.id} has no purchase unit.`);
  const pending = order.buyerChoice === "pending-review";
  const grossCents = valueToCents(unit.amount.value) ?? 0;
  // PayPal's US domestic rate, so the receivable breakdown looks like a real one.
  const feeCents = Math.round(grossCents * 0.0349) + 49;
  const money = (cents: number) => ({
    currency_code: unit.amount.currency_code,
    value: centsToValue(cents),
  });
  const capture: SimulatedCapture = {
    id: simulatorId(),
    status: pending ? "PENDING" : "COMPLETED",
    ...(pending ? { status_details: { reason: "PENDING_REVIEW" } } : {}),
    amount: money(grossCents),
    final_capture: true,
    ...(unit.invoice_id ? { invoice_id: unit.invoice_id } : {}),
    ...(unit.custom_id ? { custom_id: unit.custom_id } : {}),
    seller_protection: {
      status: "ELIGIBLE",
      dispute_categories: ["ITEM_NOT_RECEIVED", "UNAUTHORIZED_TRANSACTION"],
    },
    seller_receivable_breakdown: {
      gross_amount: money(grossCents),
      paypal_fee: money(Math.min(feeCents, grossCents)),
      net_amount: money(Math.max(grossCents - feeCents, 0)),
    },
    create_time: now.toISOString(),
    update_time: now.toISOString(),
  };
  unit.payments = { captures: [capture] };
  order.status = "COMPLETED";
  order.update_time = now.toISOString();
  return capture;
}
