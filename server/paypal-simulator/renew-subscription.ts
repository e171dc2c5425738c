import type { Context } from "hono";
import type { SimulatorContext } from "#server/paypal-simulator/context.ts";
import { refusal } from "#server/paypal-simulator/errors.ts";
import { readJsonObject } from "#server/paypal-simulator/read-json-body.ts";
import { type StoredAnswer, sendAnswer } from "#server/paypal-simulator/request-ids.ts";
import { isBillable } from "#server/paypal-simulator/simulated-subscription.ts";
import {
  type BillingOutcome,
  billSubscription,
} from "#server/paypal-simulator/subscription-billing.ts";
import { lockSubscription } from "#server/paypal-simulator/subscription-records.ts";
import { subscriptionView } from "#server/paypal-simulator/subscription-view.ts";
import { deliverWebhookEvent } from "#server/paypal-simulator/webhooks.ts";

/**
 * Runs the subscription's next billing now, whatever the clock says, so a test lives a
 * month in a moment: "paid" makes a sale (PAYMENT.SALE.COMPLETED) and moves
 * next_billing_time on one cycle, reactivating a subscription PayPal suspended after failed
 * payments; "failed" sends BILLING.SUBSCRIPTION.PAYMENT.FAILED and suspends at the plan's
 * threshold. A subscription the merchant suspended is billed neither way: the cycle is
 * missed (no sale, no event, nothing owed), next_billing_time moves on one cycle and it
 * stays SUSPENDED (see subscription-billing.ts). Every event is delivered once, in order, before this answers:
 * 200 { id, status, sale_id?, event_ids, webhook_statuses, subscription }, 404 for an
 * unknown subscription, 422 SUBSCRIPTION_STATUS_INVALID unless it is ACTIVE or SUSPENDED.
 */
export async function renewSubscription(
  context: SimulatorContext,
  subscriptionId: string,
  outcome: BillingOutcome,
): Promise<StoredAnswer> {
  const now = context.clock();
  const renewed = await context.db.transaction(async (tx) => {
    const subscription = await lockSubscription(tx, subscriptionId);
    if (!subscription) return refusal(404, "INVALID_RESOURCE_ID", "subscriptions");
    if (!isBillable(subscription)) {
      const description = "Only an active or suspended subscription is billed.";
      return refusal(422, { issue: "SUBSCRIPTION_STATUS_INVALID", description }, "subscriptions");
    }
    const salesBefore = subscription.sales.length;
    const eventIds = await billSubscription(tx, context, subscription, outcome, now);
    const sale = subscription.sales.length > salesBefore ? subscription.sales.at(-1) : undefined;
    return {
      status: 200,
      body: {
        id: subscription.id,
        status: subscription.status,
        ...(sale ? { sale_id: sale.id } : {}),
        event_ids: eventIds,
        subscription: subscriptionView(subscription, context.publicBaseUrl, "representation"),
      },
    };
  });
  if (renewed.status !== 200) return renewed;
  const { event_ids: eventIds } = renewed.body as { event_ids: string[] };
  const webhookStatuses = [];
  for (const eventId of eventIds) webhookStatuses.push(await deliverWebhookEvent(context, eventId));
  return {
    status: 200,
    body: { ...(renewed.body as object), webhook_statuses: webhookStatuses },
  };
}

/** POST /simulator/subscriptions/{id}/renew with { "outcome": "paid" | "failed" }. */
export async function answerRenewSubscription(c: Context, context: SimulatorContext) {
  const { outcome } = await readJsonObject(c);
  if (outcome !== "paid" && outcome !== "failed") {
    return sendAnswer(
      c,
      refusal(400, { issue: "INVALID_PARAMETER_VALUE", field: "outcome" }, "subscriptions"),
    );
  }
  return sendAnswer(c, await renewSubscription(context, c.req.param("id") ?? "", outcome));
}
