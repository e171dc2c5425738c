import { subscriptionMessages } from "#server/mail-club/subscriptions/subscription-messages.ts";
import { orderMessages } from "#server/orders/order-messages.ts";

/** What a failure nobody foresaw says on an endpoint, in the spec's words (§8), by its path. */
const messages: [RegExp, string][] = [
  [/^\/api\/products\/search$/, "Failed to search products."],
  [/^\/api\/products\/featured$/, "Failed to fetch featured products."],
  [/^\/api\/products(\/filters)?$/, "Failed to fetch products."],
  [/^\/api\/products\/[^/]+$/, "Failed to fetch product."],
  [/^\/api\/orders\/create$/, orderMessages.createFailed],
  [/^\/api\/orders\/customer$/, orderMessages.listFailed],
  [/^\/api\/orders\/\d+$/, orderMessages.fetchFailed],
  [/^\/api\/payments\/config$/, "Failed to fetch PayPal configuration"],
  [/^\/api\/payments\/create-paypal-order$/, "Failed to create PayPal order"],
  [/^\/api\/payments\/capture$/, "Failed to capture payment"],
  [/^\/api\/subscriptions\/create$/, subscriptionMessages.createFailed],
  [/^\/api\/subscriptions\/confirm$/, subscriptionMessages.activateFailed],
  [/^\/api\/subscriptions\/cancel$/, subscriptionMessages.cancelFailed],
  // A gift membership is placed as an order (decision 029).
  [/^\/api\/mail-club\/gifts$/, orderMessages.createFailed],
];

export function unexpectedFailureMessage(path: string) {
  return messages.find(([pattern]) => pattern.test(path))?.[1] ?? "An unexpected error occurred";
}
