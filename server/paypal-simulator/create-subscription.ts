import type { Context } from "hono";
import type { SimulatorContext } from "#server/paypal-simulator/context.ts";
import { refusal } from "#server/paypal-simulator/errors.ts";
import { billingToken, subscriptionId } from "#server/paypal-simulator/ids.ts";
import { applyMockResponse } from "#server/paypal-simulator/mock-response.ts";
import { responseShapeOf } from "#server/paypal-simulator/order-view.ts";
import { requestIdOf } from "#server/paypal-simulator/read-json-body.ts";
import { readRecord, writeRecord } from "#server/paypal-simulator/records.ts";
import { answerOnce, sendAnswer } from "#server/paypal-simulator/request-ids.ts";
import {
  type SimulatedPlan,
  type SimulatedSubscription,
  subscribedPlan,
} from "#server/paypal-simulator/simulated-subscription.ts";
import { readSubscriptionBody } from "#server/paypal-simulator/subscription-body.ts";
import { queueSubscriptionEvent } from "#server/paypal-simulator/subscription-events.ts";
import { linkBillingToken } from "#server/paypal-simulator/subscription-records.ts";
import {
  type SubscriptionRequest,
  subscriptionRequestSchema,
} from "#server/paypal-simulator/subscription-request.ts";
import { subscriptionView } from "#server/paypal-simulator/subscription-view.ts";
import { sendWebhookEvent } from "#server/paypal-simulator/webhooks.ts";

const operation = "subscriptions.create";

/**
 * POST /v1/billing/subscriptions: 201 APPROVAL_PENDING with the buyer's approve link (and
 * BILLING.SUBSCRIPTION.CREATED), 200 with the first answer on a replay. The plan must exist
 * (404) and be ACTIVE (422 PLAN_STATUS_INVALID).
 */
export async function createSubscription(c: Context, context: SimulatorContext) {
  const forced = await applyMockResponse(c);
  if (forced) return forced;
  const body = await readSubscriptionBody(c, subscriptionRequestSchema, { required: true });
  if ("refused" in body) return body.refused;
  const request = body.data;
  const shape = responseShapeOf(c.req.header("prefer"));
  const now = context.clock();
  let eventId: string | undefined;
  const answer = await context.db.transaction((tx) =>
    answerOnce(tx, { operation, requestId: requestIdOf(c), now }, async () => {
      const plan = await readRecord<SimulatedPlan>(tx, "plan", request.plan_id);
      const planField = { field: "/plan_id", value: request.plan_id, location: "body" } as const;
      if (!plan) {
        return refusal(404, { issue: "INVALID_RESOURCE_ID", ...planField }, "subscriptions");
      }
      if (plan.status !== "ACTIVE") {
        return refusal(422, { issue: "PLAN_STATUS_INVALID", ...planField }, "subscriptions");
      }
      if (request.quantity && !plan.quantity_supported) {
        return refusal(
          422,
          { issue: "SUBSCRIPTION_CANNOT_HAVE_QUANTITY", field: "/quantity" },
          "subscriptions",
        );
      }
      const subscription = newSubscription(request, plan, now);
      await writeRecord(tx, "subscription", subscription.id, subscription);
      await linkBillingToken(tx, subscription.approvalToken, subscription.id);
      eventId = await queueSubscriptionEvent(
        tx,
        context,
        subscription,
        "BILLING.SUBSCRIPTION.CREATED",
      );
      return { status: 201, body: subscriptionView(subscription, context.publicBaseUrl, shape) };
    }),
  );
  if (eventId) void sendWebhookEvent(context, eventId);
  return sendAnswer(c, answer);
}

function newSubscription(
  request: SubscriptionRequest,
  plan: SimulatedPlan,
  now: Date,
): SimulatedSubscription {
  const time = now.toISOString();
  const subscriber = request.subscriber;
  const hasSubscriber = Boolean(subscriber?.email_address || subscriber?.name);
  return {
    id: subscriptionId(),
    status: "APPROVAL_PENDING",
    status_update_time: time,
    plan_id: plan.id,
    start_time: time,
    ...(request.custom_id ? { custom_id: request.custom_id } : {}),
    ...(hasSubscriber ? { subscriber } : {}),
    approvalToken: billingToken(),
    returnUrl: request.application_context?.return_url,
    cancelUrl: request.application_context?.cancel_url,
    brandName: request.application_context?.brand_name,
    plan: request.plan?.taxes
      ? { ...subscribedPlan(plan), taxes: request.plan.taxes, overridden: true }
      : subscribedPlan(plan),
    cyclesPaid: 0,
    elapsed: [],
    failed_payments_count: 0,
    sales: [],
    create_time: time,
    update_time: time,
  };
}
