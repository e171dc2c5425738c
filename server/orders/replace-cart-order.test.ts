/**
 * One live unpaid order per cart: a create that is retried (its answer lost) or repeated
 * replaces the earlier unpaid order from the same cart, its stock given back in the same
 * transaction; an order whose capture has begun is never replaced, and a replaced order can
 * no longer be captured. The PayPal client is the real one, talking to the simulator.
 */
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrder } from "#server/checkout/create-order.ts";
import type { Database } from "#server/db/client.ts";
import { orders, products } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";
import { capturePayment } from "#server/payments/capture-payment.ts";
import type { PaymentServices } from "#server/payments/payment-services.ts";
import { startPayPalPayment } from "#server/payments/start-payment.ts";
import { DEFAULT_TIME_ZONE } from "#server/shop/shop-time-zone.ts";
import {
  insertTestCart,
  insertTestProduct,
  stockOf,
  testCheckoutInput,
} from "#tests/support/fixtures/orders.ts";
import { startTestPaymentServices, type TestPayPal } from "#tests/support/fixtures/paypal.ts";

let payments: Awaited<ReturnType<typeof startTestPaymentServices>>;
let db: Database;
let paypal: TestPayPal;
let services: PaymentServices;

beforeAll(async () => {
  payments = await startTestPaymentServices();
  ({ db, paypal, services } = payments);
});
afterAll(() => payments?.close());

const context = {
  customer: null,
  clientAddress: "203.0.113.9",
  publicUrl: "https://washi.test",
  timeZone: DEFAULT_TIME_ZONE,
};

function checkOut(cartToken: string) {
  return createOrder(db, testCheckoutInput(), {
    ...context,
    from: { token: cartToken },
  });
}

async function statusesOf(ids: number[]) {
  const rows = await db
    .select({ id: orders.id, status: orders.status, reservedUntil: orders.reservedUntil })
    .from(orders)
    .where(inArray(orders.id, ids))
    .orderBy(orders.id);
  return rows;
}

async function liveOrdersOfCart(orderId: number) {
  const [made] = await db
    .select({ cartId: orders.cartId })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!made?.cartId) throw new Error(`order ${orderId} has no cart`);
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.cartId, made.cartId), eq(orders.status, "pending_payment")));
}

/** A PayPal client whose captures wait until `release` is called. */
function heldCaptures(services: PaymentServices) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let started = () => {};
  const captureStarted = new Promise<void>((resolve) => {
    started = resolve;
  });
  const paypal: PaymentServices["paypal"] = {
    ...services.paypal,
    async captureOrder(...args) {
      started();
      await released;
      return services.paypal.captureOrder(...args);
    },
  };
  return { services: { ...services, paypal }, captureStarted, release };
}

