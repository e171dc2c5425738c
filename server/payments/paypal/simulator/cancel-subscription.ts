import type { Context } from "hono";
import { billingSchemaIssues } from "#server/payments/paypal/simulator/billing-issues.ts";
import type { SimulatorContext } from "#server/payments/paypal/simulator/context.ts";
import { refusal, respondWithError } from "#server/payments/paypal/simulator/errors.ts";
import { applyMockResponse } from "#server/payments/paypal/simulator/mock-response.ts";
import { readJsonBody } from "#server/payments/paypal/simulator/read-json-body.ts";
import { writeRecord } from "#server/payments/paypal/simulator/records.ts";
import { sendAnswer } from "#server/payments/paypal/simulator/request-ids.ts";
import { isBillable } from "#server/payments/paypal/simulator/simulated-subscription.ts";
import { queueSubscriptionEvent } from "#server/payments/paypal/simulator/subscription-events.ts";
import { lockSubscription } from "#server/payments/paypal/simulator/subscription-records.ts";
import { cancelRequestSchema } from "#server/payments/paypal/simulator/subscription-request.ts";
import { sendWebhookEvent } from "#server/payments/paypal/simulator/webhooks.ts";

/**
 * POST /v1/billing/subscriptions/{id}/cancel {reason}: 204 and BILLING.SUBSCRIPTION.CANCELLED
 * for an ACTIVE or SUSPENDED subscription, 422 SUBSCRIPTION_STATUS_INVALID for any other
 * (a second cancel included). The row is locked, so two cancels make one event.
 */
export async function cancelSubscription(c: Context, context: SimulatorContext) {
  const forced = await applyMockResponse(c);
  if (forced) return forced;
  const json = await readJsonBody(c);
  if (json === undefined) {
    return respondWithError(c, 400, [{ issue: "INVALID_PARAMETER_SYNTAX" }], "subscriptions");
  }
  const parsed = cancelRequestSchema.safeParse(json);
  if (!parsed.success) {
    return respondWithError(c, 400, billingSchemaIssues(parsed.error), "subscriptions");
  }
  const id = c.req.param("id") ?? "";
  const now = context.clock();
  let eventId: string | undefined;
  const answer = await context.db.transaction(async (tx) => {
    const subscription = await lockSubscription(tx, id);
    if (!subscription) {
      const detail = { issue: "INVALID_RESOURCE_ID", field: "subscription_id", value: id };
      return refusal(404, { ...detail, location: "path" }, "subscriptions");
    }
    if (!isBillable(subscription)) {
      return refusal(422, "SUBSCRIPTION_STATUS_INVALID", "subscriptions");
    }
    subscription.status = "CANCELLED";
    subscription.status_change_note = parsed.data.reason;
    subscription.status_update_time = now.toISOString();
    subscription.update_time = now.toISOString();
    await writeRecord(tx, "subscription", subscription.id, subscription);
    eventId = await queueSubscriptionEvent(
      tx,
      context,
      subscription,
      "BILLING.SUBSCRIPTION.CANCELLED",
    );
    return { status: 204, body: null };
  });
  if (eventId) void sendWebhookEvent(context, eventId);
  if (answer.status === 204) return c.body(null, 204);
  return sendAnswer(c, answer);
}
