/**
 * The order and payment endpoints of the OpenAPI document (spec §7 "Orders and payment"):
 * placing an order from the cart, reading it back, PayPal's order, the capture and the
 * webhook listener. Their schemas are written here as JSON Schema.
 */
import { orderStatuses } from "#server/orders/order-states.ts";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
const json = (id: string, example?: Json) => ({
  "application/json": { schema: ref(id), ...(example === undefined ? {} : { example }) },
});
const failure = (description: string, code: string, message: string, details?: Json) => ({
  description,
  content: json("Error", { error: { code, message, ...(details ? { details } : {}) } }),
});
const optionalBearer = [{}, { bearerAuth: [] }];

const text: Json = { type: "string" };
const nullableText: Json = { type: ["string", "null"] };
const money: Json = { type: "number", minimum: 0, description: "US dollars, two decimals." };

const addressInput: Json = {
  type: "object",
  description:
    "An address. The spec's names (address1, address2, state, zipCode) and the checkout form's (addressLine1, addressLine2, stateProvince, postalCode) are both accepted. A US address names one of the 50 state codes.",
  properties: {
    firstName: text,
    lastName: text,
    address1: text,
    address2: text,
    addressLine1: text,
    addressLine2: text,
    city: text,
    state: text,
    stateProvince: text,
    zipCode: text,
    postalCode: text,
    country: { type: "string", enum: ["US", "CA", "UK", "AU", "OTHER"] },
  },
};

export const checkoutSchemas: Record<string, Json> = {
  CheckoutOrderRequest: {
    type: "object",
    description:
      "The order creation payload (spec §3). `items`, prices and totals are ignored: the order is made from the cart of the `washi_cart` cookie, priced from the database.",
    required: ["customerEmail", "customerName", "shippingAddress"],
    properties: {
      items: {
        type: "array",
        description: "Ignored.",
        items: { type: "object" },
      },
      customerEmail: {
        type: "string",
        description: "Ignored for a signed-in customer: their account's e-mail is used.",
      },
      customerName: text,
      customerPhone: text,
      shippingAddress: addressInput,
      billingAddressSameAsShipping: { type: "boolean", default: true },
      billingAddress: addressInput,
      shippingMethod: { type: "string", enum: ["standard", "express"], default: "standard" },
      isGuest: { type: "boolean", description: "Ignored: a bearer token decides." },
      createAccount: {
        type: "boolean",
        description: "A guest asks for an account (also accepted as createAccountAfterOrder).",
      },
      guestPassword: {
        type: "string",
        description: "Required with createAccount: 8 to 128 characters, not a common password.",
      },
    },
  },
  Order: {
    type: "object",
    required: [
      "id",
      "orderNumber",
      "status",
      "items",
      "shippingAddress",
      "subtotal",
      "tax",
      "shipping",
      "total",
      "createdAt",
      "trackingNumber",
      "trackingCarrier",
    ],
    properties: {
      id: { type: "integer" },
      orderNumber: text,
      status: { type: "string", enum: [...orderStatuses] },
      items: {
        type: "array",
        items: {
          type: "object",
          required: ["title", "quantity", "price"],
          properties: {
            productId: { type: ["integer", "null"] },
            title: text,
            quantity: { type: "integer", minimum: 1 },
            price: money,
          },
        },
      },
      shippingAddress: {
        type: "object",
        required: ["street", "city", "state", "zip", "country"],
        properties: {
          firstName: text,
          lastName: text,
          street: text,
          street2: nullableText,
          city: text,
          state: text,
          zip: text,
          country: text,
        },
      },
      shippingMethod: text,
      customerEmail: text,
      customerName: text,
      subtotal: money,
      tax: money,
      shipping: money,
      total: money,
      createdAt: { type: "string", format: "date-time" },
      paidAt: { type: ["string", "null"], format: "date-time" },
      trackingNumber: nullableText,
      trackingCarrier: nullableText,
    },
  },
  OrderResponse: {
    type: "object",
    required: ["success", "order"],
    properties: { success: { const: true }, order: ref("Order") },
  },
  CreatedOrder: {
    type: "object",
    required: ["success", "order", "accessKey", "accountCreated"],
    properties: {
      success: { const: true },
      order: ref("Order"),
      accessKey: {
        type: "string",
        description:
          "The key to this order for whoever placed it: GET /api/orders/{id}?key=… and the PayPal order. Shown once.",
      },
      accountCreated: { type: "boolean" },
    },
  },
  PaymentConfig: {
    type: "object",
    required: ["success", "provider", "mode", "clientId", "currency"],
    properties: {
      success: { const: true },
      provider: { const: "paypal" },
      mode: { type: "string", enum: ["simulator", "sandbox", "live"] },
      clientId: {
        type: ["string", "null"],
        description: "The public client id; never the secret.",
      },
      currency: { const: "USD" },
    },
  },
  CreatePayPalOrderRequest: {
    type: "object",
    required: ["orderId"],
    properties: {
      orderId: { type: "integer", minimum: 1 },
      key: { type: "string", description: "The order's access key, for a guest." },
    },
  },
  PayPalOrderStarted: {
    type: "object",
    required: ["success", "paypalOrderId", "approvalUrl"],
    properties: {
      success: { const: true },
      paypalOrderId: text,
      approvalUrl: { type: "string", description: "PayPal's page where the buyer approves." },
    },
  },
  CaptureRequest: {
    type: "object",
    required: ["orderId", "paypalOrderId"],
    properties: {
      orderId: { type: "integer", minimum: 1 },
      paypalOrderId: { type: "string", description: "PayPal's `token` in the return URL." },
    },
  },
  CaptureResult: {
    type: "object",
    required: ["success", "orderId", "status"],
    properties: {
      success: { const: true },
      orderId: { type: "integer" },
      status: {
        type: "string",
        enum: ["paid", "pending_payment"],
        description: "pending_payment: PayPal is reviewing the payment; a webhook completes it.",
      },
      message: text,
    },
  },
  WebhookReceived: {
    type: "object",
    required: ["received", "outcome"],
    properties: {
      received: { const: true },
      outcome: { type: "string", enum: ["applied", "duplicate", "no-change", "ignored"] },
    },
  },
};

