import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutMessages } from "#server/checkout/checkout-schema.ts";
import { placeOrder } from "#server/checkout/place-order.ts";
import type { Database } from "#server/db/client.ts";
import { discountUses, mailClubGifts, orders } from "#server/db/schema.ts";
import { giftMessages } from "#server/mail-club/gifts/gift-messages.ts";
import { UNPAID_ORDER_LIMITS } from "#server/orders/order-holds.ts";
import { orderMessages } from "#server/orders/order-messages.ts";
import { DEFAULT_TIME_ZONE } from "#server/shop/shop-time-zone.ts";
import { newVisitorAddress } from "#tests/support/client-address.ts";
import { insertTestDiscount } from "#tests/support/fixtures/discounts.ts";
import { setTestGiftPrices } from "#tests/support/fixtures/gifts.ts";
import { testAddress } from "#tests/support/fixtures/issues.ts";
import {
  insertTestCart,
  insertTestProduct,
  testCheckoutForm,
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

const shop = { customer: null, publicUrl: "https://washi.test", timeZone: DEFAULT_TIME_ZONE };

describe("placeOrder, the checkout page's and the API's one workflow", () => {
  it("refuses a bad form with a message per field before anything else runs", async () => {
    const cartToken = await insertTestCart(db, [
      { productId: await insertTestProduct(db, { stock: 4 }), quantity: 1 },
    ]);
    let ranBefore = false;
    const refused = await refusal(
      placeOrder(
        {
          db,
          ...shop,
          from: { token: cartToken },
          clientAddress: newVisitorAddress(),
          beforeCreating: async () => {
            ranBefore = true;
          },
        },
        { ...testCheckoutForm(), customerEmail: "nope" },
      ),
    );
    expect(refused).toMatchObject({ code: "bad_request", message: checkoutMessages.fixErrors });
    expect(refused.details?.customerEmail).toBe("Invalid email address");
    // The page gives back an earlier unpaid order's stock here: never for a refused form.
    expect(ranBefore).toBe(false);
  });

  it("places a good one from the cart, after what must run first", async () => {
    const productId = await insertTestProduct(db, { priceCents: 700, stock: 4 });
    const cartToken = await insertTestCart(db, [{ productId, quantity: 2 }]);
    const steps: string[] = [];
    const { order } = await placeOrder(
      {
        db,
        ...shop,
        from: { token: cartToken },
        clientAddress: newVisitorAddress(),
        beforeCreating: async () => {
          steps.push("before");
        },
      },
      testCheckoutForm(),
    );
    expect(steps).toEqual(["before"]);
    expect(order).toMatchObject({ status: "pending_payment", totalCents: 1400 });
  });
});

describe("placeOrder with a code that covers the whole order", () => {
  it("takes the free order's path: paid at once, no PayPal, the use kept", async () => {
    const productId = await insertTestProduct(db, { priceCents: 700, stock: null });
    const { id, code } = await insertTestDiscount(db, { percentOff: 100, usageLimit: 1 });
    const cartToken = await insertTestCart(db, [{ productId, quantity: 1 }]);
    const placed = await placeOrder(
      { db, ...shop, from: { token: cartToken }, clientAddress: newVisitorAddress() },
      testCheckoutForm({ discountCode: code }),
    );
    expect(placed).toMatchObject({ paymentDue: false, order: { status: "paid", totalCents: 0 } });
    const [row] = await db.select().from(orders).where(eq(orders.id, placed.order.id));
    expect(row).toMatchObject({ subtotalCents: 700, discountCents: 700, paypalOrderId: null });
    const uses = await db.select().from(discountUses).where(eq(discountUses.discountId, id));
    expect(uses).toMatchObject([{ orderId: placed.order.id, amountCents: 700 }]);
  });
});

describe("placeOrder from a gift membership (the gift page and POST /api/mail-club/gifts)", () => {
  const giftForm = {
    issueCount: "3",
    recipientAddress: testAddress({ firstName: "Rosa", lastName: "Recipient" }),
    firstIssue: "2027-02",
    reveal: "self",
    gifterName: "Gwen Gifter",
    gifterEmail: "gwen@example.com",
    billingAddress: testAddress(),
  };
  // 10 November 2026 in New York: February 2027 is open.
  const giftContext = {
    ...shop,
    from: { gift: true as const },
    now: new Date("2026-11-10T15:00:00Z"),
  };

  it("writes a gift order through the same insert, waiting for payment, its gift with it", async () => {
    await setTestGiftPrices(db);
    const placed = await placeOrder(
      { db, ...giftContext, clientAddress: newVisitorAddress() },
      giftForm,
    );
    expect(placed.paymentDue).toBe(true);
    expect(placed.order.status).toBe("pending_payment");
    const [order] = await db
      .select({ kind: orders.kind, cartId: orders.cartId, gift: mailClubGifts.id })
      .from(orders)
      .innerJoin(mailClubGifts, eq(mailClubGifts.orderId, orders.id))
      .where(eq(orders.id, placed.order.id));
    expect(order).toEqual({ kind: "gift", cartId: null, gift: placed.giftId });
  });

  it("counts a guest's unpaid gift orders as theirs only, not every unpaid order in the shop", async () => {
    await setTestGiftPrices(db);
    const productId = await insertTestProduct(db, { stock: null });
    for (let other = 0; other < UNPAID_ORDER_LIMITS.perShopper; other++) {
      const cartToken = await insertTestCart(db, [{ productId, quantity: 1 }]);
      const visitor = {
        db,
        ...shop,
        from: { token: cartToken },
        clientAddress: newVisitorAddress(),
      };
      expect((await placeOrder(visitor, testCheckoutForm())).paymentDue).toBe(true);
    }
    // Three other shoppers wait at PayPal: a guest's gift is still placed.
    const gifter = { db, ...giftContext, clientAddress: newVisitorAddress() };
    const gwen = { ...giftForm, gifterEmail: "gwen-limits@example.com" };
    for (let gift = 0; gift < UNPAID_ORDER_LIMITS.perShopper; gift++) {
      expect((await placeOrder(gifter, gwen)).order.status).toBe("pending_payment");
    }
    // The same gifter's fourth, from anywhere, as her e-mail however it is written.
    const elsewhere = { ...gifter, clientAddress: newVisitorAddress() };
    const refused = await refusal(
      placeOrder(elsewhere, { ...gwen, gifterEmail: "Gwen-Limits+again@example.com" }),
    );
    expect(refused.message).toBe(orderMessages.tooManyUnpaid);
    const someoneElse = { ...giftForm, gifterEmail: "ivo@example.com" };
    expect((await placeOrder(elsewhere, someoneElse)).order.status).toBe("pending_payment");
  });

  it("refuses a bad gift form with the gift's messages before anything else runs", async () => {
    let ranBefore = false;
    const refused = await refusal(
      placeOrder(
        {
          db,
          ...giftContext,
          clientAddress: newVisitorAddress(),
          beforeCreating: async () => {
            ranBefore = true;
          },
        },
        { ...giftForm, gifterEmail: "nope" },
      ),
    );
    expect(refused).toMatchObject({ code: "bad_request", message: giftMessages.fixErrors });
    expect(refused.details?.gifterEmail).toBe(giftMessages.emailInvalid);
    expect(ranBefore).toBe(false);
  });
});