describe("a new order from a cart with an unpaid order", () => {
  it("replaces it: a retried create leaves one live order and holds the stock once", async () => {
    const productId = await insertTestProduct(db, { stock: 5 });
    const cartToken = await insertTestCart(db, [{ productId, quantity: 2 }]);
    const first = await checkOut(cartToken);
    expect(await stockOf(db, productId)).toBe(3);

    const retry = await checkOut(cartToken);

    expect(retry.order.id).not.toBe(first.order.id);
    expect(await statusesOf([first.order.id, retry.order.id])).toEqual([
      { id: first.order.id, status: "cancelled", reservedUntil: null },
      { id: retry.order.id, status: "pending_payment", reservedUntil: expect.any(Date) },
    ]);
    expect(await liveOrdersOfCart(retry.order.id)).toEqual([{ id: retry.order.id }]);
    expect(await stockOf(db, productId)).toBe(3);
  });

  it("hands the replaced attempt's number on: one purchase, one number", async () => {
    const productId = await insertTestProduct(db, { stock: 5 });
    const cartToken = await insertTestCart(db, [{ productId, quantity: 1 }]);
    const first = await checkOut(cartToken);
    const second = await checkOut(cartToken);
    const third = await checkOut(cartToken);
    expect(second.order.orderNumber).toBe(first.order.orderNumber);
    expect(third.order.orderNumber).toBe(first.order.orderNumber);
    const rows = await db
      .select({ id: orders.id, number: orders.orderNumber, reason: orders.cancelReason })
      .from(orders)
      .where(inArray(orders.id, [first.order.id, second.order.id, third.order.id]))
      .orderBy(orders.id);
    expect(rows).toEqual([
      { id: first.order.id, number: `${first.order.orderNumber}/1`, reason: "replaced" },
      { id: second.order.id, number: `${first.order.orderNumber}/2`, reason: "replaced" },
      { id: third.order.id, number: first.order.orderNumber, reason: null },
    ]);
    // Another cart's checkout draws its own number.
    const otherCart = await insertTestCart(db, [{ productId, quantity: 1 }]);
    const other = await checkOut(otherCart);
    expect(other.order.orderNumber).not.toBe(first.order.orderNumber);
    // Out of the way of this visitor's limit on unpaid orders in the tests that follow.
    await db
      .update(orders)
      .set({ status: "cancelled" })
      .where(inArray(orders.id, [third.order.id, other.order.id]));
  });

  it("lets a retry through when the earlier order holds the last units", async () => {
    const productId = await insertTestProduct(db, { stock: 1 });
    const cartToken = await insertTestCart(db, [{ productId, quantity: 1 }]);
    await checkOut(cartToken);
    const retry = await checkOut(cartToken);
    expect(retry.order.status).toBe("pending_payment");
    expect(await stockOf(db, productId)).toBe(0);
  });

  it("keeps it when the new order is refused (the cart sold out meanwhile)", async () => {
    const productId = await insertTestProduct(db, { stock: 3 });
    const cartToken = await insertTestCart(db, [{ productId, quantity: 2 }]);
    const first = await checkOut(cartToken);
    await db.update(products).set({ isActive: false }).where(eq(products.id, productId));

    await expect(checkOut(cartToken)).rejects.toBeInstanceOf(AppError);

    expect(await statusesOf([first.order.id])).toMatchObject([{ status: "pending_payment" }]);
    expect(await stockOf(db, productId)).toBe(1);
  });

  it("ends concurrent creates from one cart with exactly one live order", async () => {
    const productId = await insertTestProduct(db, { stock: 10 });
    const cartToken = await insertTestCart(db, [{ productId, quantity: 3 }]);

    const created = await Promise.all([1, 2, 3, 4].map(() => checkOut(cartToken)));

    const ids = created.map((made) => made.order.id);
    const statuses = await statusesOf(ids);
    expect(statuses.filter((row) => row.status === "pending_payment")).toHaveLength(1);
    expect(statuses.filter((row) => row.status === "cancelled")).toHaveLength(3);
    expect(await stockOf(db, productId)).toBe(7);
  });

  it("leaves other carts' orders alone", async () => {
    const productId = await insertTestProduct(db, { stock: 10 });
    const mine = await checkOut(await insertTestCart(db, [{ productId, quantity: 1 }]));
    const theirs = await checkOut(await insertTestCart(db, [{ productId, quantity: 2 }]));
    expect(await statusesOf([mine.order.id, theirs.order.id])).toMatchObject([
      { status: "pending_payment" },
      { status: "pending_payment" },
    ]);
    expect(await stockOf(db, productId)).toBe(7);
  });

  it("refuses to capture the replaced order, and PayPal charges nothing", async () => {
    const productId = await insertTestProduct(db, { stock: 4 });
    const cartToken = await insertTestCart(db, [{ productId, quantity: 1 }]);
    const first = await checkOut(cartToken);
    const { paypalOrderId } = await startPayPalPayment(services, first.order.id);
    await paypal.approve(paypalOrderId);

    await checkOut(cartToken);

    const refusal = await capturePayment(services, { orderId: first.order.id, paypalOrderId }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).code).toBe("conflict");
    expect(await paypal.captureCount(paypalOrderId)).toBe(0);
    expect(await statusesOf([first.order.id])).toMatchObject([{ status: "cancelled" }]);
    expect(await stockOf(db, productId)).toBe(3);
  });

  it("never replaces an order whose capture is under way: it gets paid, the new one waits", async () => {
    const productId = await insertTestProduct(db, { stock: 4 });
    const cartToken = await insertTestCart(db, [{ productId, quantity: 1 }]);
    const first = await checkOut(cartToken);
    const { paypalOrderId } = await startPayPalPayment(services, first.order.id);
    await paypal.approve(paypalOrderId);
    const held = heldCaptures(services);
    const capturing = capturePayment(held.services, { orderId: first.order.id, paypalOrderId });
    await held.captureStarted;

    const second = await checkOut(cartToken);
    held.release();

    expect(await capturing).toMatchObject({ status: "paid", capturedNow: true });
    expect(await paypal.captureCount(paypalOrderId)).toBe(1);
    expect(await statusesOf([first.order.id, second.order.id])).toMatchObject([
      { status: "paid" },
      { status: "pending_payment" },
    ]);
    expect(await stockOf(db, productId)).toBe(2);
  });
});