const exampleOrder: Json = {
  id: 7,
  orderNumber: "W-2611-482193",
  status: "pending_payment",
  items: [{ productId: 2, title: "Sleepy Cats Sticker Sheet", quantity: 3, price: 4.5 }],
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
  shippingMethod: "standard",
  customerEmail: "ana@example.com",
  customerName: "Ana López",
  subtotal: 13.5,
  tax: 0,
  shipping: 0,
  total: 13.5,
  createdAt: "2026-11-21T09:00:00.000Z",
  paidAt: null,
  trackingNumber: null,
  trackingCarrier: null,
};
const notFound = failure(
  "No such order, or not yours: another customer's order and a wrong key answer the same.",
  "not_found",
  "Order not found",
);

export const checkoutPaths = {
  "/api/orders/create": {
    post: {
      tags: ["Orders"],
      operationId: "createOrder",
      summary: "Place an order from the cart",
      description:
        "Makes an order waiting for payment from the cart of the `washi_cart` cookie (a signed-in customer's with a bearer token). Prices, tax (0) and shipping (0) come from the database; stock is held for 10 minutes until the buyer approves at PayPal, then up to 30 minutes after the order was placed, and released if it is not paid. One visitor (address, cart, account) may hold at most half of a product in limited stock while paying (409), and have at most 3 unpaid orders per account and 10 per address (429). A guest with `createAccount` gets an account holding the order.",
      security: optionalBearer,
      requestBody: {
        required: true,
        content: {
          "application/json": {
            schema: ref("CheckoutOrderRequest"),
            example: {
              items: [
                { productId: 2, quantity: 3, price: 4.5, title: "Sleepy Cats Sticker Sheet" },
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
              shippingMethod: "standard",
              customerEmail: "ana@example.com",
              customerName: "Ana López",
              isGuest: true,
              createAccount: false,
            },
          },
        },
      },
      responses: {
        "201": {
          description: "Placed; pay it with POST /api/payments/create-paypal-order.",
          content: json("CreatedOrder", {
            success: true,
            order: exampleOrder,
            accessKey: "kP3x0bV9mQ2_r7LcZ8yT1wN4uE6aH5sJ0dF2gB7vC1o",
            accountCreated: false,
          }),
        },
        "400": failure(
          "A field is refused (`details` by dotted path), the cart is empty, or it mixes a subscription with other items.",
          "bad_request",
          "Please fix the validation errors above",
          { "shippingAddress.city": "City is required" },
        ),
        "401": failure(
          "A bearer token that is unknown or expired.",
          "unauthorized",
          "Session expired",
        ),
        "409": failure(
          "Sold out meanwhile, no longer available, more than the visitor's share of a limited product, or (createAccount) the e-mail already has an account.",
          "conflict",
          'Sorry, "Sleepy Cats Sticker Sheet" is sold out. Please remove it from your cart.',
        ),
        "429": failure(
          "Too many unpaid orders from this account, cart or address, or too many accounts created from this address (createAccount).",
          "rate_limited",
          "Too many accounts were created from your network. Please try again later.",
        ),
      },
    },
  },
  "/api/orders/{id}": {
    get: {
      tags: ["Orders"],
      operationId: "getOrder",
      summary: "One order, for its customer or its key holder",
      security: optionalBearer,
      parameters: [
        { name: "id", in: "path", required: true, schema: { type: "integer", minimum: 1 } },
        {
          name: "key",
          in: "query",
          required: false,
          description: "The order's access key (from POST /api/orders/create), for a guest.",
          schema: { type: "string" },
        },
      ],
      responses: {
        "200": {
          description: "The order.",
          content: json("OrderResponse", { success: true, order: exampleOrder }),
        },
        "401": failure(
          "A bearer token that is unknown or expired.",
          "unauthorized",
          "Session expired",
        ),
        "404": notFound,
      },
    },
  },
  "/api/payments/config": {
    get: {
      tags: ["Payments"],
      operationId: "getPaymentConfig",
      summary: "The payment provider's public configuration",
      responses: {
        "200": {
          description: "PayPal's mode and public client id.",
          content: json("PaymentConfig", {
            success: true,
            provider: "paypal",
            mode: "sandbox",
            clientId: "AeA1QIZXiflr1_-r0U2UbWTziOWX1GRQer5vjAQqXsHQS",
            currency: "USD",
          }),
        },
      },
    },
  },
  "/api/payments/create-paypal-order": {
    post: {
      tags: ["Payments"],
      operationId: "createPayPalOrder",
      summary: "Start paying an order with PayPal",
      description:
        "Creates PayPal's order for the shop order (asked again, the same one) and gives the page where the buyer approves. The order's customer (bearer) or its key holder (`key`) only.",
      security: optionalBearer,
      requestBody: {
        required: true,
        content: json("CreatePayPalOrderRequest", {
          orderId: 7,
          key: "kP3x0bV9mQ2_r7LcZ8yT1wN4uE6aH5sJ0dF2gB7vC1o",
        }),
      },
      responses: {
        "200": {
          description: "Send the buyer to approvalUrl.",
          content: json("PayPalOrderStarted", {
            success: true,
            paypalOrderId: "5O190127TN364715T",
            approvalUrl: "https://www.sandbox.paypal.com/checkoutnow?token=5O190127TN364715T",
          }),
        },
        "400": failure("The body is malformed.", "bad_request", "orderId must be an order id"),
        "404": notFound,
        "409": failure(
          "The order is paid already, or was cancelled (its hold ran out, or the buyer checked out again).",
          "conflict",
          "This order is already paid.",
        ),
        "503": failure(
          "PayPal did not answer; try again.",
          "unavailable",
          "Failed to create PayPal order",
        ),
      },
    },
  },
  "/api/payments/capture": {
    post: {
      tags: ["Payments"],
      operationId: "capturePayment",
      summary: "Capture the payment the buyer approved",
      description:
        "Idempotent: repeated or concurrent captures make one capture, and a paid order answers the same again. Paid only when PayPal completes the capture. A declined payment method answers 409 with `details.approveUrl` to send the buyer back to PayPal; PayPal unreachable answers 503 and the capture can simply be tried again.",
      requestBody: {
        required: true,
        content: json("CaptureRequest", { orderId: 7, paypalOrderId: "5O190127TN364715T" }),
      },
      responses: {
        "200": {
          description: "Paid (or waiting for PayPal's review).",
          content: json("CaptureResult", { success: true, orderId: 7, status: "paid" }),
        },
        "400": failure("The body is malformed.", "bad_request", "paypalOrderId is required"),
        "404": failure("No order with this PayPal order.", "not_found", "Order not found"),
        "409": failure(
          "Declined (with details.approveUrl), not approved, or the order was cancelled.",
          "conflict",
          "Payment failed: PayPal declined this payment method. Please choose another way to pay.",
          {
            reason: "INSTRUMENT_DECLINED",
            approveUrl: "https://www.sandbox.paypal.com/checkoutnow?token=5O190127TN364715T",
          },
        ),
        "503": failure(
          "PayPal did not answer; nothing was charged twice, try again.",
          "unavailable",
          "Failed to process payment",
        ),
      },
    },
  },
  "/api/payments/paypal/webhook": {
    post: {
      tags: ["Payments"],
      operationId: "receivePayPalWebhook",
      summary: "PayPal's webhook listener",
      description:
        "Verifies PayPal's signature over the raw body, then applies PAYMENT.CAPTURE.COMPLETED (paid), DENIED (cancelled, stock released) and REFUNDED (refunded) once per event id; other types are acknowledged.",
      requestBody: {
        required: true,
        content: { "application/json": { schema: { type: "object" } } },
      },
      responses: {
        "200": {
          description: "Taken in.",
          content: json("WebhookReceived", { received: true, outcome: "applied" }),
        },
        "400": failure(
          "The signature does not verify.",
          "bad_request",
          "Webhook signature could not be verified",
        ),
      },
    },
  },
};
