import { eq, sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { action as checkoutAction, loader as checkoutLoader } from "#app/routes/checkout.tsx";
import { loader as checkoutReturn } from "#app/routes/checkout-return.tsx";
import { createOrder } from "#server/checkout/create-order.ts";
import { type AppContext, appContext } from "#server/context.ts";
import type { Database } from "#server/db/client.ts";
import { orderItems, orders, outboxEmails, products } from "#server/db/schema.ts";
import { expireUnpaidOrders } from "#server/orders/expire-unpaid-orders.ts";
import { APPROVAL_HOLD_MS, RESERVATION_MS } from "#server/orders/order-holds.ts";
import { capturePayment } from "#server/payments/capture-payment.ts";
import { type PaymentServices, paymentMessages } from "#server/payments/payment-services.ts";
import type { PayPalWebhookEvent } from "#server/payments/paypal/verify-webhook.ts";
import { processPayPalWebhook } from "#server/payments/process-paypal-webhook.ts";
import { startPayPalPayment } from "#server/payments/start-payment.ts";
import { DEFAULT_TIME_ZONE } from "#server/shop/shop-time-zone.ts";
import { newVisitorAddress } from "#tests/support/client-address.ts";
import {
  insertTestCart,
  insertTestProduct,
  stockOf,
  testCheckoutInput,
  testShippingAddress,
} from "#tests/support/fixtures/orders.ts";
import {
  startTestPayPal,
  startWebhookCollector,
  type TestPayPal,
} from "#tests/support/fixtures/paypal.ts";
import { refusal } from "#tests/support/refusal.ts";
import { createTestDatabase, queryRows, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let db: Database;
let paypal: TestPayPal;
let webhooks: Awaited<ReturnType<typeof startWebhookCollector>>;
let services: PaymentServices;

beforeAll(async () => {
  test = await createTestDatabase();
  db = test.db;
  webhooks = await startWebhookCollector();
  paypal = await startTestPayPal(db, webhooks.url);
  services = {
    db,
    paypal: paypal.client,
    publicUrl: "https://washi.test",
    timeZone: "America/New_York",
    ownerEmail: "maker@washi.test",
  };
});
afterAll(async () => {
  await paypal?.close();
  await webhooks?.close();
  await test?.close();
});
beforeEach(() => db.execute(sql`delete from rate_limit_events`));

const context = {
  customer: null,
  clientAddress: "203.0.113.9",
  publicUrl: "https://washi.test",
  timeZone: DEFAULT_TIME_ZONE,
};

/** A guest's order of two products, waiting for payment, with its PayPal order started. */
async function startedOrder(email = "buyer@example.com", stock: number | null = 5) {
  const productId = await insertTestProduct(db, {
    title: "Moon Phase Stickers",
    priceCents: 650,
    stock,
  });
  const cartToken = await insertTestCart(db, [{ productId, quantity: 2 }]);
  const { order } = await createOrder(db, testCheckoutInput({ customerEmail: email }), {
    ...context,
    clientAddress: newVisitorAddress(),
    from: { token: cartToken },
  });
  const payment = await startPayPalPayment(services, order.id);
  return { order, productId, ...payment };
}

async function orderRow(id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error("no order");
  return row;
}

async function mailsAbout(orderNumber: string) {
  return db
    .select({
      template: outboxEmails.template,
      to: outboxEmails.toAddress,
      text: outboxEmails.text,
    })
    .from(outboxEmails)
    .where(sql`${outboxEmails.subject} like ${`%${orderNumber}%`}`)
    .orderBy(outboxEmails.id);
}

describe("paying with PayPal (the simulator over HTTP)", () => {
  it("creates one PayPal order per shop order and sends the buyer to approve it", async () => {
    const { order, paypalOrderId, approveUrl } = await startedOrder();
    expect(approveUrl).toContain(`${paypal.simulatorUrl}/checkoutnow?token=${paypalOrderId}`);
    const again = await startPayPalPayment(services, order.id);
    expect(again).toEqual({ paypalOrderId, approveUrl });
    expect((await orderRow(order.id)).paypalOrderId).toBe(paypalOrderId);
  });

  it("marks the order paid on a completed capture and only then queues both e-mails", async () => {
    const { order, paypalOrderId } = await startedOrder("paid@example.com");
    expect(await mailsAbout(order.orderNumber)).toEqual([]);
    await paypal.approve(paypalOrderId);
    expect(await capturePayment(services, { orderId: order.id, paypalOrderId })).toEqual({
      orderId: order.id,
      status: "paid",
      capturedNow: true,
    });
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ status: "paid", reservedUntil: null });
    expect(row.paidAt).toBeInstanceOf(Date);
    expect(row.paypalCaptureId).toMatch(/\w+/);

    const mails = await mailsAbout(order.orderNumber);
    expect(mails.map((mail) => [mail.template, mail.to])).toEqual([
      ["order-confirmation", "paid@example.com"],
      ["new-order-owner", "maker@washi.test"],
    ]);
    for (const mail of mails) {
      expect(mail.text).toContain("Moon Phase Stickers x 2");
      expect(mail.text).toContain("$13.00");
      expect(mail.text).toContain("12 Lantern Street");
    }
    // Captured again (a reload): the same answer, nothing new.
    expect(await capturePayment(services, { orderId: order.id, paypalOrderId })).toEqual({
      orderId: order.id,
      status: "paid",
      capturedNow: false,
    });
    expect(await mailsAbout(order.orderNumber)).toHaveLength(2);
  });

  it("makes one capture and one paid order of ten captures at once", async () => {
    const { order, paypalOrderId } = await startedOrder("race@example.com");
    await paypal.approve(paypalOrderId);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        capturePayment(services, { orderId: order.id, paypalOrderId }),
      ),
    );
    for (const result of results) {
      expect(result).toMatchObject({ status: "fulfilled", value: { status: "paid" } });
    }
    // Exactly one of them is the capture; the others answer what it did.
    const capturedNow = results.map(
      (result) => result.status === "fulfilled" && result.value.capturedNow,
    );
    expect(capturedNow.filter(Boolean)).toHaveLength(1);
    expect(await paypal.captureCount(paypalOrderId)).toBe(1);
    expect((await orderRow(order.id)).status).toBe("paid");
    expect(await mailsAbout(order.orderNumber)).toHaveLength(2);
  });

  it("leaves a PENDING capture waiting, stock held, until PayPal's webhook completes it", async () => {
    const { order, paypalOrderId, productId } = await startedOrder("review@example.com");
    await paypal.approve(paypalOrderId, "pending-review");
    expect(await capturePayment(services, { orderId: order.id, paypalOrderId })).toEqual({
      orderId: order.id,
      status: "pending_payment",
      capturedNow: true,
    });
    expect(await orderRow(order.id)).toMatchObject({
      status: "pending_payment",
      reservedUntil: null,
    });
    expect(await mailsAbout(order.orderNumber)).toEqual([]);
    // Paying again while PayPal reviews: refused, so no second PayPal order can be paid.
    await expect(startPayPalPayment(services, order.id)).rejects.toMatchObject({
      message: paymentMessages.pending,
    });
    // A day later the expiry job has run: this order is not due (its reservation has no end).
    await expireUnpaidOrders(db, services, new Date(Date.now() + 24 * 60 * 60 * 1000));
    const [product] = await db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, productId));
    expect(product?.stock).toBe(3);
    expect((await orderRow(order.id)).status).toBe("pending_payment");
  });

  it("sends the buyer back to PayPal when the card is declined, and takes the next approval", async () => {
    const { order, paypalOrderId } = await startedOrder("declined@example.com");
    await paypal.approve(paypalOrderId, "declined-card");
    const error = await refusal(capturePayment(services, { orderId: order.id, paypalOrderId }));
    expect(error.message).toBe(paymentMessages.declined);
    expect(error.details?.approveUrl).toContain(`/checkoutnow?token=${paypalOrderId}`);
    expect((await orderRow(order.id)).status).toBe("pending_payment");
    expect(
      (await orderRow(order.id)).captureStartedAt,
      "nothing charged: a new order from the cart or the buyer's cancel may replace it",
    ).toBeNull();

    await paypal.approve(paypalOrderId, "balance");
    await capturePayment(services, { orderId: order.id, paypalOrderId });
    expect((await orderRow(order.id)).status).toBe("paid");
    expect(await paypal.captureCount(paypalOrderId)).toBe(1);
  });

  it("holds the stock briefly until the buyer approves at PayPal, then for the rest of 30 minutes", async () => {
    const { order, paypalOrderId } = await startedOrder("hold@example.com");
    const placedAt = (await orderRow(order.id)).createdAt.getTime();
    const holdUntil = async () => (await orderRow(order.id)).reservedUntil?.getTime();
    expect(await holdUntil()).toBe(placedAt + APPROVAL_HOLD_MS);

    // Asking for the capture before approving is no approval: the hold stays as it was.
    const early = await refusal(capturePayment(services, { orderId: order.id, paypalOrderId }));
    expect(early.message).toBe(paymentMessages.notApproved);
    expect(await holdUntil()).toBe(placedAt + APPROVAL_HOLD_MS);

    // Approved, then the card declined: the buyer has until 30 minutes after placing it.
    await paypal.approve(paypalOrderId, "declined-card");
    await refusal(capturePayment(services, { orderId: order.id, paypalOrderId }));
    expect(await holdUntil()).toBe(placedAt + RESERVATION_MS);
  });

  it.each(["server-error", "timeout"] as const)(
    "on a PayPal %s says so, keeps the order payable and never captures twice",
    async (fault) => {
      const { order, paypalOrderId } = await startedOrder(`${fault}@example.com`);
      await paypal.approve(paypalOrderId);
      paypal.failNext("/capture", fault);
      const error = await refusal(capturePayment(services, { orderId: order.id, paypalOrderId }));
      expect(error.code).toBe("unavailable");
      expect(error.message).toBe("Failed to process payment");
      expect((await orderRow(order.id)).status).toBe("pending_payment");
      expect(
        (await orderRow(order.id)).captureStartedAt,
        "PayPal may have charged: the order is not replaced or cancelled meanwhile",
      ).not.toBeNull();

      // The buyer tries again: the same request id, so at most the one capture.
      await vi.waitFor(
        async () =>
          expect(await capturePayment(services, { orderId: order.id, paypalOrderId })).toEqual({
            orderId: order.id,
            status: "paid",
            capturedNow: true,
          }),
        { timeout: 10_000, interval: 300 },
      );
      expect(await paypal.captureCount(paypalOrderId)).toBe(1);
      expect(await mailsAbout(order.orderNumber)).toHaveLength(2);
    },
    // The timeout case waits out the client's whole timeout once.
    40_000,
  );

  it("offers 'Try again' after PayPal was unavailable, which captures the same order once", async () => {
    const { order, paypalOrderId } = await startedOrder("try-again@example.com");
    await paypal.approve(paypalOrderId);
    const routeContext = new RouterContextProvider();
    routeContext.set(appContext, {
      db,
      paypal: paypal.client,
      config: { publicUrl: services.publicUrl, ownerEmail: services.ownerEmail, isHttps: true },
    } as unknown as AppContext);
    const returnFromPayPal = (path: string) =>
      checkoutReturn({
        request: new Request(new URL(path, services.publicUrl)),
        context: routeContext,
        params: {},
      } as unknown as Parameters<typeof checkoutReturn>[0]);

    paypal.failNext("/capture", "server-error");
    const problem = await returnFromPayPal(
      `/checkout/return?orderId=${order.id}&token=${paypalOrderId}&PayerID=BUYER1`,
    );
    expect(problem.init?.status).toBe(503);
    const retryUrl = problem.data.state === "failed" ? problem.data.retryUrl : null;
    expect(retryUrl).toBe(
      `/checkout/return?orderId=${order.id}&token=${paypalOrderId}&PayerID=BUYER1`,
    );
    expect((await orderRow(order.id)).status).toBe("pending_payment");

    // 'Try again' (twice, as an impatient buyer would): one capture, the order paid.
    for (let attempt = 0; attempt < 2; attempt++) {
      const answer = await returnFromPayPal(retryUrl ?? "").then(
        () => null,
        (thrown: unknown) => thrown,
      );
      expect(answer).toBeInstanceOf(Response);
      expect((answer as Response).headers.get("Location")).toMatch(
        new RegExp(`^/order-complete/${order.id}\\?paid=1`),
      );
    }
    expect((await orderRow(order.id)).status).toBe("paid");
    expect(await paypal.captureCount(paypalOrderId)).toBe(1);
  });

  it("checking out again, or cancelling on PayPal, gives the earlier order's stock back", async () => {
    const productId = await insertTestProduct(db, { title: "Last Washi Roll", stock: 1 });
    const cartToken = await insertTestCart(db, [{ productId, quantity: 1 }]);
    const routeContext = new RouterContextProvider();
    routeContext.set(appContext, {
      db,
      paypal: paypal.client,
      clientAddress: "203.0.113.20",
      config: { publicUrl: services.publicUrl, ownerEmail: services.ownerEmail, isHttps: true },
    } as unknown as AppContext);
    let checkoutCookie = "";
    const cookies = () => `washi_cart=${cartToken}${checkoutCookie ? `; ${checkoutCookie}` : ""}`;
    const form = new URLSearchParams({
      customerEmail: "again@example.com",
      customerName: "Mika Sato",
      customerPhone: "555 0100",
      shippingMethod: "standard",
      ...Object.fromEntries(
        Object.entries(testShippingAddress).map(([key, value]) => [
          `shippingAddress.${key}`,
          value,
        ]),
      ),
    });
    /** The checkout form posted: PayPal's order id, the browser keeping the checkout cookie. */
    async function checkOut() {
      const answer = (await checkoutAction({
        request: new Request(`${services.publicUrl}/checkout`, {
          method: "POST",
          body: form,
          headers: { Cookie: cookies() },
        }),
        context: routeContext,
        params: {},
      } as unknown as Parameters<typeof checkoutAction>[0])) as unknown;
      expect(answer).toBeInstanceOf(Response);
      const response = answer as Response;
      expect(response.status).toBe(303);
      checkoutCookie =
        /washi_checkout=[^;]*/.exec(response.headers.get("Set-Cookie") ?? "")?.[0] ?? "";
      expect(checkoutCookie).not.toBe("");
      return new URL(response.headers.get("Location") ?? "").searchParams.get("token") ?? "";
    }
    const ordersOfProduct = () =>
      db
        .select({ id: orders.id, status: orders.status })
        .from(orders)
        .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
        .where(eq(orderItems.productId, productId))
        .orderBy(orders.id);

    await checkOut();
    // Back on the shop without cancelling on PayPal, the buyer checks out again.
    const second = await checkOut();
    expect(await stockOf(db, productId)).toBe(0);
    // PayPal's cancel link: /checkout?token=… gives the stock back at once.
    await checkoutLoader({
      request: new Request(`${services.publicUrl}/checkout?token=${second}`, {
        headers: { Cookie: cookies() },
      }),
      context: routeContext,
      params: {},
    } as unknown as Parameters<typeof checkoutLoader>[0]);
    expect(await stockOf(db, productId)).toBe(1);
    await checkOut();
    expect(await stockOf(db, productId)).toBe(0);
    expect((await ordersOfProduct()).map((order) => order.status)).toEqual([
      "cancelled",
      "cancelled",
      "pending_payment",
    ]);
  });

  it("refuses to take money for an order whose reservation ran out", async () => {
    const { order, paypalOrderId } = await startedOrder("late@example.com");
    await paypal.approve(paypalOrderId);
    const later = new Date(Date.now() + 31 * 60 * 1000);
    expect(await expireUnpaidOrders(db, services, later)).toBeGreaterThanOrEqual(1);
    const error = await refusal(capturePayment(services, { orderId: order.id, paypalOrderId }));
    expect(error.message).toBe(paymentMessages.expired);
    expect(await paypal.captureCount(paypalOrderId)).toBe(0);
  });

  it("refuses a PayPal order id that is not the order's", async () => {
    const { order } = await startedOrder("other@example.com");
    const error = await refusal(
      capturePayment(services, { orderId: order.id, paypalOrderId: "SOMEONE-ELSES" }),
    );
    expect(error.code).toBe("not_found");
  });
});

