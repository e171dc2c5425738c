/**
 * Checkout end to end on the domain functions, with the real PayPal client talking HTTP to
 * the simulator: a sell-out race, and what PayPal's later events (a review settled, a refund)
 * do to an order once the shop's webhook handler has processed them.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createOrder } from "#server/checkout/create-order.ts";
import type { Database } from "#server/db/client.ts";
import { orderItems, orders } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";
import { capturePayment } from "#server/payments/capture-payment.ts";
import type { PaymentServices } from "#server/payments/payment-services.ts";
import {
  type PayPalWebhookEvent,
  verifyPayPalWebhook,
} from "#server/payments/paypal/verify-webhook.ts";
import { processPayPalWebhook } from "#server/payments/process-paypal-webhook.ts";
import { startPayPalPayment } from "#server/payments/start-payment.ts";
import { simulatorWebhookId } from "#server/paypal-simulator/app.ts";
import { simulatorPublicKey } from "#server/paypal-simulator/signing-key.ts";
import { DEFAULT_TIME_ZONE } from "#server/shop/shop-time-zone.ts";
import { newVisitorAddress } from "#tests/support/client-address.ts";
import {
  insertTestCart,
  insertTestProduct,
  stockOf,
  testCheckoutInput,
} from "#tests/support/fixtures/orders.ts";
import {
  startTestPaymentServices,
  type startWebhookCollector,
  type TestPayPal,
} from "#tests/support/fixtures/paypal.ts";
import type { TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let db: Database;
let paypal: TestPayPal;
let webhooks: Awaited<ReturnType<typeof startWebhookCollector>>;
let services: PaymentServices;

beforeAll(async () => {
  ({ test, db, paypal, webhooks, services } = await startTestPaymentServices());
});
afterAll(async () => {
  await paypal?.close();
  await webhooks?.close();
  await test?.close();
});

const checkoutContext = {
  customer: null,
  clientAddress: "203.0.113.50",
  publicUrl: "https://washi.test",
  timeZone: DEFAULT_TIME_ZONE,
};

/** One buyer's checkout of `quantity` of the product, from a cart of their own. */
async function checkOut(productId: number, buyer: string, quantity = 1) {
  const cartToken = await insertTestCart(db, [{ productId, quantity }]);
  const { order } = await createOrder(db, testCheckoutInput({ customerEmail: buyer }), {
    ...checkoutContext,
    clientAddress: newVisitorAddress(),
    from: { token: cartToken },
  });
  return order;
}

/** The buyer goes to PayPal, approves as `choice`, comes back, and the shop captures. */
async function payFor(orderId: number, choice: "balance" | "pending-review" = "balance") {
  const { paypalOrderId } = await startPayPalPayment(services, orderId);
  await paypal.approve(paypalOrderId, choice);
  return capturePayment(services, { orderId, paypalOrderId });
}

async function orderRow(id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`no order ${id}`);
  return row;
}

/** The simulator's event, once delivered to the shop's listener, checked as the shop checks it. */
async function deliveredEvent(
  match: (event: PayPalWebhookEvent) => boolean,
): Promise<PayPalWebhookEvent> {
  let found: { headers: Headers; body: string } | undefined;
  await vi.waitFor(
    () => {
      found = webhooks.received.find((webhook) => match(JSON.parse(webhook.body)));
      expect(found).toBeDefined();
    },
    { timeout: 5000 },
  );
  const verification = await verifyPayPalWebhook({
    headers: found?.headers ?? new Headers(),
    rawBody: found?.body ?? "",
    webhookId: simulatorWebhookId,
    mode: "simulator",
    simulatorPublicKey: () => simulatorPublicKey(db),
  });
  if (!verification.ok) throw new Error(verification.reason);
  return verification.event;
}

/** PayPal ends its review of the order's PENDING capture; the event the shop received. */
async function settleReview(orderId: number, outcome: "COMPLETED" | "DENIED") {
  const { paypalCaptureId } = await orderRow(orderId);
  const response = await fetch(
    `${paypal.simulatorUrl}/simulator/captures/${paypalCaptureId}/settle`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ outcome }),
    },
  );
  expect(response.status).toBe(200);
  const { event_id: eventId } = (await response.json()) as { event_id: string };
  return deliveredEvent((event) => event.id === eventId);
}

