import type { Transaction } from "#server/db/client.ts";
import type { SimulatorContext } from "#server/paypal-simulator/context.ts";
import type {
  SimulatedSale,
  SimulatedSubscription,
} from "#server/paypal-simulator/simulated-subscription.ts";
import { saleResource, subscriptionView } from "#server/paypal-simulator/subscription-view.ts";
import { queueWebhookEvent } from "#server/paypal-simulator/webhooks.ts";

export type SubscriptionEventType =
  | "BILLING.SUBSCRIPTION.CREATED"
  | "BILLING.SUBSCRIPTION.ACTIVATED"
  | "BILLING.SUBSCRIPTION.UPDATED"
  | "BILLING.SUBSCRIPTION.CANCELLED"
  | "BILLING.SUBSCRIPTION.SUSPENDED"
  | "BILLING.SUBSCRIPTION.EXPIRED"
  | "BILLING.SUBSCRIPTION.PAYMENT.FAILED";

const summaries: Record<SubscriptionEventType, string> = {
  "BILLING.SUBSCRIPTION.CREATED": "Subscription created",
  "BILLING.SUBSCRIPTION.ACTIVATED": "Subscription activated",
  "BILLING.SUBSCRIPTION.UPDATED": "Subscription updated",
  "BILLING.SUBSCRIPTION.CANCELLED": "Subscription cancelled",
  "BILLING.SUBSCRIPTION.SUSPENDED": "Subscription suspended",
  "BILLING.SUBSCRIPTION.EXPIRED": "Subscription expired",
  "BILLING.SUBSCRIPTION.PAYMENT.FAILED": "Subscription payment failed",
};

/** A BILLING.SUBSCRIPTION.* event whose resource is the subscription as GET shows it now. */
export function queueSubscriptionEvent(
  tx: Transaction,
  context: SimulatorContext,
  subscription: SimulatedSubscription,
  eventType: SubscriptionEventType,
) {
  return queueWebhookEvent(tx, context, {
    eventType,
    resourceType: "subscription",
    summary: summaries[eventType],
    resource: subscriptionView(subscription, context.publicBaseUrl, "representation"),
  });
}

/** PAYMENT.SALE.COMPLETED: a payment of the subscription (the first month or a renewal). */
export function queueSaleEvent(
  tx: Transaction,
  context: SimulatorContext,
  subscription: SimulatedSubscription,
  sale: SimulatedSale,
) {
  return queueWebhookEvent(tx, context, {
    eventType: "PAYMENT.SALE.COMPLETED",
    resourceType: "sale",
    resourceVersion: "1.0",
    summary: `Payment completed for $ ${sale.amount.value} ${sale.amount.currency_code}`,
    resource: saleResource(subscription, sale, context.publicBaseUrl),
  });
}
