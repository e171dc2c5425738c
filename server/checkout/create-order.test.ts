import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { registerCustomer } from "#server/accounts/register-customer.ts";
import type { Customer } from "#server/accounts/types.ts";
import { checkoutSchema } from "#server/checkout/checkout-schema.ts";
import { createOrder } from "#server/checkout/create-order.ts";
import type { Database } from "#server/db/client.ts";
import { customers, orderItems, orders, outboxEmails } from "#server/db/schema.ts";
import type { AppError } from "#server/lib/errors.ts";
import { hashSecretToken } from "#server/lib/secret-token.ts";
import { cancelAbandonedOrder, cancelOrder } from "#server/orders/cancel-order.ts";
import { expireUnpaidOrders } from "#server/orders/expire-unpaid-orders.ts";
import { getOrderForViewer } from "#server/orders/get-order.ts";
import { APPROVAL_HOLD_MS } from "#server/orders/order-holds.ts";
import { orderMessages } from "#server/orders/order-messages.ts";
import { DEFAULT_TIME_ZONE } from "#server/shop/shop-time-zone.ts";
import { newVisitorAddress } from "#tests/support/client-address.ts";
import {
  insertTestCart,
  insertTestProduct,
  stockOf,
  testCheckoutForm,
  testCheckoutInput,
} from "#tests/support/fixtures/orders.ts";
import { refusal } from "#tests/support/refusal.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let db: Database;

beforeAll(async () => {
  test = await createTestDatabase();
  db = test.db;
});
afterAll(() => test?.close());
beforeEach(() => db.execute(sql`delete from rate_limit_events`));

const orderLife = { publicUrl: "https://washi.test", timeZone: DEFAULT_TIME_ZONE };
const context = { customer: null, clientAddress: "203.0.113.7", ...orderLife };

