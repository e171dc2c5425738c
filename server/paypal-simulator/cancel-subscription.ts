import type { Context } from "hono";
import type { SimulatorContext } from "#server/paypal-simulator/context.ts";
import { isBillable } from "#server/paypal-simulator/simulated-subscription.ts";
import { cancelRequestSchema } from "#server/paypal-simulator/subscription-request.ts";
import { changeSubscriptionStatus } from "#server/paypal-simulator/subscription-status-change.ts";

/**
 * POST /v1/billing/subscriptions/{id}/cancel {reason}: 204 and BILLING.SUBSCRIPTION.CANCELLED
 * for an ACTIVE or SUSPENDED subscription (whoever suspended it), 422
 * SUBSCRIPTION_STATUS_INVALID for any other (a second cancel included).
 */
export function cancelSubscription(c: Context, context: SimulatorContext) {
  return changeSubscriptionStatus(c, context, {
    schema: cancelRequestSchema,
    refusal: (subscription) =>
      isBillable(subscription)
        ? undefined
        : {
            issue: "SUBSCRIPTION_STATUS_INVALID",
            description:
              "Invalid subscription status for cancel action; subscription status should be active or suspended.",
          },
    apply(subscription) {
      subscription.status = "CANCELLED";
    },
    eventType: "BILLING.SUBSCRIPTION.CANCELLED",
  });
}
