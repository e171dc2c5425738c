/**
 * The order and payment endpoints (server/http/api/orders-checkout.ts, payments.ts; spec §7
 * "Orders and payment"): placing an order from the cart, reading it back, PayPal's order,
 * the capture and the webhook listener.
 */
import { z } from "zod";
import { failure, type Operation } from "#server/http/openapi/operation.ts";
import {
  captureRequest,
  checkoutOrderRequest,
  createPayPalOrderRequest,
} from "#server/http/openapi/request-schemas.ts";
import {
  captureResult,
  createdOrder,
  orderResponse,
  paymentConfig,
  payPalOrderStarted,
  webhookReceived,
} from "#server/http/openapi/response-schemas/orders.ts";
import { orderMessages } from "#server/orders/order-messages.ts";

const exampleOrder = {
  id: 7,
  orderNumber: "W-2611-482193",
  status: "pending_payment",
  items: [
    {
      productId: 2,
      title: "Sleepy Cats Sticker Sheet",
      quantity: 3,
      price: 4.5,
      discount: 1.35,
      tax: 0,
      taxRate: 0,
      personalisation: [],
    },
    {
      productId: 41,
      title: "Custom Painted Banner",
      quantity: 1,
      price: 48,
      discount: 4.8,
      tax: 0,
      taxRate: 0,
      personalisation: [
        { label: "Banner text", value: "Happy 30th, Mina! 🎉" },
        { label: "Colour", value: "Sage" },
      ],
    },
  ],
  shippingAddress: {
    firstName: "Ana",
    lastName: "López",
    street: "12 Lantern Street",
    street2: null,
    city: "Portland",
    state: "OR",
    zip: "97201",
    country: "US",
  },
  shippingMethod: "Tracked parcel",
  customerEmail: "ana@example.com",
  customerName: "Ana López",
  subtotal: 61.5,
  // WELCOME10: 10 % off each line.
  discount: 6.15,
  tax: 0,
  shippingTax: 0,
  taxIncluded: false,
  taxDetails: null,
  shipping: 0,
  shippingDiscount: 0,
  total: 55.35,
  paidByBalances: [],
  amountDue: 55.35,
  createdAt: "2026-11-21T09:00:00.000Z",
  paidAt: null,
  trackingNumber: null,
  trackingCarrier: null,
};
const exampleKey = "kP3x0bV9mQ2_r7LcZ8yT1wN4uE6aH5sJ0dF2gB7vC1o";
const approveUrl = "https://www.sandbox.paypal.com/checkoutnow?token=5O190127TN364715T";

const sessionExpired = failure(
  "A bearer token that is unknown or expired.",
  "unauthorized",
  "Session expired",
);
const notFound = failure(
  "No such order, or not yours: another customer's order and a wrong key answer the same.",
  "not_found",
  "Order not found",
);