describe("PayPal webhook events", () => {
  it("applies a capture event once however often it is delivered", async () => {
    const { order, paypalOrderId } = await startedOrder("hook@example.com");
    await paypal.approve(paypalOrderId);
    // Captured at PayPal, but the buyer never came back: only the webhook tells the shop.
    const before = webhooks.received.length;
    await paypal.client.captureOrder(paypalOrderId, { requestId: "outside-the-shop" });
    await vi.waitFor(() => expect(webhooks.received.length).toBeGreaterThan(before), {
      timeout: 5000,
    });
    const event = JSON.parse(webhooks.received.at(-1)?.body ?? "{}") as PayPalWebhookEvent;
    expect(event.event_type).toBe("PAYMENT.CAPTURE.COMPLETED");

    const outcomes = await Promise.all([
      processPayPalWebhook(services, event),
      processPayPalWebhook(services, event),
      processPayPalWebhook(services, event),
    ]);
    expect(outcomes.sort()).toEqual(["applied", "duplicate", "duplicate"]);
    expect(await orderRow(order.id)).toMatchObject({ status: "paid", reservedUntil: null });
    expect(await mailsAbout(order.orderNumber)).toHaveLength(2);
    // The buyer's own capture afterwards: already paid, same answer.
    expect(await capturePayment(services, { orderId: order.id, paypalOrderId })).toMatchObject({
      status: "paid",
    });
  });

  it("cancels on DENIED (stock back), refunds on REFUNDED, acknowledges unknown types", async () => {
    const denied = await startedOrder("denied@example.com", 4);
    const event = (id: string, type: string, resource: Record<string, unknown>) =>
      ({ id, event_type: type, resource }) as PayPalWebhookEvent;
    const related = (paypalOrderId: string) => ({
      supplementary_data: { related_ids: { order_id: paypalOrderId } },
    });
    expect(
      await processPayPalWebhook(
        services,
        event("WH-DENIED-1", "PAYMENT.CAPTURE.DENIED", {
          id: "CAP-D",
          ...related(denied.paypalOrderId),
        }),
      ),
    ).toBe("applied");
    expect((await orderRow(denied.order.id)).status).toBe("cancelled");
    const [product] = await db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, denied.productId));
    expect(product?.stock).toBe(4);

    const refunded = await startedOrder("refund@example.com");
    await paypal.approve(refunded.paypalOrderId);
    await capturePayment(services, {
      orderId: refunded.order.id,
      paypalOrderId: refunded.paypalOrderId,
    });
    const { paypalCaptureId } = await orderRow(refunded.order.id);
    // PayPal sends the refund; its "up" link names the capture.
    const refund = (id: string, totalRefunded: string) => ({
      id,
      links: [
        { rel: "up", href: `https://api-m.paypal.com/v2/payments/captures/${paypalCaptureId}` },
      ],
      seller_payable_breakdown: { total_refunded_amount: { value: totalRefunded } },
    });
    // No readable amount: nothing is assumed.
    expect(
      await processPayPalWebhook(services, {
        ...event("WH-REFUND-X", "PAYMENT.CAPTURE.REFUNDED", refund("REFUND-X", "lots")),
      }),
    ).toBe("no-change");
    // Part of the money back (PayPal's dashboard): the order stays paid.
    expect(
      await processPayPalWebhook(
        services,
        event("WH-REFUND-0", "PAYMENT.CAPTURE.REFUNDED", refund("REFUND-0", "1.00")),
      ),
    ).toBe("no-change");
    expect((await orderRow(refunded.order.id)).status).toBe("paid");
    expect(
      await processPayPalWebhook(
        services,
        event(
          "WH-REFUND-1",
          "PAYMENT.CAPTURE.REFUNDED",
          refund("REFUND-1", (refunded.order.totalCents / 100).toFixed(2)),
        ),
      ),
    ).toBe("applied");
    expect((await orderRow(refunded.order.id)).status).toBe("refunded");

    expect(
      await processPayPalWebhook(services, event("WH-OTHER-1", "CHECKOUT.ORDER.APPROVED", {})),
    ).toBe("ignored");
    const recorded = await queryRows(
      db,
      sql`select event_id from paypal_webhook_events where event_id in ('WH-DENIED-1', 'WH-REFUND-1', 'WH-OTHER-1') and processed_at is not null`,
    );
    expect(recorded).toHaveLength(3);
  });
});