describe("createOrder", () => {
  it("prices the cart from the database, ignoring whatever the request says", async () => {
    const pen = await insertTestProduct(db, { title: "Brush Pen", priceCents: 1250, stock: 5 });
    const card = await insertTestProduct(db, { title: "Card", priceCents: 399, stock: null });
    const cartToken = await insertTestCart(db, [
      { productId: pen, quantity: 2 },
      { productId: card, quantity: 3 },
    ]);
    // A tampered request: a price of 0.01, a total, items the cart does not hold.
    const input = checkoutSchema.parse({
      ...testCheckoutForm(),
      items: [{ productId: pen, quantity: 100, price: 0.01, title: "Free" }],
      total: 0.01,
      subtotalCents: 1,
    });
    const now = new Date("2026-11-21T10:00:00Z");
    const { order, accessKey } = await createOrder(db, input, {
      ...context,
      from: { token: cartToken },
      now,
    });

    expect(order).toMatchObject({ status: "pending_payment", totalCents: 2 * 1250 + 3 * 399 });
    expect(order.orderNumber).toMatch(/^W-2611-\d{6}$/);
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({
      subtotalCents: 3697,
      taxCents: 0,
      shippingCents: 0,
      totalCents: 3697,
      customerId: null,
      customerEmail: input.customerEmail,
      accessKeyHash: hashSecretToken(accessKey),
      clientAddress: context.clientAddress,
      reservedUntil: new Date(now.getTime() + APPROVAL_HOLD_MS),
    });
    expect(accessKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const items = await db
      .select({
        title: orderItems.title,
        unitPriceCents: orderItems.unitPriceCents,
        quantity: orderItems.quantity,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(orderItems.productId);
    expect(items).toEqual([
      { title: "Brush Pen", unitPriceCents: 1250, quantity: 2 },
      { title: "Card", unitPriceCents: 399, quantity: 3 },
    ]);
    expect(await stockOf(db, pen)).toBe(3);
    expect(await stockOf(db, card)).toBeNull();
  });

  it("refuses an empty cart, no cart, and a subscription with or without other items", async () => {
    const emptyCart = await insertTestCart(db, []);
    const input = testCheckoutInput();
    for (const cartToken of [emptyCart, undefined, "made-up-token-aaaaaaaaaaaaaaaaaaaa"]) {
      const error = await refusal(
        createOrder(db, input, { ...context, from: { token: cartToken } }),
      );
      expect(error.message).toBe("Your cart is empty");
    }
    const plan = await insertTestProduct(db, {
      kind: "subscription",
      priceCents: 888,
      stock: null,
    });
    const sticker = await insertTestProduct(db);
    const mixed = await insertTestCart(db, [
      { productId: plan, quantity: 1 },
      { productId: sticker, quantity: 1 },
    ]);
    const error = await refusal(createOrder(db, input, { ...context, from: { token: mixed } }));
    expect(error.message).toBe(
      "Subscription products cannot be purchased with other items. Please checkout separately.",
    );
    expect(error.details?.alertTitle).toBe("Invalid Cart Combination");
    const alone = await insertTestCart(db, [{ productId: plan, quantity: 1 }]);
    const aloneError = await refusal(
      createOrder(db, input, { ...context, from: { token: alone } }),
    );
    expect(aloneError.message).toBe(orderMessages.subscriptionAlone);
    expect(await stockOf(db, sticker)).toBe(10);
  });

  it("says what sold out and reserves nothing of a cart it refuses", async () => {
    const plenty = await insertTestProduct(db, { stock: 10 });
    const scarce = await insertTestProduct(db, { title: "Last Washi Roll", stock: 1 });
    const cartToken = await insertTestCart(db, [
      { productId: plenty, quantity: 4 },
      { productId: scarce, quantity: 2 },
    ]);
    const error = await refusal(
      createOrder(db, testCheckoutInput(), { ...context, from: { token: cartToken } }),
    );
    expect(error.code).toBe("conflict");
    expect(error.message).toBe(
      'Sorry, only 1 of "Last Washi Roll" is left. Please lower the quantity in your cart.',
    );
    expect(await stockOf(db, plenty)).toBe(10);
    expect(await stockOf(db, scarce)).toBe(1);
  });

  it("sells a stock of 5 to exactly 5 of 50 simultaneous checkouts", async () => {
    const productId = await insertTestProduct(db, { title: "Gold Foil Sheet", stock: 5 });
    const tokens = await Promise.all(
      Array.from({ length: 50 }, () => insertTestCart(db, [{ productId, quantity: 1 }])),
    );
    const results = await Promise.allSettled(
      // 50 buyers, each from an address of their own.
      tokens.map((cartToken) =>
        createOrder(db, testCheckoutInput(), {
          ...context,
          clientAddress: newVisitorAddress(),
          from: { token: cartToken },
        }),
      ),
    );
    const placed = results.filter((result) => result.status === "fulfilled");
    const refused = results.flatMap((result) =>
      result.status === "rejected" ? [result.reason as AppError] : [],
    );
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(45);
    for (const error of refused) {
      expect(error.message).toBe(
        'Sorry, "Gold Foil Sheet" is sold out. Please remove it from your cart.',
      );
    }
    expect(await stockOf(db, productId)).toBe(0);
    const [count] = await db
      .select({ units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
      .from(orderItems)
      .where(eq(orderItems.productId, productId));
    expect(count?.units).toBe(5);
  });

  it("fixes a signed-in customer's e-mail and joins the order to them", async () => {
    const customer = await registerCustomer(
      db,
      {
        email: "ren@example.com",
        password: "Folded-Crane-Paper-5",
        firstName: "Ren",
        lastName: "",
      },
      context,
    );
    const cartToken = await insertTestCart(
      db,
      [{ productId: await insertTestProduct(db), quantity: 1 }],
      customer.id,
    );
    const input = testCheckoutInput({ customerEmail: "someone-else@example.com" });
    const { order } = await createOrder(db, input, {
      ...context,
      customer,
      from: { token: cartToken },
    });
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ customerId: customer.id, customerEmail: "ren@example.com" });
    expect(
      await getOrderForViewer(db, order.id, { customerId: customer.id, accessKey: null }),
    ).toMatchObject({ orderNumber: order.orderNumber });
  });

  it("never checks out another customer's cart", async () => {
    const owner = await registerCustomer(
      db,
      {
        email: "owner@example.com",
        password: "Folded-Crane-Paper-5",
        firstName: "O",
        lastName: "",
      },
      context,
    );
    const cartToken = await insertTestCart(
      db,
      [{ productId: await insertTestProduct(db), quantity: 1 }],
      owner.id,
    );
    const guest = await refusal(
      createOrder(db, testCheckoutInput(), { ...context, from: { token: cartToken } }),
    );
    expect(guest.message).toBe("Your cart is empty");
    const other = { id: -1, email: "x@example.com" } as Customer;
    const error = await refusal(
      createOrder(db, testCheckoutInput(), {
        ...context,
        customer: other,
        from: { token: cartToken },
      }),
    );
    expect(error.message).toBe("Your cart is empty");
  });

  it("opens an account for a guest who asked for one, with the order in it", async () => {
    const cartToken = await insertTestCart(db, [
      { productId: await insertTestProduct(db), quantity: 1 },
    ]);
    const input = testCheckoutInput({
      customerEmail: "newbie@example.com",
      customerName: "Nao Mori Tanaka",
      createAccountAfterOrder: true,
      guestPassword: "Folded-Crane-Paper-5",
    });
    const { order, createdCustomer } = await createOrder(db, input, {
      ...context,
      from: { token: cartToken },
    });
    expect(createdCustomer).toMatchObject({
      email: "newbie@example.com",
      firstName: "Nao",
      lastName: "Mori Tanaka",
      emailVerified: false,
    });
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.customerId).toBe(createdCustomer?.id);
    const welcome = await db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, "newbie@example.com"));
    expect(welcome.map((mail) => mail.template)).toEqual(["welcome"]);

    // The same address again: the account exists, so nothing is ordered or reserved.
    const again = await insertTestCart(db, [
      { productId: await insertTestProduct(db), quantity: 1 },
    ]);
    const error = await refusal(createOrder(db, input, { ...context, from: { token: again } }));
    expect(error.message).toBe("An account with this email already exists.");
    const [customerCount] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(customers)
      .where(eq(customers.email, "newbie@example.com"));
    expect(customerCount?.n).toBe(1);
  });

  it("makes no account and sends no welcome mail for an order it refuses", async () => {
    const account = (email: string) =>
      testCheckoutInput({
        customerEmail: email,
        createAccountAfterOrder: true,
        guestPassword: "Folded-Crane-Paper-5",
      });
    const soldOut = await insertTestCart(db, [
      { productId: await insertTestProduct(db, { stock: 0 }), quantity: 1 },
    ]);
    const empty = await insertTestCart(db, []);
    await refusal(
      createOrder(db, account("sold-out@example.com"), { ...context, from: { token: soldOut } }),
    );
    await refusal(
      createOrder(db, account("empty@example.com"), { ...context, from: { token: empty } }),
    );
    for (const email of ["sold-out@example.com", "empty@example.com"]) {
      expect(await db.select().from(customers).where(eq(customers.email, email))).toEqual([]);
      expect(await db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email))).toEqual(
        [],
      );
    }
  });

  it("shows an order to its key holder and to nobody else", async () => {
    const cartToken = await insertTestCart(db, [
      { productId: await insertTestProduct(db), quantity: 1 },
    ]);
    const { order, accessKey } = await createOrder(db, testCheckoutInput(), {
      ...context,
      from: { token: cartToken },
    });
    const found = await getOrderForViewer(db, order.id, { customerId: null, accessKey });
    expect(found).toMatchObject({ id: order.id, items: [{ quantity: 1, unitPriceCents: 450 }] });
    expect(await getOrderForViewer(db, order.id, { customerId: null, accessKey: null })).toBeNull();
    expect(
      await getOrderForViewer(db, order.id, {
        customerId: null,
        accessKey: `${accessKey.slice(1)}A`,
      }),
    ).toBeNull();
    expect(await getOrderForViewer(db, order.id, { customerId: 12345, accessKey: "" })).toBeNull();
  });
});

