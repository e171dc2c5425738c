import { eq, sql } from "drizzle-orm";
import type { Hono } from "hono";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { orders, outboxEmails, paypalWebhookEvents } from "#server/db/schema.ts";
import type { HttpEnv } from "#server/http/types.ts";
import { writeShopSettings } from "#server/shop/write-shop-settings.ts";
import {
  insertTestCart,
  insertTestProduct,
  testShippingAddress,
} from "#tests/support/fixtures/orders.ts";
import { startTestPayPal, type TestPayPal } from "#tests/support/fixtures/paypal.ts";
import { createCapturingLogger, listen } from "#tests/support/http-app.ts";
import { createPaymentsApi } from "#tests/support/payments-api.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let paypal: TestPayPal;
let app: Hono<HttpEnv>;
let shop: Awaited<ReturnType<typeof listen>>;
const PASSWORD = "Folded-Crane-Paper-5";

beforeAll(async () => {
  test = await createTestDatabase();
  let served: Hono<HttpEnv> | undefined;
  shop = await listen({
    fetch: (request) => {
      if (!served) throw new Error("not ready");
      return served.fetch(request);
    },
  });
  paypal = await startTestPayPal(test.db, `${shop.url}/api/payments/paypal/webhook`);
  const { logger } = createCapturingLogger("warn");
  app = createPaymentsApi(test.db, paypal, { logger, ownerEmail: "maker@washi.test" });
  served = app;
});
afterAll(async () => {
  await paypal?.close();
  await shop?.close();
  await test?.close();
});
beforeEach(() => test.db.execute(sql`delete from rate_limit_events`));

