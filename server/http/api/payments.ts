import { Hono } from "hono";
import { z } from "zod";
import type { Database } from "#server/db/client.ts";
import { optionalBearerCustomer, parseJsonBody } from "#server/http/api/bearer.ts";
import { sentCartToken } from "#server/http/api/cart-key.ts";
import { mayPayOrder } from "#server/http/api/order-payer.ts";
import type { ApiShopContext } from "#server/http/api/shop-context.ts";
import type { HttpEnv } from "#server/http/types.ts";
import { AppError } from "#server/lib/errors.ts";
import { capturePayment } from "#server/payments/capture-payment.ts";
import { paymentMessages } from "#server/payments/payment-services.ts";
import { type PayPalMode, verifyPayPalWebhook } from "#server/payments/paypal/verify-webhook.ts";
import { processPayPalWebhook } from "#server/payments/process-paypal-webhook.ts";
import { startPayPalPayment } from "#server/payments/start-payment.ts";

/** PayPal's settings for the payment endpoints; the client itself is the shop context's. */
export interface PaymentApiOptions {
  mode: PayPalMode;
  /** The public client id (PAYPAL_CLIENT_ID); the secret never leaves the server. */
  clientId: string | undefined;
  /** PAYPAL_WEBHOOK_ID (the simulator's simulatorWebhookId in simulator mode). */
  webhookId: string;
  /** Simulator mode: the simulator's public key, the only key its webhooks verify with. */
  simulatorPublicKey?: () => Promise<string>;
}

const orderIdField = z.coerce
  .number({ error: "orderId must be an order id" })
  .int({ error: "orderId must be an order id" })
  .positive({ error: "orderId must be an order id" })
  .max(2_147_483_647, { error: "orderId must be an order id" });

const keyInvalid = "key must be the order's access key";

/**
 * Spec §7's `orderId`, and the one field a guest adds: the order's access key. A guest who
 * ordered their cart may send its token (X-Cart-Token) instead.
 */
export const createPayPalOrderBody = z.object({
  orderId: orderIdField,
  key: z.string({ error: keyInvalid }).max(200, { error: keyInvalid }).optional(),
});

export const captureBody = z.object({
  orderId: orderIdField,
  paypalOrderId: z
    .string({ error: "paypalOrderId is required" })
    .trim()
    .min(1, { error: "paypalOrderId is required" })
    .max(64)
    .regex(/^[A-Za-z0-9-]+$/, { error: "paypalOrderId is not a PayPal order id" }),
});

/** GET /api/payments/config, the PayPal order and capture, and PayPal's webhook listener. */
export function createPaymentRoutes(
  db: Database,
  shopOf: ApiShopContext,
  options: PaymentApiOptions,
) {
  const routes = new Hono<HttpEnv>();

  routes.get("/payments/config", (c) =>
    c.json({
      success: true,
      provider: "paypal",
      mode: options.mode,
      clientId: options.clientId ?? null,
      currency: "USD",
    }),
  );

  routes.post("/payments/create-paypal-order", async (c) => {
    const body = await parseJsonBody(c, createPayPalOrderBody);
    const customer = await optionalBearerCustomer(c, db);
    const allowed = await mayPayOrder(db, body.orderId, {
      customerId: customer?.id ?? null,
      accessKey: body.key ?? c.req.query("key"),
      cartToken: sentCartToken(c),
    });
    if (!allowed) throw new AppError("not_found", paymentMessages.notFound);
    const payment = await startPayPalPayment(await shopOf(c), body.orderId);
    c.header("Cache-Control", "no-store");
    return c.json({
      success: true,
      paypalOrderId: payment.paypalOrderId,
      approvalUrl: payment.approveUrl,
    });
  });

  // The pair orderId + paypalOrderId (PayPal's token in the return URL) is what names the
  // payment; a capture only completes what the buyer approved at PayPal.
  routes.post("/payments/capture", async (c) => {
    const body = await parseJsonBody(c, captureBody);
    const result = await capturePayment(await shopOf(c), body);
    c.header("Cache-Control", "no-store");
    return c.json({
      success: true,
      orderId: result.orderId,
      status: result.status,
      ...(result.status === "paid" ? {} : { message: paymentMessages.pending }),
    });
  });

  routes.post("/payments/paypal/webhook", async (c) => {
    // The exact bytes: the signature covers their CRC32.
    const rawBody = new Uint8Array(await c.req.arrayBuffer());
    const verification = await verifyPayPalWebhook({
      headers: c.req.raw.headers,
      rawBody,
      webhookId: options.webhookId,
      mode: options.mode,
      simulatorPublicKey: options.simulatorPublicKey,
    });
    if (!verification.ok) {
      c.get("logger").warn({ reason: verification.reason }, "PayPal webhook refused");
      return c.json(
        { error: { code: "bad_request", message: "Webhook signature could not be verified" } },
        400,
      );
    }
    const outcome = await processPayPalWebhook(await shopOf(c), verification.event);
    return c.json({ received: true, outcome });
  });

  return routes;
}