describe("releasing reserved stock", () => {
  it("expires unpaid orders when their hold runs out and gives their stock back once", async () => {
    const productId = await insertTestProduct(db, { stock: 3 });
    // Long ago, so the other tests' orders (reserved from the real clock) are not yet due.
    const now = new Date("2020-01-01T10:00:00Z");
    const cartToken = await insertTestCart(db, [{ productId, quantity: 2 }]);
    const { order } = await createOrder(db, testCheckoutInput(), {
      ...context,
      from: { token: cartToken },
      now,
    });
    expect(await stockOf(db, productId)).toBe(1);

    expect(
      await expireUnpaidOrders(db, orderLife, new Date(now.getTime() + APPROVAL_HOLD_MS - 1000)),
    ).toBe(0);
    expect(await stockOf(db, productId)).toBe(1);
    const later = new Date(now.getTime() + APPROVAL_HOLD_MS + 1000);
    const runs = await Promise.all([
      expireUnpaidOrders(db, orderLife, later),
      expireUnpaidOrders(db, orderLife, later),
    ]);
    expect(runs.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(await expireUnpaidOrders(db, orderLife, later)).toBe(0);
    expect(await stockOf(db, productId)).toBe(3);
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: "cancelled", reservedUntil: null });
  });

  it("cancelOrder releases stock, once, and never cancels a paid order", async () => {
    const productId = await insertTestProduct(db, { stock: 4 });
    const first = await insertTestCart(db, [{ productId, quantity: 1 }]);
    const second = await insertTestCart(db, [{ productId, quantity: 2 }]);
    const a = await createOrder(db, testCheckoutInput(), { ...context, from: { token: first } });
    const b = await createOrder(db, testCheckoutInput(), {
      ...context,
      clientAddress: newVisitorAddress(),
      from: { token: second },
    });
    expect(await stockOf(db, productId)).toBe(1);
    expect(await cancelOrder(db, a.order.id, { reason: "maker", context: orderLife })).toBe(true);
    expect(await cancelOrder(db, a.order.id, { reason: "maker", context: orderLife })).toBe(false);
    expect(await stockOf(db, productId)).toBe(2);
    await db.update(orders).set({ status: "paid" }).where(eq(orders.id, b.order.id));
    expect(await cancelOrder(db, b.order.id, { reason: "maker", context: orderLife })).toBe(false);
    expect(await stockOf(db, productId)).toBe(2);
  });

  it("cancelAbandonedOrder cancels only the buyer's own unpaid order, named by its key or id", async () => {
    const productId = await insertTestProduct(db, { stock: 3 });
    const cartToken = await insertTestCart(db, [{ productId, quantity: 1 }]);
    const guest = await createOrder(db, testCheckoutInput(), {
      ...context,
      from: { token: cartToken },
    });
    await db.update(orders).set({ paypalOrderId: "PP-GUEST" }).where(eq(orders.id, guest.order.id));
    const stranger = { accessKey: null, customerId: null };
    expect(await cancelAbandonedOrder(db, guest.order.id, stranger, orderLife)).toBe(false);
    expect(
      await cancelAbandonedOrder(db, guest.order.id, { ...stranger, customerId: 1 }, orderLife),
    ).toBe(false);
    const forged = { accessKey: "x".repeat(guest.accessKey.length), customerId: null };
    expect(await cancelAbandonedOrder(db, guest.order.id, forged, orderLife)).toBe(false);
    const owner = { accessKey: guest.accessKey, customerId: null };
    expect(
      await cancelAbandonedOrder(
        db,
        guest.order.id,
        { ...owner, paypalOrderId: "PP-OTHER" },
        orderLife,
      ),
    ).toBe(false);
    expect(await stockOf(db, productId)).toBe(2);
    expect(
      await cancelAbandonedOrder(
        db,
        guest.order.id,
        { ...owner, paypalOrderId: "PP-GUEST" },
        orderLife,
      ),
    ).toBe(true);
    expect(await cancelAbandonedOrder(db, guest.order.id, owner, orderLife)).toBe(false);
    expect(await stockOf(db, productId)).toBe(3);

    // PayPal holds a capture under review: the order waits for its webhook.
    const held = await createOrder(db, testCheckoutInput(), {
      ...context,
      from: { token: cartToken },
    });
    await db.update(orders).set({ paypalCaptureId: "CAP-1" }).where(eq(orders.id, held.order.id));
    expect(
      await cancelAbandonedOrder(
        db,
        held.order.id,
        {
          accessKey: held.accessKey,
          customerId: null,
        },
        orderLife,
      ),
    ).toBe(false);
    expect(await stockOf(db, productId)).toBe(2);

    // A capture under way: PayPal may be charging it right now.
    const capturing = await createOrder(db, testCheckoutInput(), {
      ...context,
      from: { token: cartToken },
    });
    await db
      .update(orders)
      .set({ captureStartedAt: new Date() })
      .where(eq(orders.id, capturing.order.id));
    const buyer = { accessKey: capturing.accessKey, customerId: null };
    expect(await cancelAbandonedOrder(db, capturing.order.id, buyer, orderLife)).toBe(false);
    const [row] = await db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, capturing.order.id));
    expect(row?.status).toBe("pending_payment");
  });
});
