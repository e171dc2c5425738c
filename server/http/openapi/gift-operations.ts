/**
 * The gift membership endpoints (server/http/api/gifts.ts; decision 029): what the gift page
 * offers now, and placing a gift's order the way the page does. The words of their refusals
 * are the gift form's (server/mail-club/gifts/gift-messages.ts).
 */
import { failure, noStore, type Operation } from "#server/http/openapi/operation.ts";
import { giftOrderRequest } from "#server/http/openapi/request-schemas.ts";
import {
  giftOptions,
  giftPaymentUnavailable,
  placedGift,
} from "#server/http/openapi/response-schemas/gifts.ts";
import { giftMessages } from "#server/mail-club/gifts/gift-messages.ts";
import { orderMessages } from "#server/orders/order-messages.ts";
import { paymentMessages } from "#server/payments/payment-services.ts";

const month = (key: string, name: string) => ({
  key,
  label: name,
  revealUntil: `${key}-07`,
});

const recipientAddress = {
  firstName: "Rosa",
  lastName: "Romero",
  address1: "7 Willow Court",
  city: "Eugene",
  state: "OR",
  zipCode: "97401",
  country: "US",
};
const billingAddress = {
  firstName: "Gwen",
  lastName: "Park",
  address1: "99 Birch Avenue",
  city: "Austin",
  state: "TX",
  zipCode: "73301",
  country: "US",
};
const exampleOrder = {
  id: 12,
  orderNumber: "W-2611-730514",
  status: "pending_payment",
  items: [
    {
      productId: null,
      title: "Mail Club gift: 3 issues (USA plan)",
      quantity: 1,
      price: 24,
      discount: 0,
      tax: 0,
      taxRate: 0,
      personalisation: [],
    },
  ],
  shippingAddress: {
    firstName: "Rosa",
    lastName: "Romero",
    street: "7 Willow Court",
    street2: null,
    city: "Eugene",
    state: "OR",
    zip: "97401",
    country: "US",
  },
  shippingMethod: "Mail Club gift",
  customerEmail: "gwen@example.com",
  customerName: "Gwen Park",
  subtotal: 24,
  discount: 0,
  tax: 0,
  shippingTax: 0,
  taxIncluded: false,
  taxDetails: null,
  shipping: 0,
  shippingDiscount: 0,
  total: 24,
  paidByBalances: [],
  amountDue: 24,
  createdAt: "2026-11-10T15:00:00.000Z",
  paidAt: null,
  trackingNumber: null,
  trackingCarrier: null,
};

export const giftOperations: Operation[] = [
  {
    method: "get",
    path: "/api/mail-club/gift-options",
    operationId: "getGiftOptions",
    summary: "What a gift membership can be now",
    description:
      "The lengths on sale with their price on each plan (set in the studio), the first issues a gift bought now may begin with (the next one still open by its cutoff, then the eleven after it), and the days the recipient may be e-mailed of it. The same as the /mail-club/gift page offers.",
    tag: "Mail Club",
    responses: {
      200: {
        description: "The offer now.",
        schema: giftOptions,
        headers: noStore,
        example: {
          success: true,
          lengths: [
            { issueCount: 3, prices: { usa: 24, international: 27 } },
            { issueCount: 6, prices: { usa: 45, international: null } },
          ],
          firstIssues: [month("2026-12", "December 2026"), month("2027-01", "January 2027")],
          nextIssueNote:
            "Ordered by the end of November 25, the first envelope can be the December 2026 issue, mailed in the first week of December. Or choose a later month.",
          reveal: { from: "2026-11-10", until: "2027-11-07" },
        },
      },
    },
  },
  {
    method: "post",
    path: "/api/mail-club/gifts",
    operationId: "placeGift",
    summary: "Give the Mail Club: place a gift's order",
    description:
      "Places the gifter's order for a gift of 3, 6 or 12 issues, paid once through PayPal (not a subscription: it does not renew), and starts its PayPal payment. The price is the studio's for the length on the recipient's plan (their country decides it); the recipient's address is the order's delivery address and the gifter's only its billing address. Pay it like any order: send the gifter to `approvalUrl`, then POST /api/payments/capture with `order.id` and the return URL's token; paid, the recipient is on the mailing lists of exactly the gift's issues from the first (one whose cutoff passed while paying moves to the next open one). With a bearer token the order is the customer's, under their e-mail. If PayPal does not answer (503) the order stays placed: the refusal carries `orderId` and `accessKey` beside `error`, and POST /api/payments/create-paypal-order starts paying it.",
    tag: "Mail Club",
    auth: "optional bearer",
    body: {
      schema: giftOrderRequest,
      example: {
        issueCount: 3,
        recipientAddress,
        recipientEmail: "rosa@example.com",
        message: "Happy birthday, Rosa!\nLove, Gwen",
        firstIssue: "2027-01",
        reveal: "email",
        revealOn: "2026-12-24",
        gifterName: "Gwen Park",
        gifterEmail: "gwen@example.com",
        billingAddress,
      },
    },
    responses: {
      201: {
        description: "Placed, waiting for the gifter's approval at PayPal.",
        schema: placedGift,
        headers: noStore,
        example: {
          success: true,
          order: exampleOrder,
          giftId: 4,
          approvalUrl: "https://www.sandbox.paypal.com/checkoutnow?token=7K2032658W8453117",
          accessKey: "kP3x0bV9mQ2_r7LcZ8yT1wN4uE6aH5sJ0dF2gB7vC1o",
        },
      },
      400: failure(
        "A field is refused (`details` by dotted path), the first issue's cutoff has passed, the length is not sold on the recipient's plan, the reveal day is out of its window, or the plan is not mailed to the recipient's country.",
        "bad_request",
        giftMessages.fixErrors,
        { recipientEmail: giftMessages.revealEmailRequired },
      ),
      401: failure("A bearer token that is unknown or expired.", "unauthorized", "Session expired"),
      429: failure(
        "Too many unpaid orders from this account or address.",
        "rate_limited",
        orderMessages.tooManyUnpaid,
      ),
      503: {
        description:
          "PayPal did not answer; the order is placed (`orderId`, `accessKey` beside the error): start its payment again with POST /api/payments/create-paypal-order.",
        schema: giftPaymentUnavailable,
        example: {
          error: { code: "unavailable", message: paymentMessages.createFailed },
          orderId: 12,
          accessKey: "kP3x0bV9mQ2_r7LcZ8yT1wN4uE6aH5sJ0dF2gB7vC1o",
        },
      },
    },
  },
];
