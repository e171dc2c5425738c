import type { Context } from "hono";
import type { SimulatorContext } from "#server/paypal-simulator/context.ts";
import { isSuspendedByMerchant } from "#server/paypal-simulator/simulated-subscription.ts";
import { activateRequestSchema } from "#server/paypal-simulator/subscription-request.ts";
import { changeSubscriptionStatus } from "#server/paypal-simulator/subscription-status-change.ts";

/**
 * POST /v1/billing/subscriptions/{id}/activate {reason?}: 204 and
 * BILLING.SUBSCRIPTION.ACTIVATED for a subscription the merchant suspended. Nothing is
 * charged: the cycles missed while suspended are not owed, and next_billing_time stays
 * where the missed cycles moved it, so the next cycle is billed when scheduled.
 *
 * PayPal's events list has no re-activation event of its own (BILLING.SUBSCRIPTION.RE-ACTIVATED
 * is only seen handled by some integrations), so this sends ACTIVATED, as the simulator does
 * when a payment reactivates a subscription PayPal suspended.
 *
 * 422 SUBSCRIPTION_CANNOT_BE_ACTIVATED for one PayPal suspended after the plan's
 * payment_failure_threshold (the spec's text; a payment of the cycle owed reactivates it,
 * see renew-subscription.ts), SUBSCRIPTION_STATUS_INVALID for any status but SUSPENDED.
 * The reason is optional: the spec's schema does not require it.
 */
export function activateSubscription(c: Context, context: SimulatorContext) {
  return changeSubscriptionStatus(c, context, {
    schema: activateRequestSchema,
    refusal(subscription) {
      if (subscription.status !== "SUSPENDED") {
        return {
          issue: "SUBSCRIPTION_STATUS_INVALID",
          description:
            "Invalid subscription status for activate action; subscription status should be suspended.",
        };
      }
      if (!isSuspendedByMerchant(subscription)) {
        return {
          issue: "SUBSCRIPTION_CANNOT_BE_ACTIVATED",
          description:
            "Subscription cannot be activated after payment failure threshold has reached.",
        };
      }
      return undefined;
    },
    apply(subscription) {
      subscription.status = "ACTIVE";
      delete subscription.suspendedBy;
    },
    eventType: "BILLING.SUBSCRIPTION.ACTIVATED",
  });
}