export const orderOperations: Operation[] = [
  {
    method: "post",
    path: "/api/orders/create",
    operationId: "createOrder",
    summary: "Place an order from listed items or the cart",
    description:
      "Makes an order waiting for payment from `items`, or without them from the caller's cart (a bearer token's customer's, else X-Cart-Token's or the `washi_cart` cookie's); an order of listed items leaves the cart as it is. Prices, tax (0) and shipping (0) come from the database; stock is held for 10 minutes until the buyer approves at PayPal, then up to 30 minutes after the order was placed, and released if it is not paid. One visitor (address or IPv6 /64, cart, account, e-mail) may hold at most half of a product in limited stock while paying (409), and have at most 3 unpaid orders per cart, account or e-mail and 10 per address (429). A guest with `createAccount` gets an account holding the order. Postage: the method of `shippingMethodId`, else spec §3's `shippingMethod` (`standard`, the default: the cheapest offered; `express`: the fastest); `order.shippingMethod` names the one taken. A digital item needs its acknowledgment, as `digitalAcknowledged` or spec §3's `metadata.digital_acknowledgment`. A guest pays with the answer's `accessKey` (or, for an order of their cart, that cart's X-Cart-Token). An order that costs nothing (freebies) is answered already `paid`, its e-mails sent, and needs no PayPal order; each free product goes once to a person's e-mail address (case, dots and +tags aside; 409), and one address may place 3 free orders a day (429).",
    tag: "Orders",
    auth: "optional bearer",
    body: {
      schema: checkoutOrderRequest,
      example: {
        items: [
          { productId: 2, quantity: 3, price: 4.5, title: "Sleepy Cats Sticker Sheet" },
          {
            productId: 57,
            quantity: 1,
            price: 6,
            title: "Undated Planner (PDF)",
            metadata: { digital_acknowledgment: true },
          },
        ],
        shippingAddress: {
          firstName: "Ana",
          lastName: "López",
          address1: "12 Lantern Street",
          city: "Portland",
          state: "OR",
          zipCode: "97201",
          country: "US",
        },
        shippingMethod: "express",
        customerEmail: "ana@example.com",
        customerName: "Ana López",
        isGuest: true,
        createAccount: false,
        discountCode: "welcome10",
      },
    },
    responses: {
      201: {
        description: "Placed; pay it with POST /api/payments/create-paypal-order.",
        schema: createdOrder,
        example: {
          success: true,
          order: exampleOrder,
          accessKey: exampleKey,
          accountCreated: false,
        },
      },
      400: failure(
        "A field is refused (`details` by dotted path; a discount code that does not apply under `discountCode`, with the reason), the cart is empty, or it mixes a subscription with other items.",
        "bad_request",
        "Please fix the validation errors above",
        { "shippingAddress.city": "City is required" },
      ),
      401: sessionExpired,
      409: failure(
        "Sold out meanwhile, no longer available, more than the visitor's share of a limited product, or (createAccount) the e-mail already has an account.",
        "conflict",
        'Sorry, "Sleepy Cats Sticker Sheet" is sold out. Please remove it from your cart.',
      ),
      429: failure(
        "Too many unpaid orders from this account, cart or address, too many accounts created from this address (createAccount), or more than 10 discount codes tried in a minute.",
        "rate_limited",
        "Too many accounts were created from your network. Please try again later.",
      ),
    },
  },
  {
    method: "get",
    path: "/api/orders/{id}",
    operationId: "getOrder",
    summary: "One order, for its customer or its key holder",
    description:
      "A customer sends their bearer token; a guest the key POST /api/orders/create answered. Another customer's order, and a wrong key, answer 404 alike.",
    tag: "Orders",
    auth: "optional bearer",
    // The route takes digits only and reads the key as it comes: no schema parses them.
    params: z.object({ id: z.int().min(1) }),
    query: z.object({
      key: z
        .string()
        .optional()
        .describe("The order's access key (from POST /api/orders/create), for a guest."),
    }),
    responses: {
      200: {
        description: "The order.",
        schema: orderResponse,
        example: { success: true, order: exampleOrder },
      },
      401: failure(
        "Neither a bearer token nor a key, or a bearer token that has expired (spec §8's words).",
        "unauthorized",
        orderMessages.signInForOrder,
      ),
      404: notFound,
    },
  },
  {
    method: "get",
    path: "/api/payments/config",
    operationId: "getPaymentConfig",
    summary: "The payment provider's public configuration",
    tag: "Payments",
    responses: {
      200: {
        description: "PayPal's mode and public client id.",
        schema: paymentConfig,
        example: {
          success: true,
          provider: "paypal",
          mode: "sandbox",
          clientId: "AeA1QIZXiflr1_-r0U2UbWTziOWX1GRQer5vjAQqXsHQS",
          currency: "USD",
        },
      },
    },
  },
  {
    method: "post",
    path: "/api/payments/create-paypal-order",
    operationId: "createPayPalOrder",
    summary: "Start paying an order with PayPal",
    description:
      "Creates PayPal's order for the shop order (asked again, the same one) and gives the page where the buyer approves. Spec §7's `{ orderId }` with a proof that the order is the caller's: its customer's bearer token; or, for a guest, the order's access key (`key`, as POST /api/orders/create answered it) or the X-Cart-Token of the guest cart the order was made from. An order id or number alone proves nothing: anyone else's order answers 404 as one that does not exist.",
    tag: "Payments",
    auth: "optional bearer",
    headers: z.object({
      "X-Cart-Token": z
        .string()
        .optional()
        .describe(
          "The token of the guest cart the order was made from (the cart API answered it): enough for a guest to pay that order without its key.",
        ),
    }),
    body: { schema: createPayPalOrderRequest, example: { orderId: 7, key: exampleKey } },
    responses: {
      200: {
        description: "Send the buyer to approvalUrl.",
        schema: payPalOrderStarted,
        example: { success: true, paypalOrderId: "5O190127TN364715T", approvalUrl: approveUrl },
      },
      400: failure("The body is malformed.", "bad_request", "orderId must be an order id"),
      401: sessionExpired,
      404: failure(
        "No such order, or no proof that it is the caller's: another customer's or guest's order, a wrong key and a cart that did not make it answer the same.",
        "not_found",
        "Order not found",
      ),
      409: failure(
        "The order is paid already, or was cancelled (its hold ran out, or the buyer checked out again).",
        "conflict",
        "This order is already paid.",
      ),
      503: failure(
        "PayPal did not answer; try again.",
        "unavailable",
        "Failed to create PayPal order",
      ),
    },
  },
  {
    method: "post",
    path: "/api/payments/capture",
    operationId: "capturePayment",
    summary: "Capture the payment the buyer approved",
    description:
      "Idempotent: repeated or concurrent captures make one capture, and a paid order answers the same again. Paid only when PayPal completes the capture. A declined payment method answers 409 with `details.approveUrl` to send the buyer back to PayPal; PayPal unreachable answers 503 and the capture can simply be tried again.",
    tag: "Payments",
    body: { schema: captureRequest, example: { orderId: 7, paypalOrderId: "5O190127TN364715T" } },
    responses: {
      200: {
        description: "Paid (or waiting for PayPal's review).",
        schema: captureResult,
        example: { success: true, orderId: 7, status: "paid" },
      },
      400: failure("The body is malformed.", "bad_request", "paypalOrderId is required"),
      404: failure("No order with this PayPal order.", "not_found", "Order not found"),
      409: failure(
        "Declined (with details.approveUrl), not approved, or the order was cancelled.",
        "conflict",
        "Payment failed: PayPal declined this payment method. Please choose another way to pay.",
        { reason: "INSTRUMENT_DECLINED", approveUrl },
      ),
      503: failure(
        "PayPal did not answer; nothing was charged twice, try again.",
        "unavailable",
        "Failed to process payment",
      ),
    },
  },
  {
    method: "post",
    path: "/api/payments/paypal/webhook",
    operationId: "receivePayPalWebhook",
    summary: "PayPal's webhook listener",
    description:
      "Verifies PayPal's signature over the raw body, then applies PAYMENT.CAPTURE.COMPLETED (paid), DENIED (cancelled, stock released) and REFUNDED (refunded) once per event id; other types are acknowledged.",
    tag: "Payments",
    // PayPal's event, read as raw bytes to check its signature.
    body: { schema: z.looseObject({}) },
    responses: {
      200: {
        description: "Taken in.",
        schema: webhookReceived,
        example: { received: true, outcome: "applied" },
      },
      400: failure(
        "The signature does not verify.",
        "bad_request",
        "Webhook signature could not be verified",
      ),
    },
  },
];
