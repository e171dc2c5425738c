import { count, eq, sql } from "drizzle-orm";
import type { Hono } from "hono";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cartMessages } from "#server/cart/messages.ts";
import { carts, discountUses, orderItems } from "#server/db/schema.ts";
import { discountMessages } from "#server/discounts/discount-messages.ts";
import type { HttpEnv } from "#server/http/types.ts";
import { orderMessages } from "#server/orders/order-messages.ts";
import { type ApiCaller, apiOfShop, callApi } from "#tests/support/api-shop.ts";
import { insertTestDiscount } from "#tests/support/fixtures/discounts.ts";
import { insertTestCart, insertTestProduct, stockOf } from "#tests/support/fixtures/orders.ts";
import { startTestPayPal, type TestPayPal } from "#tests/support/fixtures/paypal.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let paypal: TestPayPal;
let app: Hono<HttpEnv>;
const PASSWORD = "Folded-Crane-Paper-5";

beforeAll(async () => {
  test = await createTestDatabase();
  // No payment is taken here: the shop's PayPal is there, as in every shop, untouched.
  paypal = await startTestPayPal(test.db, "http://127.0.0.1:9/webhooks/paypal");
  app = apiOfShop(test.db, paypal);
});
afterAll(async () => {
  await paypal?.close();
  await test?.close();
});
beforeEach(() => test.db.execute(sql`delete from rate_limit_events`));

const call = (method: string, path: string, caller: ApiCaller = {}, body?: unknown) =>
  callApi(app, method, path, caller, body);

