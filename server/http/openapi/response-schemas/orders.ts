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
        tax: money.describe("The line's tax after its discount, rounded once (decision 042)."),
        taxRate: z.number().min(0).describe("The line's rate in percent (8.875); 0 when untaxed."),
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
    tax: money.describe("Sales tax or VAT on the lines and the postage."),
    shippingTax: money.describe("The postage's part of `tax`."),
    taxIncluded: z
      .boolean()
      .describe(
        "VAT: `tax` is inside the prices and not added to the total; US sales tax is added.",
      ),
    taxDetails: z
      .object({
        jurisdiction: z.string().describe("'US-NY' for a state, the country's code for VAT."),
        scheme: z
          .string()
          .describe("The registration: us_state, eu_non_union, eu_oss, uk, norway, switzerland."),
        region: z.string().describe("Where the rate applies: 'New York City', 'Germany'."),
        source: z.string().describe("Where the rate came from, with the day it applies from."),
        evidence: z
          .object({
            basis: z.enum(["delivery_address", "evidence"]),
            deliveryCountry: z.string().optional(),
            billingCountry: z.string().optional(),
            payerCountry: z.string().optional(),
            declaredCountry: z.string().optional(),
          })
          .describe(
            "What placed the buyer: the delivery address, or for downloads the countries they and PayPal gave.",
          ),
      })
      .nullable()
      .describe(
        "Kept with the order for ten years; null when no tax applied. Only the order's owner and the studio read it.",
      ),
    shipping: money,
    shippingDiscount: money.describe("Money off the postage (a free-postage code)."),
    total: money.describe(
      "subtotal − discount + shipping − shippingDiscount, + tax unless `taxIncluded`.",
    ),
    paidByBalances: z
      .array(z.object({ label: z.string(), amount: money }))
      .describe(
        "What gift cards and store credit paid of the total, each named without its code ('Gift card ••••QR7T', 'Store credit').",
      ),
    amountDue: money.describe(
      "What PayPal is asked for: the total less `paidByBalances`. 0: the order needed no PayPal.",
    ),
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
