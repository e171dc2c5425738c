import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrder } from "#server/checkout/create-order.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { transitionOrder } from "#server/orders/order-states.ts";
import { capturePayment } from "#server/payments/capture-payment.ts";
import { startPayPalPayment } from "#server/payments/start-payment.ts";
import { DEFAULT_TIME_ZONE } from "#server/shop/shop-time-zone.ts";
import { refundOrder } from "#server/studio/orders/refund-order.ts";
import {
  insertTestCart,
  insertTestProduct,
  testCheckoutInput,
} from "#tests/support/fixtures/orders.ts";
import { startTestPaymentServices } from "#tests/support/fixtures/paypal.ts";
import { auditRowsOf, insertTestOrder, orderRow } from "#tests/support/fixtures/studio-orders.ts";
import { refusal } from "#tests/support/refusal.ts";
import { studioSessionCookie } from "#tests/support/studio.ts";

let payments: Awaited<ReturnType<typeof startTestPaymentServices>>;
let account: StudioAccount;

beforeAll(async () => {
  payments = await startTestPaymentServices();
  ({ account } = await studioSessionCookie(payments.db));
});
afterAll(() => payments?.close());

const context = {
  customer: null,
  clientAddress: "203.0.113.9",
  publicUrl: "https://washi.test",
  timeZone: DEFAULT_TIME_ZONE,
};

/** A guest's order paid through the simulator: created, approved by the buyer, captured. */
async function paidOrder() {
  const { db, services, paypal } = payments;
  const productId = await insertTestProduct(db, { title: "Moon Phase Stickers", priceCents: 650 });
  const cartToken = await insertTestCart(db, [{ productId, quantity: 2 }]);
  const { order } = await createOrder(db, testCheckoutInput(), {
    ...context,
    from: { token: cartToken },
  });
  const { paypalOrderId } = await startPayPalPayment(services, order.id);
  await paypal.approve(paypalOrderId);
  await capturePayment(services, { orderId: order.id, paypalOrderId });
  return { ...order, productId };
}

const refund = (orderId: number, now?: Date) =>
  refundOrder(payments.db, payments.paypal.client, account, { orderId }, payments.services, now);

describe("refunding an order through PayPal (the simulator over HTTP)", () => {
  it("refunds the whole capture, then marks the order refunded with PayPal's refund id", async () => {
    const order = await paidOrder();
    const now = new Date("2026-04-01T12:00:00Z");
    const result = await refund(order.id, now);
    expect(result).toEqual({
      refundId: expect.stringMatching(/^[A-Z0-9]{17}$/),
      recordedNow: true,
    });
    expect(await orderRow(payments.db, order.id)).toMatchObject({
      status: "refunded",
      paypalRefundId: result.refundId,
      refundedAt: now,
    });
    expect(await auditRowsOf(payments.db, order.id)).toMatchObject([
      {
        action: "order.refund",
        actorEmail: account.email,
        details: {
          orderNumber: order.orderNumber,
          from: "paid",
          refundId: result.refundId,
          amountCents: 1300,
        },
      },
    ]);
  });

  it("refunds once however often it is clicked at once: one refund at PayPal, one log row", async () => {
    const order = await paidOrder();
    const results = await Promise.allSettled([
      refund(order.id),
      refund(order.id),
      refund(order.id),
    ]);
    const refundIds = results.flatMap((r) => (r.status === "fulfilled" ? [r.value.refundId] : []));
    expect(refundIds.length).toBeGreaterThan(0);
    expect(new Set(refundIds).size).toBe(1);
    expect(results.filter((r) => r.status === "fulfilled" && r.value.recordedNow)).toHaveLength(1);
    expect((await orderRow(payments.db, order.id)).paypalRefundId).toBe(refundIds[0]);
    expect(await auditRowsOf(payments.db, order.id)).toHaveLength(1);
  });

  it("refuses a second refund of a refunded order before asking PayPal", async () => {
    const order = await paidOrder();
    await refund(order.id);
    const again = await refusal(refund(order.id));
    expect(again).toMatchObject({ code: "conflict", message: "This order is already Refunded." });
    expect(await auditRowsOf(payments.db, order.id)).toHaveLength(1);
  });

  it("changes nothing when PayPal fails, and the retry refunds it once", async () => {
    const order = await paidOrder();
    const before = await orderRow(payments.db, order.id);
    payments.paypal.failNext("/refund", "server-error");
    const error = await refusal(refund(order.id));
    expect(error.code).toBe("unavailable");
    expect(error.message).toBe(
      "PayPal had a problem (INTERNAL_SERVER_ERROR). Nothing was refunded and the order is unchanged: please try again in a few minutes.",
    );
    expect(await orderRow(payments.db, order.id)).toEqual(before);
    expect(await auditRowsOf(payments.db, order.id)).toEqual([]);
    expect((await refund(order.id)).recordedNow).toBe(true);
  });

  it("shows PayPal's reason for a capture PayPal does not know, or already refunded there", async () => {
    const unknown = await insertTestOrder(payments.db, {
      status: "shipped",
      paypalCaptureId: "NOSUCHCAPTURE0000",
    });
    const before = await orderRow(payments.db, unknown.id);
    const notFound = await refusal(refund(unknown.id));
    expect(notFound.message).toBe(
      "PayPal refused the refund (INVALID_RESOURCE_ID): PayPal does not know this order's payment. The order is unchanged.",
    );
    expect(await orderRow(payments.db, unknown.id)).toEqual(before);

    // Refunded in PayPal's own dashboard (another request id): PayPal says so.
    const order = await paidOrder();
    const row = await orderRow(payments.db, order.id);
    await payments.paypal.client.refundCapture(row.paypalCaptureId ?? "", {
      requestId: crypto.randomUUID(),
    });
    const twice = await refusal(refund(order.id));
    expect(twice.message).toBe(
      "PayPal refused the refund (CAPTURE_FULLY_REFUNDED): PayPal says this payment has already been refunded in full. The order is unchanged.",
    );
    expect((await orderRow(payments.db, order.id)).status).toBe("paid");
  });

  it("records the refund when PayPal's webhook marked the order refunded first", async () => {
    const order = await paidOrder();
    const { client } = payments.paypal;
    // PayPal answers, and its REFUNDED webhook moves the order before the studio writes.
    const webhookFirst = {
      ...client,
      async refundCapture(...args: Parameters<typeof client.refundCapture>) {
        const answer = await client.refundCapture(...args);
        await payments.db.transaction((tx) =>
          transitionOrder(tx, order.id, "refunded", { context: payments.services }),
        );
        return answer;
      },
    };
    const result = await refundOrder(
      payments.db,
      webhookFirst,
      account,
      { orderId: order.id },
      payments.services,
    );
    expect(result.recordedNow).toBe(true);
    expect(await orderRow(payments.db, order.id)).toMatchObject({
      status: "refunded",
      paypalRefundId: result.refundId,
    });
    expect(await auditRowsOf(payments.db, order.id)).toHaveLength(1);
  });

  it.each(["pending_payment", "cancelled"] as const)(
    "refuses to refund an order that is %s, without calling PayPal",
    async (status) => {
      const order = await insertTestOrder(payments.db, { status, paypalCaptureId: null });
      const error = await refusal(refund(order.id));
      expect(error.code).toBe("conflict");
      expect((await orderRow(payments.db, order.id)).status).toBe(status);
    },
  );
});
