import type { PayPalError, PayPalRefundStatus } from "#server/payments/paypal/types.ts";

/** PayPal's refusals of a refund in the maker's words; PayPal's own code follows each. */
const issueMessages: Record<string, string> = {
  CAPTURE_FULLY_REFUNDED: "PayPal says this payment has already been refunded in full.",
  REFUND_NOT_ALLOWED:
    "PayPal does not allow refunding this payment (it may still be under review, or too old).",
  INVALID_RESOURCE_ID: "PayPal does not know this order's payment.",
  REFUND_TIME_LIMIT_EXCEEDED: "PayPal's time limit for refunding this payment has passed.",
  INSUFFICIENT_FUNDS: "Your PayPal account does not hold enough to pay this refund.",
  PERMISSION_DENIED: "PayPal does not let this shop's account refund this payment.",
};

/**
 * Why PayPal did not refund, for the maker: PayPal's reason in words, its code, and that
 * nothing changed in the shop. Outages and timeouts say to try again (the same request id
 * then cannot refund twice).
 */
export function refundFailureMessage(error: PayPalError) {
  const code = error.issue ?? error.name;
  if (error.status === 0 || error.status >= 500) {
    const what = error.status === 0 ? "PayPal could not be reached" : "PayPal had a problem";
    return `${what} (${code}). Nothing was refunded and the order is unchanged: please try again in a few minutes.`;
  }
  const reason =
    issueMessages[code] ??
    (error.status === 404 ? issueMessages.INVALID_RESOURCE_ID : `PayPal answered ${error.status}.`);
  return `PayPal refused the refund (${code}): ${reason} The order is unchanged.`;
}

/** A refund PayPal took but did not complete: nothing is marked refunded yet. */
export function unfinishedRefundMessage(status: PayPalRefundStatus) {
  if (status === "PENDING") {
    return "PayPal accepted the refund and is still processing it. The order will show Refunded once PayPal completes it.";
  }
  return `PayPal did not complete the refund (${status}). The order is unchanged.`;
}
