import type { ShopContext } from "#server/shop-context.ts";

/** The part of the shop's context (server/shop-context.ts) the payment operations use. */
export type PaymentServices = Pick<
  ShopContext,
  "db" | "paypal" | "publicUrl" | "ownerEmail" | "timeZone"
> &
  Partial<Pick<ShopContext, "logger">>;

/** PayPal-Request-Ids from the shop's order id: a retry repeats the request, never a second one. */
export const paypalRequestIds = {
  create: (orderId: number) => `washi-order-${orderId}-create`,
  capture: (orderId: number) => `washi-order-${orderId}-capture`,
};

export const paymentMessages = {
  notFound: "Order not found",
  alreadyPaid: "This order is already paid.",
  // Cancelled: its hold ran out, or the buyer checked out again (another tab).
  expired:
    "This order is no longer waiting for payment, so nothing was charged. Please check out again.",
  createFailed: "Failed to create PayPal order",
  processFailed: "Failed to process payment",
  declined:
    "Payment failed: PayPal declined this payment method. Please choose another way to pay.",
  notApproved: "Payment failed: the payment was not approved in PayPal. Please try again.",
  captureFailed: "Payment capture failed. Please contact support.",
  pending:
    "Your payment is being reviewed by PayPal. We will e-mail you as soon as it is complete.",
} as const;
