import type { Context } from "hono";
import { lockCapture } from "#server/paypal-simulator/capture-records.ts";
import type { SimulatorContext } from "#server/paypal-simulator/context.ts";
import { refusal } from "#server/paypal-simulator/errors.ts";
import { readJsonObject } from "#server/paypal-simulator/read-json-body.ts";
import { writeRecord } from "#server/paypal-simulator/records.ts";
import { type StoredAnswer, sendAnswer } from "#server/paypal-simulator/request-ids.ts";
import { deliverWebhookEvent, queueCaptureEvent } from "#server/paypal-simulator/webhooks.ts";

/** How PayPal's review of a PENDING capture ends. */
export type Settlement = "COMPLETED" | "DENIED";

const captureStatusOf = { COMPLETED: "COMPLETED", DENIED: "DECLINED" } as const;

/**
 * Ends PayPal's review of a PENDING capture (the "pending-review" buyer): the capture becomes
 * COMPLETED or DECLINED and PAYMENT.CAPTURE.COMPLETED or PAYMENT.CAPTURE.DENIED is delivered
 * to the shop before this answers, once (POST /simulator/webhooks/resend sends it again).
 * Answers 200 { id, status, event_id, webhook_status }, 404 for an unknown capture, 422
 * CAPTURE_NOT_PENDING when there is nothing to settle.
 */
export async function settleCapture(
  context: SimulatorContext,
  captureId: string,
  outcome: Settlement,
): Promise<StoredAnswer> {
  const now = context.clock();
  const settled = await context.db.transaction(async (tx) => {
    const found = await lockCapture(tx, captureId);
    if (!found) return refusal(404, "INVALID_RESOURCE_ID", "payments");
    const { order, capture } = found;
    if (capture.status !== "PENDING") return refusal(422, "CAPTURE_NOT_PENDING", "payments");
    capture.status = captureStatusOf[outcome];
    delete capture.status_details;
    capture.update_time = now.toISOString();
    order.update_time = now.toISOString();
    await writeRecord(tx, "order", order.id, order);
    const eventId = await queueCaptureEvent(tx, context, order, capture);
    return { status: 200, body: { id: capture.id, status: capture.status, event_id: eventId } };
  });
  if (settled.status !== 200) return settled;
  const { event_id: eventId } = settled.body as { event_id: string };
  const webhookStatus = await deliverWebhookEvent(context, eventId);
  return { status: 200, body: { ...(settled.body as object), webhook_status: webhookStatus } };
}

/** POST /simulator/captures/{capture_id}/settle with { "outcome": "COMPLETED" | "DENIED" }. */
export async function answerSettleCapture(c: Context, context: SimulatorContext) {
  const { outcome } = await readJsonObject(c);
  if (outcome !== "COMPLETED" && outcome !== "DENIED") {
    return sendAnswer(c, refusal(400, "INVALID_PARAMETER_VALUE", "payments"));
  }
  return sendAnswer(c, await settleCapture(context, c.req.param("id") ?? "", outcome));
}