function call(
  method: string,
  path: string,
  options: { token?: string; cart?: string; body?: unknown } = {},
) {
  return app.request(path, {
    method,
    headers: {
      "content-type": "application/json",
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.cart ? { cookie: `washi_cart=${options.cart}` } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
}

async function register(email: string) {
  const response = await call("POST", "/api/auth/register", {
    body: { email, password: PASSWORD, firstName: "Kai", lastName: "Ono" },
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { accessToken: string; customer: { id: number } };
}

/** The spec's order-creation payload without items: the order is the cart's. */
function orderPayload(overrides: Record<string, unknown> = {}) {
  const { addressLine1, addressLine2, stateProvince, postalCode, ...rest } = testShippingAddress;
  const address = {
    ...rest,
    address1: addressLine1,
    address2: addressLine2,
    state: stateProvince,
    zipCode: postalCode,
  };
  return {
    total: 0.01,
    shippingAddress: address,
    billingAddress: address,
    shippingMethod: "standard",
    customerEmail: "guest@example.com",
    customerName: "Gina Guest",
    customerPhone: "555 0199",
    isGuest: true,
    createAccount: false,
    ...overrides,
  };
}

async function placeGuestOrder(email = "guest@example.com") {
  const productId = await insertTestProduct(test.db, {
    title: "Kraft Notebook",
    priceCents: 1800,
    stock: 9,
  });
  const cart = await insertTestCart(test.db, [{ productId, quantity: 2 }]);
  const response = await call("POST", "/api/orders/create", {
    cart,
    body: orderPayload({ customerEmail: email }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as {
    order: { id: number; orderNumber: string; total: number };
    accessKey: string;
  };
}

describe("POST /api/orders/create", () => {
  it("makes the order from the cart cookie when no items are listed, priced by the database, whatever total is sent", async () => {
    const { order, accessKey } = await placeGuestOrder();
    expect(order).toMatchObject({
      total: 36,
      status: "pending_payment",
      items: [{ title: "Kraft Notebook", quantity: 2, price: 18 }],
      shippingAddress: { street: "12 Lantern Street", state: "OR", zip: "97201", country: "US" },
    });
    expect(accessKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("gives a personalised line its words back, as typed, when the order is read", async () => {
    const productId = await insertTestProduct(test.db, { title: "Custom Painted Banner" });
    const personalisation = [
      { label: "Banner text", value: "Happy 30th, Mina! 🎉" },
      { label: "Colour", value: "Sage" },
    ];
    const cart = await insertTestCart(test.db, [{ productId, quantity: 1, personalisation }]);
    const created = await call("POST", "/api/orders/create", {
      cart,
      body: orderPayload(),
    });
    expect(created.status).toBe(201);
    const { order, accessKey } = await created.json();
    const read = await call("GET", `/api/orders/${order.id}?key=${accessKey}`);
    expect((await read.json()).order.items).toEqual([
      {
        productId,
        title: "Custom Painted Banner",
        quantity: 1,
        price: 4.5,
        discount: 0,
        tax: 0,
        taxRate: 0,
        personalisation,
      },
    ]);
  });

  it("answers a cart that costs nothing already paid, and a freebie twice with a 409", async () => {
    const productId = await insertTestProduct(test.db, { title: "Free Wallpaper", priceCents: 0 });
    const body = orderPayload({ customerEmail: "free@example.com" });
    const order = async () =>
      call("POST", "/api/orders/create", {
        cart: await insertTestCart(test.db, [{ productId, quantity: 1 }]),
        body,
      });
    const first = await order();
    expect(first.status).toBe(201);
    expect((await first.json()).order).toMatchObject({ status: "paid", total: 0 });
    const again = await order();
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe(
      '"Free Wallpaper" is free once per e-mail address, and this address has had it already.',
    );
  });

  it("answers the spec's messages keyed by dotted path", async () => {
    const productId = await insertTestProduct(test.db);
    const cart = await insertTestCart(test.db, [{ productId, quantity: 1 }]);
    const response = await call("POST", "/api/orders/create", {
      cart,
      body: orderPayload({
        customerEmail: "nope",
        customerName: "",
        shippingAddress: {
          firstName: "",
          lastName: "Ono",
          address1: "",
          city: "X",
          state: "",
          zipCode: "1",
          country: "US",
        },
      }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: "bad_request",
        message: "Please fix the validation errors above",
        details: {
          customerEmail: "Invalid email address",
          customerName: "Name is required",
          "shippingAddress.firstName": "First name is required",
          "shippingAddress.addressLine1": "Address is required",
          "shippingAddress.stateProvince": "State/Province is required",
          "shippingAddress.postalCode": "ZIP code should look like 95014",
        },
      },
    });
  });

  it("refuses a country the shop does not ship to, naming it", async () => {
    await writeShopSettings(test.db, { unservedCountries: ["KP"] });
    const productId = await insertTestProduct(test.db);
    const cart = await insertTestCart(test.db, [{ productId, quantity: 1 }]);
    const response = await call("POST", "/api/orders/create", {
      cart,
      body: orderPayload({
        shippingAddress: {
          ...testShippingAddress,
          city: "Pyongyang",
          stateProvince: "",
          postalCode: "",
          country: "KP",
        },
      }),
    });
    await writeShopSettings(test.db, { unservedCountries: [] });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: {
        message: "Sorry, we don't ship to North Korea",
        details: { "shippingAddress.country": "Sorry, we don't ship to North Korea" },
      },
    });
    const toKorea = sql`${orders.shippingAddress}->>'country' = 'KP'`;
    expect(await test.db.select().from(orders).where(toKorea)).toHaveLength(0);
  });

  it("refuses an empty cart", async () => {
    const response = await call("POST", "/api/orders/create", { body: orderPayload() });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe("Your cart is empty");
  });
});

describe("GET /api/orders/{id}", () => {
  it("shows an order to its customer or its key holder; asks anyone else to sign in, or answers 404", async () => {
    const owner = await register("owner-api@example.com");
    const stranger = await register("stranger-api@example.com");
    const productId = await insertTestProduct(test.db);
    const cart = await insertTestCart(test.db, [{ productId, quantity: 1 }], owner.customer.id);
    const created = await call("POST", "/api/orders/create", {
      token: owner.accessToken,
      cart,
      body: orderPayload({ customerEmail: undefined }),
    });
    expect(created.status).toBe(201);
    const { order } = (await created.json()) as { order: { id: number; customerEmail: string } };
    expect(order.customerEmail).toBe("owner-api@example.com");

    const mine = await call("GET", `/api/orders/${order.id}`, { token: owner.accessToken });
    expect(mine.status).toBe(200);
    expect((await mine.json()).order.id).toBe(order.id);
    const stranger404 = await call("GET", `/api/orders/${order.id}`, {
      token: stranger.accessToken,
    });
    expect(stranger404.status).toBe(404);
    expect((await stranger404.json()).error.message).toBe("Order not found");
    // Without a token or a key, or with a token that has expired: the spec's 401 (§8).
    for (const token of [undefined, "expired-or-made-up"]) {
      const response = await call("GET", `/api/orders/${order.id}`, { token });
      expect(response.status).toBe(401);
      expect((await response.json()).error.message).toBe(
        "Please sign in to view your order details.",
      );
    }

    const guest = await placeGuestOrder("keyholder@example.com");
    expect((await call("GET", `/api/orders/${guest.order.id}?key=${guest.accessKey}`)).status).toBe(
      200,
    );
    expect((await call("GET", `/api/orders/${guest.order.id}`)).status).toBe(401);
    expect(
      (await call("GET", `/api/orders/${guest.order.id}?key=wrong-key-aaaaaaaaaaaaaaaaaaaaaa`))
        .status,
    ).toBe(404);
    expect(
      (await call("GET", `/api/orders/${guest.order.id}`, { token: stranger.accessToken })).status,
    ).toBe(404);
    expect((await call("GET", "/api/orders/999999?key=x")).status).toBe(404);
  });
});

describe("the payment endpoints", () => {
  it("gives the PayPal configuration without any secret", async () => {
    const response = await call("GET", "/api/payments/config");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      provider: "paypal",
      mode: "simulator",
      clientId: "washi-simulator-client",
      currency: "USD",
    });
  });

  it("pays an order: PayPal order for the key holder, capture, then the webhook changes nothing more", async () => {
    const { order, accessKey } = await placeGuestOrder("payer@example.com");
    const refused = await call("POST", "/api/payments/create-paypal-order", {
      body: { orderId: order.id },
    });
    expect(refused.status).toBe(404);

    const started = await call("POST", "/api/payments/create-paypal-order", {
      body: { orderId: order.id, key: accessKey },
    });
    expect(started.status).toBe(200);
    const { paypalOrderId, approvalUrl } = (await started.json()) as {
      paypalOrderId: string;
      approvalUrl: string;
    };
    expect(approvalUrl).toContain(paypalOrderId);
    await paypal.approve(paypalOrderId);

    const mailsBefore = await test.db
      .select()
      .from(outboxEmails)
      .where(sql`${outboxEmails.subject} like ${`%${order.orderNumber}%`}`);
    expect(mailsBefore).toEqual([]);
    const captured = await call("POST", "/api/payments/capture", {
      body: { orderId: order.id, paypalOrderId },
    });
    expect(captured.status).toBe(200);
    expect(await captured.json()).toEqual({ success: true, orderId: order.id, status: "paid" });

    // The simulator's signed PAYMENT.CAPTURE.COMPLETED reaches the listener and is recorded.
    await vi.waitFor(
      async () => {
        const events = await test.db.select().from(paypalWebhookEvents);
        expect(events.some((event) => event.eventType === "PAYMENT.CAPTURE.COMPLETED")).toBe(true);
      },
      { timeout: 5000 },
    );
    const [row] = await test.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe("paid");
    const mails = await test.db
      .select({ template: outboxEmails.template })
      .from(outboxEmails)
      .where(sql`${outboxEmails.subject} like ${`%${order.orderNumber}%`}`);
    expect(mails.map((mail) => mail.template).sort()).toEqual([
      "new-order-owner",
      "order-confirmation",
    ]);
  });

  it("takes a redelivered webhook event three times and applies it once", async () => {
    const { order, accessKey } = await placeGuestOrder("redeliver@example.com");
    const started = await call("POST", "/api/payments/create-paypal-order", {
      body: { orderId: order.id, key: accessKey },
    });
    const { paypalOrderId } = (await started.json()) as { paypalOrderId: string };
    await paypal.approve(paypalOrderId);
    // Captured without the buyer coming back: only the webhook can tell the shop.
    await paypal.client.captureOrder(paypalOrderId, { requestId: `outside-${order.id}` });
    let eventId = "";
    await vi.waitFor(
      async () => {
        const [row] = await test.db.select().from(orders).where(eq(orders.id, order.id));
        expect(row?.status).toBe("paid");
        const [event] = await test.db
          .select()
          .from(paypalWebhookEvents)
          .where(eq(paypalWebhookEvents.resourceId, row?.paypalCaptureId ?? ""));
        eventId = event?.eventId ?? "";
        expect(eventId).not.toBe("");
      },
      { timeout: 5000 },
    );
    for (let i = 0; i < 3; i++) {
      const resend = await fetch(`${paypal.simulatorUrl}/simulator/webhooks/resend`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ event_id: eventId }),
      });
      expect(await resend.json()).toEqual({ event_id: eventId, status: 200 });
    }
    const mails = await test.db
      .select()
      .from(outboxEmails)
      .where(sql`${outboxEmails.subject} like ${`%${order.orderNumber}%`}`);
    expect(mails).toHaveLength(2);
  });

  it("refuses a webhook whose signature does not verify", async () => {
    const response = await call("POST", "/api/payments/paypal/webhook", {
      body: { id: "WH-FORGED", event_type: "PAYMENT.CAPTURE.COMPLETED", resource: {} },
    });
    expect(response.status).toBe(400);
    const [event] = await test.db
      .select()
      .from(paypalWebhookEvents)
      .where(eq(paypalWebhookEvents.eventId, "WH-FORGED"));
    expect(event).toBeUndefined();
  });

  it("answers a capture of an unknown pairing with 404 and bad bodies with 400", async () => {
    const unknown = await call("POST", "/api/payments/capture", {
      body: { orderId: 999999, paypalOrderId: "ABC123" },
    });
    expect(unknown.status).toBe(404);
    const bad = await call("POST", "/api/payments/capture", { body: { orderId: "x" } });
    expect(bad.status).toBe(400);
  });
});
