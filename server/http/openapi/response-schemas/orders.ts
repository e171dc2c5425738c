/**
 * The answers of the order and payment endpoints (server/http/api/orders-checkout.ts,
 * payments.ts), each checked against the type of what the handler sends.
 */
import { z } from "zod";
import type { ApiOrder } from "#server/http/api/orders-shape.ts";
import type { Same } from "#server/http/openapi/response-schemas/same-type.ts";
import { orderStatuses } from "#server/orders/order-states.ts";
import type { PayPalMode } from "#server/payments/paypal/verify-webhook.ts";
import type { WebhookOutcome } from "#server/payments/process-paypal-webhook.ts";

const money = z.number().min(0).describe("US dollars, two decimals.");

/** What the buyer gave a personalised product, as an order line keeps it. */
export const apiPersonalisation = z.array(z.object({ label: z.string(), value: z.string() })).meta({
  id: "Personalisation",
  description:
    'A personalised product\'s answers, each under the label it was asked by ("Banner text"), exactly as typed; empty for any other line.',
});
const dateTime = z.string().meta({ format: "date-time" });

export const apiOrder = z
  .object({
    id: z.int(),
    orderNumber: z.string(),
    status: z.enum(orderStatuses),
    items: z.array(
      z.object({
        productId: z.int().nullable(),
        title: z.string(),
        quantity: z.int().min(1),
        price: money,
        discount: money.describe("Money off the line as a whole (sales and a code)."),
        personalisation: apiPersonalisation,
      }),
    ),
    shippingAddress: z.object({
      firstName: z.string(),
      lastName: z.string(),
      street: z.string(),
      street2: z.string().nullable(),
      city: z.string(),
      state: z.string(),
      zip: z.string(),
      country: z.string(),
    }),
    shippingMethod: z
      .string()
      .describe(
        'The chosen method\'s name ("Tracked parcel"); "digital" for downloads only; "standard" for orders placed before postage was priced.',
      ),
    customerEmail: z.string(),
    customerName: z.string(),
    subtotal: money.describe("The lines at their prices, before money off."),
    discount: money.describe("Money off the goods: the lines' discounts together."),
    tax: money,
    shipping: money,
    shippingDiscount: money.describe("Money off the postage (a free-postage code)."),
    total: money.describe("subtotal − discount + tax + shipping − shippingDiscount."),
    createdAt: dateTime,
    paidAt: dateTime.nullable(),
    trackingNumber: z.string().nullable(),
    trackingCarrier: z.string().nullable(),
  })
  .meta({ id: "Order" });
true satisfies Same<z.output<typeof apiOrder>, ApiOrder>;

export const orderResponse = z
  .object({ success: z.literal(true), order: apiOrder })
  .meta({ id: "OrderResponse" });

export const createdOrder = z
  .object({
    success: z.literal(true),
    order: apiOrder,
    accessKey: z
      .string()
      .describe(
        "The key to this order for whoever placed it: GET /api/orders/{id}?key=… and the PayPal order. Shown once.",
      ),
    accountCreated: z.boolean(),
  })
  .meta({ id: "CreatedOrder" });

const payPalModes = ["simulator", "sandbox", "live"] as const;
true satisfies Same<(typeof payPalModes)[number], PayPalMode>;

export const paymentConfig = z
  .object({
    success: z.literal(true),
    provider: z.literal("paypal"),
    mode: z.enum(payPalModes),
    clientId: z.string().nullable().describe("The public client id; never the secret."),
    currency: z.literal("USD"),
  })
  .meta({ id: "PaymentConfig" });

export const payPalOrderStarted = z
  .object({
    success: z.literal(true),
    paypalOrderId: z.string(),
    approvalUrl: z.string().describe("PayPal's page where the buyer approves."),
  })
  .meta({ id: "PayPalOrderStarted" });

export const captureResult = z
  .object({
    success: z.literal(true),
    orderId: z.int(),
    status: z
      .enum(["paid", "pending_payment"])
      .describe("pending_payment: PayPal is reviewing the payment; a webhook completes it."),
    message: z.string().optional(),
  })
  .meta({ id: "CaptureResult" });

const webhookOutcomes = ["applied", "duplicate", "no-change", "ignored"] as const;
true satisfies Same<(typeof webhookOutcomes)[number], WebhookOutcome>;

export const webhookReceived = z
  .object({ received: z.literal(true), outcome: z.enum(webhookOutcomes) })
  .meta({ id: "WebhookReceived" });
