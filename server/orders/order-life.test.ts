import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getCart } from "#server/cart/get-cart.ts";
import { orderItemsInput } from "#server/checkout/order-source.ts";
import { placeOrder } from "#server/checkout/place-order.ts";
import type { Database } from "#server/db/client.ts";
import { cartLines, orders } from "#server/db/schema.ts";
import { orderEffects } from "#server/order-effects.ts";
import { orderMoments } from "#server/orders/order-life.ts";
import { awaitPaymentReview, payOrder } from "#server/orders/pay-order.ts";
import { DEFAULT_TIME_ZONE } from "#server/shop/shop-time-zone.ts";
import { newVisitorAddress } from "#tests/support/client-address.ts";
import {
  insertTestCart,
  insertTestProduct,
  testCheckoutForm,
} from "#tests/support/fixtures/orders.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let db: Database;

beforeAll(async () => {
  test = await createTestDatabase();
  db = test.db;
});
afterAll(() => test?.close());

const orderLife = { publicUrl: "https://washi.test", timeZone: DEFAULT_TIME_ZONE };

/** An order placed from a new cart of two products, with the cart's token. */
async function orderFromCart() {
  const first = await insertTestProduct(db, { priceCents: 500 });
  const second = await insertTestProduct(db, { priceCents: 300 });
  const token = await insertTestCart(db, [
    { productId: first, quantity: 1 },
    { productId: second, quantity: 2 },
  ]);
  const placed = await placeOrder(
    { db, ...orderLife, customer: null, from: { token }, clientAddress: newVisitorAddress() },
    testCheckoutForm(),
  );
  return { orderId: placed.order.id, token };
}

async function cartProducts(token: string) {
  const cart = await getCart(db, { token });
  return cart.lines.map((line) => line.product.id);
}

describe("the effects table", () => {
  it("has a row for every moment of an order's life and nothing else", () => {
    expect(Object.keys(orderEffects).sort()).toEqual([...orderMoments].sort());
  });

  it("runs the confirmation after the effects whose work it shows", () => {
    const paid = orderEffects.paid.map((effect) => effect.name);
    expect(paid.indexOf("sendPaidOrderMail")).toBeGreaterThan(
      Math.max(
        paid.indexOf("grantOrderDownloads"),
        paid.indexOf("activateGiftOfOrder"),
        paid.indexOf("settleRidingOrder"),
      ),
    );
  });
});

describe("paying an order empties the cart it was made from (page and API alike)", () => {
  it("takes the bought lines out, and leaves what was put in the cart since", async () => {
    const { orderId, token } = await orderFromCart();
    const later = await insertTestProduct(db);
    const [cart] = await db
      .select({ id: orders.cartId })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!cart?.id) throw new Error("The order has no cart.");
    await db.insert(cartLines).values({ cartId: cart.id, productId: later, quantity: 1 });

    expect(await cartProducts(token)).toHaveLength(3);
    const paid = await payOrder(
      db,
      orderId,
      { captureId: "CAPTURE-1", paidAt: new Date() },
      orderLife,
    );
    expect(paid).toBe(true);
    expect(await cartProducts(token)).toEqual([later]);
  });

  it("does it once: a second payment of the same order takes nothing", async () => {
    const { orderId, token } = await orderFromCart();
    await payOrder(db, orderId, { captureId: "CAPTURE-2", paidAt: new Date() }, orderLife);
    const again = await insertTestProduct(db);
    const [cart] = await db
      .select({ id: orders.cartId })
      .from(orders)
      .where(eq(orders.id, orderId));
    await db.insert(cartLines).values({ cartId: cart?.id ?? 0, productId: again, quantity: 1 });
    const repeated = await payOrder(
      db,
      orderId,
      { captureId: "CAPTURE-2", paidAt: new Date() },
      orderLife,
    );
    expect(repeated).toBe(false);
    expect(await cartProducts(token)).toEqual([again]);
  });

  it("empties it when PayPal holds the payment for review, before it is paid", async () => {
    const { orderId, token } = await orderFromCart();
    await awaitPaymentReview(db, orderId, "CAPTURE-PENDING", orderLife);
    const [order] = await db
      .select({ status: orders.status, captureId: orders.paypalCaptureId })
      .from(orders)
      .where(eq(orders.id, orderId));
    expect(order).toEqual({ status: "pending_payment", captureId: "CAPTURE-PENDING" });
    expect(await cartProducts(token)).toEqual([]);
  });

  it("leaves every cart alone for an order of listed items", async () => {
    const productId = await insertTestProduct(db);
    const token = await insertTestCart(db, [{ productId, quantity: 1 }]);
    const placed = await placeOrder(
      {
        db,
        ...orderLife,
        customer: null,
        from: { items: orderItemsInput.parse([{ productId, quantity: 1 }]) },
        clientAddress: newVisitorAddress(),
      },
      testCheckoutForm(),
    );
    await payOrder(db, placed.order.id, { captureId: "CAPTURE-3", paidAt: new Date() }, orderLife);
    expect(await cartProducts(token)).toEqual([productId]);
  });
});
