import type { Context } from "hono";
import type { SimulatorContext } from "#server/paypal-simulator/context.ts";
import { suspendRequestSchema } from "#server/paypal-simulator/subscription-request.ts";
import { changeSubscriptionStatus } from "#server/paypal-simulator/subscription-status-change.ts";

/**
 * POST /v1/billing/subscriptions/{id}/suspend {reason}: 204 and BILLING.SUBSCRIPTION.SUSPENDED
 * for an ACTIVE subscription, 422 SUBSCRIPTION_STATUS_INVALID for any other (one already
 * suspended included). Suspended by the merchant, it is not billed: each billing time that
 * comes before it is activated passes with no payment and nothing owed (see
 * subscription-billing.ts).
 */
export function suspendSubscription(c: Context, context: SimulatorContext) {
  return changeSubscriptionStatus(c, context, {
    schema: suspendRequestSchema,
    refusal: (subscription) =>
      subscription.status === "ACTIVE"
        ? undefined
        : {
            issue: "SUBSCRIPTION_STATUS_INVALID",
            description:
              "Invalid subscription status for suspend action; subscription status should be active.",
          },
    apply(subscription) {
      subscription.status = "SUSPENDED";
      subscription.suspendedBy = "merchant";
    },
    eventType: "BILLING.SUBSCRIPTION.SUSPENDED",
  });
}