describe("a sell-out: 50 buyers at once for the last 5", () => {
  it("takes exactly 5 orders, and all 5 are paid with the stock at 0", async () => {
    const productId = await insertTestProduct(db, { title: "Last Five Notebooks", stock: 5 });
    const attempts = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => checkOut(productId, `rush-${i}@example.com`)),
    );
    const placed = attempts.flatMap((a) => (a.status === "fulfilled" ? [a.value] : []));
    const refused = attempts.flatMap((a) => (a.status === "rejected" ? [a.reason] : []));
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(45);
    for (const reason of refused) expect(reason).toMatchObject({ code: "conflict" });
    expect(refused[0]).toBeInstanceOf(AppError);
    expect(await stockOf(db, productId)).toBe(0);

    const results = await Promise.all(placed.map((order) => payFor(order.id)));
    expect(results.map((result) => result.status)).toEqual(Array(5).fill("paid"));
    const rows = await db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(eq(orderItems.productId, productId));
    expect(rows).toHaveLength(5);
    expect(rows.every((row) => row.status === "paid")).toBe(true);
    for (const order of placed) {
      const { paypalOrderId } = await orderRow(order.id);
      expect(await paypal.captureCount(paypalOrderId ?? "")).toBe(1);
    }
    expect(await stockOf(db, productId)).toBe(0);
  }, 60_000);
});

describe("PayPal's later word on a payment", () => {
  it("a capture under review keeps the order waiting until COMPLETED pays it", async () => {
    const productId = await insertTestProduct(db, { stock: 3 });
    const order = await checkOut(productId, "review-ok@example.com");
    expect(await payFor(order.id, "pending-review")).toEqual({
      orderId: order.id,
      status: "pending_payment",
      capturedNow: true,
    });
    expect(await orderRow(order.id)).toMatchObject({
      status: "pending_payment",
      reservedUntil: null,
    });

    const event = await settleReview(order.id, "COMPLETED");
    expect(event.event_type).toBe("PAYMENT.CAPTURE.COMPLETED");
    expect(await processPayPalWebhook(services, event)).toBe("applied");
    expect(await orderRow(order.id)).toMatchObject({ status: "paid" });
    expect(await stockOf(db, productId)).toBe(2);
  });

  it("a capture under review that PayPal denies cancels the order and gives its stock back", async () => {
    const productId = await insertTestProduct(db, { stock: 3 });
    const order = await checkOut(productId, "review-denied@example.com", 2);
    await payFor(order.id, "pending-review");
    expect(await stockOf(db, productId)).toBe(1);

    const event = await settleReview(order.id, "DENIED");
    expect(event.event_type).toBe("PAYMENT.CAPTURE.DENIED");
    expect(await processPayPalWebhook(services, event)).toBe("applied");
    expect(await orderRow(order.id)).toMatchObject({ status: "cancelled", reservedUntil: null });
    expect(await stockOf(db, productId)).toBe(3);
  });

  let refunded: { orderId: number; event: PayPalWebhookEvent } | undefined;

  it("a refund through the client is delivered as PAYMENT.CAPTURE.REFUNDED, up to the order's capture", async () => {
    const productId = await insertTestProduct(db, { stock: 3 });
    const order = await checkOut(productId, "refund@example.com");
    await payFor(order.id);
    const { paypalCaptureId } = await orderRow(order.id);
    const refund = await paypal.client.refundCapture(paypalCaptureId ?? "", {
      requestId: `washi-order-${order.id}-refund`,
    });
    expect(refund).toMatchObject({ status: "COMPLETED", amountCents: order.totalCents });
    const event = await deliveredEvent(
      (candidate) =>
        candidate.event_type === "PAYMENT.CAPTURE.REFUNDED" &&
        candidate.resource.id === refund.refundId,
    );
    expect(event.resource.links).toContainEqual({
      href: `${paypal.simulatorUrl}/v2/payments/captures/${paypalCaptureId}`,
      rel: "up",
      method: "GET",
    });
    refunded = { orderId: order.id, event };
  });

  // As at PayPal, the REFUNDED event's resource is the refund; its "up" link names the capture.
  it("…and the shop's handler then marks the paid order refunded", async () => {
    if (!refunded) throw new Error("the refund test above did not run");
    expect(await processPayPalWebhook(services, refunded.event)).toBe("applied");
    expect((await orderRow(refunded.orderId)).status).toBe("refunded");
  });
});