/** A guest's first add: the answer names their new cart. */
async function guestCartWith(productId: number, quantity = 1) {
  const added = await call("POST", "/api/cart/items", {}, { productId, quantity });
  expect(added.status).toBe(201);
  const cartToken = added.headers.get("x-cart-token");
  expect(cartToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return { cartToken: cartToken as string, cart: added.json.cart };
}

async function register(email: string) {
  const answer = await call(
    "POST",
    "/api/auth/register",
    {},
    {
      email,
      password: PASSWORD,
      firstName: "Kai",
      lastName: "Ono",
    },
  );
  expect(answer.status).toBe(201);
  return answer.json as { accessToken: string; customer: { id: number } };
}

const address = {
  firstName: "Ana",
  lastName: "López",
  address1: "12 Lantern Street",
  city: "Portland",
  state: "OR",
  zipCode: "97201",
  country: "US",
};

function orderBody(overrides: Record<string, unknown> = {}) {
  return {
    shippingAddress: address,
    customerEmail: "ana@example.com",
    customerName: "Ana López",
    ...overrides,
  };
}

async function cartCount() {
  const [row] = await test.db.select({ carts: count() }).from(carts);
  return row?.carts ?? 0;
}

describe("the cart API for a guest", () => {
  it("makes a cart on the first add, names it in X-Cart-Token, and prices it from the database", async () => {
    const productId = await insertTestProduct(test.db, { title: "Moss Tape", priceCents: 350 });
    const { cartToken, cart } = await guestCartWith(productId, 2);
    expect(cart).toMatchObject({
      itemCount: 2,
      subtotal: 7,
      items: [{ productId, title: "Moss Tape", quantity: 2, price: 3.5, lineTotal: 7 }],
    });

    const again = await call("POST", "/api/cart/items", { cartToken }, { productId, quantity: 3 });
    expect(again.status).toBe(201);
    // The cart exists: its token is not handed out again.
    expect(again.headers.get("x-cart-token")).toBeNull();
    expect(again.json.cart.items).toMatchObject([{ quantity: 5, lineTotal: 17.5 }]);

    const read = await call("GET", "/api/cart", { cartToken });
    expect(read.status).toBe(200);
    expect(read.headers.get("cache-control")).toBe("no-store");
    expect(read.json.cart).toEqual(again.json.cart);
  });

  it("sets a line's quantity, removes it at 0, removes a line and empties the cart", async () => {
    const first = await insertTestProduct(test.db, { stock: 4 });
    const second = await insertTestProduct(test.db);
    const { cartToken } = await guestCartWith(first);
    const added = await call("POST", "/api/cart/items", { cartToken }, { productId: second });
    const [firstLine, secondLine] = added.json.cart.items;

    const set = await call(
      "PATCH",
      `/api/cart/items/${firstLine.lineId}`,
      { cartToken },
      {
        quantity: 4,
      },
    );
    expect(set.status).toBe(200);
    expect(set.json.cart.items[0]).toMatchObject({ quantity: 4, maxQuantity: 4 });
    const beyond = await call(
      "PATCH",
      `/api/cart/items/${firstLine.lineId}`,
      { cartToken },
      {
        quantity: 5,
      },
    );
    expect(beyond.status).toBe(409);
    expect(beyond.json.error.message).toBe("Only 4 left in stock.");

    const removed = await call("DELETE", `/api/cart/items/${secondLine.lineId}`, { cartToken });
    expect(removed.json.cart.items.map((item: { productId: number }) => item.productId)).toEqual([
      first,
    ]);
    const gone = await call("DELETE", `/api/cart/items/${secondLine.lineId}`, { cartToken });
    expect(gone.status).toBe(404);
    expect(gone.json.error.message).toBe(cartMessages.notInCart);

    const zero = await call(
      "PATCH",
      `/api/cart/items/${firstLine.lineId}`,
      { cartToken },
      {
        quantity: 0,
      },
    );
    expect(zero.json.cart).toMatchObject({ items: [], itemCount: 0, subtotal: 0 });

    await call("POST", "/api/cart/items", { cartToken }, { productId: second });
    const emptied = await call("DELETE", "/api/cart", { cartToken });
    expect(emptied.json.cart.items).toEqual([]);
    // The cart stays under its token for the next add.
    const next = await call("POST", "/api/cart/items", { cartToken }, { productId: second });
    expect(next.headers.get("x-cart-token")).toBeNull();
  });

  it("keeps the page cart's rules: stock, downloads, plans alone, personalisation", async () => {
    const few = await insertTestProduct(test.db, { stock: 2, title: "Last Sheets" });
    const gone = await insertTestProduct(test.db, { isActive: false });
    const download = await insertTestProduct(test.db, { kind: "digital" });
    const plan = await insertTestProduct(test.db, { kind: "subscription" });
    const banner = await insertTestProduct(test.db, {
      personalisation: { text: { label: "Banner text", maxLength: 20 }, choice: null },
    });
    const { cartToken } = await guestCartWith(few);
    const refusals: [unknown, number, string][] = [
      [{ productId: few, quantity: 2 }, 409, "Only 2 left in stock, and 1 already in your cart."],
      [{ productId: gone }, 404, cartMessages.unavailable],
      [{ productId: 999_999 }, 404, cartMessages.unavailable],
      [{ productId: few, quantity: 1.5 }, 400, cartMessages.quantity],
      [{ productId: download }, 400, cartMessages.digitalAcknowledgment],
      [{ productId: plan }, 409, cartMessages.invalidCombination],
      [{ productId: banner }, 400, "Please enter the banner text."],
    ];
    for (const [body, status, message] of refusals) {
      const refused = await call("POST", "/api/cart/items", { cartToken }, body);
      expect({ body, status: refused.status, message: refused.json.error.message }).toEqual({
        body,
        status,
        message,
      });
    }
    const personal = await call(
      "POST",
      "/api/cart/items",
      { cartToken },
      {
        productId: banner,
        personalisation: { text: "x".repeat(21) },
      },
    );
    expect(personal.json.error.details).toEqual({
      "personalisation.text": "Banner text can be at most 20 characters.",
    });

    const acknowledged = await call(
      "POST",
      "/api/cart/items",
      { cartToken },
      {
        productId: download,
        quantity: 3,
        digitalAcknowledged: true,
      },
    );
    expect(acknowledged.json.cart.items[1]).toMatchObject({ productId: download, quantity: 1 });
    const named = await call(
      "POST",
      "/api/cart/items",
      { cartToken },
      {
        productId: banner,
        personalisation: { text: "Happy 30th, Mina!" },
      },
    );
    expect(named.json.cart.items[2].personalisation).toEqual([
      { label: "Banner text", value: "Happy 30th, Mina!" },
    ]);

    const malformed = await app.request("/api/cart/items", {
      method: "POST",
      headers: { "content-type": "application/json", "x-cart-token": cartToken },
      body: "{",
    });
    expect(malformed.status).toBe(400);
  });

  it("never reaches another cart: a made-up token, or another cart's line", async () => {
    const productId = await insertTestProduct(test.db);
    const mine = await guestCartWith(productId);
    const theirs = await guestCartWith(productId, 2);
    const theirLine = theirs.cart.items[0].lineId;

    for (const [method, body] of [
      ["PATCH", { quantity: 1 }],
      ["DELETE", undefined],
    ] as const) {
      const refused = await call(method, `/api/cart/items/${theirLine}`, mine, body);
      expect(refused.status).toBe(404);
    }
    const untouched = await call("GET", "/api/cart", theirs);
    expect(untouched.json.cart.items).toMatchObject([{ quantity: 2 }]);

    const madeUp = "A".repeat(43);
    const added = await call("POST", "/api/cart/items", { cartToken: madeUp }, { productId });
    expect(added.headers.get("x-cart-token")).not.toBe(madeUp);
    expect((await call("GET", "/api/cart", { cartToken: madeUp })).json.cart.items).toEqual([]);
    expect((await call("GET", "/api/cart")).json.cart.items).toEqual([]);
  });
});

describe("the cart API for a customer", () => {
  it("follows the bearer token, takes a guest cart along and never another customer's", async () => {
    const productId = await insertTestProduct(test.db, { priceCents: 900 });
    const { accessToken } = await register("cart-owner@example.com");
    const bearer = accessToken;

    const added = await call("POST", "/api/cart/items", { bearer }, { productId, quantity: 2 });
    expect(added.status).toBe(201);
    expect(added.headers.get("x-cart-token")).toBeNull();
    const guest = await guestCartWith(productId);
    // A guest's cart sent beside the bearer joins the customer's, as at a sign-in.
    const read = await call("GET", "/api/cart", { bearer, cartToken: guest.cartToken });
    expect(read.json.cart).toMatchObject({ itemCount: 3, subtotal: 27 });
    expect((await call("GET", "/api/cart", guest)).json.cart.items).toEqual([]);

    // A customer's cart is never taken by another bearer, nor its token changed by trying.
    const other = await register("someone-else@example.com");
    const third = await register("third-customer@example.com");
    const owned = await insertTestCart(test.db, [{ productId, quantity: 1 }], third.customer.id);
    const [before] = await test.db
      .select({ hash: carts.tokenHash })
      .from(carts)
      .where(eq(carts.customerId, third.customer.id));
    const theirs = await call("GET", "/api/cart", { bearer: other.accessToken, cartToken: owned });
    expect(theirs.json.cart.items).toEqual([]);
    const [after] = await test.db
      .select({ hash: carts.tokenHash })
      .from(carts)
      .where(eq(carts.customerId, third.customer.id));
    expect(after).toEqual(before);
    const line = added.json.cart.items[0].lineId;
    const refused = await call("DELETE", `/api/cart/items/${line}`, { bearer: other.accessToken });
    expect(refused.status).toBe(404);

    const expired = await call("GET", "/api/cart", { bearer: "not-a-token" });
    expect(expired.status).toBe(401);
  });

  it("takes the guest cart of X-Cart-Token along at sign-in, and the token stops naming it", async () => {
    const productId = await insertTestProduct(test.db, { priceCents: 300 });
    const guest = await guestCartWith(productId, 2);
    const signUp = { email: "app-shopper@example.com", password: PASSWORD, firstName: "Noa" };
    const registered = await call("POST", "/api/auth/register", guest, signUp);
    expect(registered.status).toBe(201);
    const bearer = registered.json.accessToken;
    expect((await call("GET", "/api/cart", { bearer })).json.cart).toMatchObject({ itemCount: 2 });
    expect((await call("GET", "/api/cart", guest)).json.cart.items).toEqual([]);

    // Signing in again with another guest cart merges it into the customer's.
    const again = await guestCartWith(productId, 1);
    const login = { email: signUp.email, password: PASSWORD };
    const simple = await call("POST", "/api/auth/simple-login", again, login);
    expect((await call("GET", "/api/cart", { bearer: simple.json.token })).json.cart).toMatchObject(
      { itemCount: 3 },
    );
  });

  it("orders the customer's cart when the order lists no items", async () => {
    const productId = await insertTestProduct(test.db, { priceCents: 1200, stock: 5 });
    const { accessToken: bearer } = await register("cart-buyer@example.com");
    await call("POST", "/api/cart/items", { bearer }, { productId, quantity: 2 });
    const placed = await call("POST", "/api/orders/create", { bearer }, orderBody());
    expect(placed.status).toBe(201);
    expect(placed.json.order).toMatchObject({
      customerEmail: "cart-buyer@example.com",
      items: [{ productId, quantity: 2, price: 12 }],
      subtotal: 24,
    });
    expect(await stockOf(test.db, productId)).toBe(3);
  });
});

describe("POST /api/orders/create with items", () => {
  it("prices listed items from the database, whatever price or title is sent, and leaves no cart", async () => {
    const productId = await insertTestProduct(test.db, {
      title: "Kraft Notebook",
      priceCents: 1800,
    });
    const before = await cartCount();
    const placed = await call(
      "POST",
      "/api/orders/create",
      {},
      orderBody({
        items: [{ productId, quantity: 2, price: 0.01, title: "Bargain" }],
      }),
    );
    expect(placed.status).toBe(201);
    expect(placed.json.order).toMatchObject({
      items: [{ productId, title: "Kraft Notebook", quantity: 2, price: 18 }],
      subtotal: 36,
      status: "pending_payment",
    });
    const stored = await test.db
      .select({ unitPriceCents: orderItems.unitPriceCents, title: orderItems.title })
      .from(orderItems)
      .where(eq(orderItems.orderId, placed.json.order.id));
    expect(stored).toEqual([{ unitPriceCents: 1800, title: "Kraft Notebook" }]);
    expect(await cartCount()).toBe(before);
  });

  it("leaves the caller's cart alone and takes items with personalisation and downloads", async () => {
    const inCart = await insertTestProduct(test.db);
    const banner = await insertTestProduct(test.db, {
      personalisation: { text: { label: "Banner text", maxLength: 40 }, choice: null },
    });
    const { cartToken } = await guestCartWith(inCart, 3);
    const placed = await call(
      "POST",
      "/api/orders/create",
      { cartToken },
      orderBody({
        items: [{ productId: banner, personalisation: { text: "Bon voyage, Zoë" } }],
      }),
    );
    expect(placed.json.order.items).toMatchObject([
      { productId: banner, personalisation: [{ label: "Banner text", value: "Bon voyage, Zoë" }] },
    ]);
    expect((await call("GET", "/api/cart", { cartToken })).json.cart.itemCount).toBe(3);

    const download = await insertTestProduct(test.db, { kind: "digital", priceCents: 500 });
    const digital = await call(
      "POST",
      "/api/orders/create",
      {},
      {
        items: [{ productId: download, digitalAcknowledged: true }],
        customerEmail: "reader@example.com",
        customerName: "Rae Reader",
        shippingAddress: { firstName: "Rae", lastName: "Reader", country: "DE" },
      },
    );
    expect(digital.status).toBe(201);
    expect(digital.json.order).toMatchObject({ shippingMethod: "digital", total: 5 });
  });

  it("refuses what the cart would refuse, and leaves no order, stock taken or cart behind", async () => {
    const few = await insertTestProduct(test.db, { stock: 1, title: "Last Tote" });
    const download = await insertTestProduct(test.db, { kind: "digital" });
    const plan = await insertTestProduct(test.db, { kind: "subscription" });
    const before = await cartCount();
    const refusals: [unknown, number, string][] = [
      [[], 400, orderMessages.emptyCart],
      ["two", 400, orderMessages.itemsInvalid],
      [[{ productId: few, quantity: 2 }], 409, "Only 1 left in stock."],
      [[{ productId: few, quantity: 0 }], 400, cartMessages.quantity],
      [[{ quantity: 1 }], 400, cartMessages.unavailable],
      [[{ productId: download }], 400, cartMessages.digitalAcknowledgment],
      [[{ productId: plan }], 400, orderMessages.subscriptionAlone],
      [[{ productId: few }, { productId: plan }], 409, cartMessages.invalidCombination],
    ];
    for (const [items, status, message] of refusals) {
      const refused = await call("POST", "/api/orders/create", {}, orderBody({ items }));
      expect({ items, status: refused.status, message: refused.json.error.message }).toEqual({
        items,
        status,
        message,
      });
    }
    expect(await stockOf(test.db, few)).toBe(1);
    expect(await cartCount()).toBe(before);
  });

  it("refuses an order larger than its amounts can hold, before anything is kept", async () => {
    const madeToOrder = await insertTestProduct(test.db, { priceCents: 1_000_000, stock: null });
    const refused = await call(
      "POST",
      "/api/orders/create",
      {},
      orderBody({
        items: [{ productId: madeToOrder, quantity: 90_000 }],
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.json.error.message).toBe(orderMessages.tooLarge);
  });

  it("answers another caller's order as not found", async () => {
    const productId = await insertTestProduct(test.db);
    const { accessToken: bearer } = await register("order-owner@example.com");
    const placed = await call(
      "POST",
      "/api/orders/create",
      { bearer },
      orderBody({
        items: [{ productId }],
      }),
    );
    const id = placed.json.order.id;
    expect((await call("GET", `/api/orders/${id}`, { bearer })).status).toBe(200);
    const stranger = await register("order-stranger@example.com");
    expect((await call("GET", `/api/orders/${id}`, { bearer: stranger.accessToken })).status).toBe(
      404,
    );
    const guest = await call(
      "POST",
      "/api/orders/create",
      {},
      orderBody({ items: [{ productId }] }),
    );
    const guestId = guest.json.order.id;
    expect((await call("GET", `/api/orders/${guestId}?key=${guest.json.accessKey}`)).status).toBe(
      200,
    );
    expect((await call("GET", `/api/orders/${guestId}?key=${"x".repeat(43)}`)).status).toBe(404);
    expect((await call("GET", `/api/orders/${guestId}`, { bearer })).status).toBe(404);
  });
});

describe("a guest cart token for a customer's cart", () => {
  it("is never followed into an order by a guest", async () => {
    const productId = await insertTestProduct(test.db);
    const { customer } = await register("shared-computer@example.com");
    const token = await insertTestCart(test.db, [{ productId, quantity: 1 }], customer.id);
    const refused = await call("POST", "/api/orders/create", { cartToken: token }, orderBody());
    expect(refused.status).toBe(400);
    expect(refused.json.error.message).toBe(orderMessages.emptyCart);
  });
});

describe("a discount code on the cart API", () => {
  let buyers = 0;
  const ownBuyer = () => orderBody({ customerEmail: `code-buyer-${++buyers}@example.com` });

  it("applies, shows and removes a code; an order placed from the cart carries it", async () => {
    const productId = await insertTestProduct(test.db, { priceCents: 1000, stock: null });
    const { id, code } = await insertTestDiscount(test.db, { percentOff: 15, name: "Spring" });
    const { cartToken } = await guestCartWith(productId, 2);

    const applied = await call(
      "POST",
      "/api/cart/discount",
      { cartToken },
      { code: code?.toLowerCase() },
    );
    expect(applied.status).toBe(200);
    expect(applied.json.cart).toMatchObject({
      subtotal: 20,
      discountCode: code,
      discountCodeProblem: null,
      discounts: [{ name: "Spring", amount: 3 }],
      discount: 3,
      total: 17,
    });

    const placed = await call("POST", "/api/orders/create", { cartToken }, ownBuyer());
    expect(placed.status).toBe(201);
    expect(placed.json.order).toMatchObject({ subtotal: 20, discount: 3, total: 17 });
    expect(placed.json.order.items[0]).toMatchObject({ price: 10, discount: 3 });
    const [use] = await test.db.select().from(discountUses).where(eq(discountUses.discountId, id));
    expect(use?.orderId).toBe(placed.json.order.id);
  });

  it("says why a code does not apply, and that the cart no longer meets it", async () => {
    const productId = await insertTestProduct(test.db, { priceCents: 1000, stock: null });
    const { code } = await insertTestDiscount(test.db, { minSubtotalCents: 2000 });
    const { cartToken, cart } = await guestCartWith(productId, 1);

    const refused = await call("POST", "/api/cart/discount", { cartToken }, { code });
    expect(refused.status).toBe(400);
    const reason = "This code needs a subtotal of $20.00: add $10.00 more.";
    expect(refused.json.error).toMatchObject({
      message: reason,
      details: { discountCode: reason },
    });

    await call("PATCH", `/api/cart/items/${cart.items[0].lineId}`, { cartToken }, { quantity: 2 });
    expect((await call("POST", "/api/cart/discount", { cartToken }, { code })).status).toBe(200);
    const fewer = await call(
      "PATCH",
      `/api/cart/items/${cart.items[0].lineId}`,
      { cartToken },
      { quantity: 1 },
    );
    expect(fewer.json.cart).toMatchObject({
      discountCode: code,
      discountCodeProblem: reason,
      discount: 0,
    });
    const order = await call("POST", "/api/orders/create", { cartToken }, ownBuyer());
    expect(order.status).toBe(400);
    expect(order.json.error.details).toEqual({ discountCode: reason });

    const removed = await call("DELETE", "/api/cart/discount", { cartToken });
    expect(removed.json.cart).toMatchObject({ discountCode: null, discountCodeProblem: null });
    expect((await call("POST", "/api/orders/create", { cartToken }, ownBuyer())).status).toBe(201);
  });

  it("answers the 11th code in a minute from one address with one message", async () => {
    const productId = await insertTestProduct(test.db, { priceCents: 1000, stock: null });
    const { code } = await insertTestDiscount(test.db);
    const { cartToken } = await guestCartWith(productId);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const wrong = await call(
        "POST",
        "/api/cart/discount",
        { cartToken },
        { code: `NOPE${attempt}` },
      );
      expect(wrong.json.error.message).toBe(discountMessages.notValid);
    }
    const guarded = await call("POST", "/api/cart/discount", { cartToken }, { code });
    expect(guarded.status).toBe(429);
    expect(guarded.json.error.message).toBe(discountMessages.tooManyAttempts);
  });
});
