import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { orderItems, orders } from "#server/db/schema.ts";
import { createTestHttpApp } from "#tests/support/http-app.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let app: ReturnType<typeof createTestHttpApp>["app"];
let logLines: ReturnType<typeof createTestHttpApp>["logLines"];

beforeAll(async () => {
  test = await createTestDatabase();
  ({ app, logLines } = createTestHttpApp({ database: test.handle, dataDir: test.dataDir }));
});
afterAll(() => test?.close());
beforeEach(() => test.db.execute(sql`delete from rate_limit_events`));

const PASSWORD = "Folded-Crane-Paper-5";

function call(method: string, path: string, token?: string, body?: unknown) {
  return app.request(path, {
    method,
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function register(email: string) {
  const response = await call("POST", "/api/auth/register", undefined, {
    email,
    password: PASSWORD,
    firstName: "Kai",
    lastName: "Ono",
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { accessToken: string; customer: { id: number } };
}

const address = {
  firstName: "Kai",
  lastName: "Ono",
  addressLine1: "12 Lantern Street",
  city: "Portland",
  stateProvince: "OR",
  postalCode: "97201",
  country: "US",
};

describe("PUT /api/customers/{id}", () => {
  it("changes one's own names, phone and preferences", async () => {
    const { accessToken, customer } = await register("kai@example.com");
    const response = await call("PUT", `/api/customers/${customer.id}`, accessToken, {
      email: "KAI@example.com",
      firstName: "Kaito",
      phone: "555 0123",
      emailPreferences: { newsletter: true },
    });
    expect(response.status).toBe(200);
    expect((await response.json()).customer).toMatchObject({
      firstName: "Kaito",
      lastName: "Ono",
      phone: "555 0123",
      emailPreferences: { marketing: false, orderUpdates: true, newsletter: true },
    });
  });

  it("refuses another customer's record, a new email and bad data", async () => {
    const mine = await register("own@example.com");
    const theirs = await register("theirs@example.com");
    const other = await call("PUT", `/api/customers/${theirs.customer.id}`, mine.accessToken, {
      firstName: "Mallory",
    });
    expect(other.status).toBe(403);
    const me = await call("GET", "/api/auth/me", theirs.accessToken);
    expect((await me.json()).customer.firstName).toBe("Kai");

    const email = await call("PUT", `/api/customers/${mine.customer.id}`, mine.accessToken, {
      email: "new@example.com",
    });
    expect(email.status).toBe(400);
    expect((await email.json()).error.message).toBe("Email cannot be changed");

    const bad = await call("PUT", `/api/customers/${mine.customer.id}`, mine.accessToken, {
      firstName: "  ",
    });
    expect(bad.status).toBe(400);
    const { error } = await bad.json();
    expect(error.message).toBe("Invalid profile data");
    expect(error.details.firstName).toBe("First name is required");

    const anonymous = await call("PUT", `/api/customers/${mine.customer.id}`, undefined, {
      firstName: "X",
    });
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).error.message).toBe("Not authenticated");
  });
});

describe("/api/customers/email-preferences", () => {
  it("reads the defaults of decisions.md 7 and saves new ones", async () => {
    const { accessToken } = await register("prefs@example.com");
    const read = await call("GET", "/api/customers/email-preferences", accessToken);
    expect(await read.json()).toEqual({
      success: true,
      preferences: { marketing: false, orderUpdates: true, newsletter: false },
    });
    const saved = await call("PUT", "/api/customers/email-preferences", accessToken, {
      marketing: true,
      orderUpdates: false,
      newsletter: true,
    });
    expect((await saved.json()).preferences).toEqual({
      marketing: true,
      orderUpdates: false,
      newsletter: true,
    });
    const bad = await call("PUT", "/api/customers/email-preferences", accessToken, {
      marketing: "yes",
    });
    expect(bad.status).toBe(400);
    expect((await call("GET", "/api/customers/email-preferences")).status).toBe(401);
  });
});

describe("/api/customers/details", () => {
  it("saves and reads the phone and shipping address", async () => {
    const { accessToken } = await register("details@example.com");
    const empty = await call("GET", "/api/customers/details", accessToken);
    expect(await empty.json()).toEqual({
      success: true,
      data: { phone: null, shipping_address: null },
    });
    const saved = await call("PUT", "/api/customers/details", accessToken, {
      phone: "555 0144",
      shipping_address: { ...address, addressLine2: "" },
    });
    expect(saved.status).toBe(200);
    const read = await call("GET", "/api/customers/details", accessToken);
    expect((await read.json()).data).toEqual({ phone: "555 0144", shipping_address: address });
  });

  it("refuses a missing address field with the checkout's messages", async () => {
    const { accessToken } = await register("details-bad@example.com");
    const messages: Record<string, string> = {
      firstName: "First name is required",
      lastName: "Last name is required",
      addressLine1: "Address is required",
      city: "City is required",
      stateProvince: "State/Province is required",
      postalCode: "Postal code is required",
      country: "Country is required",
    };
    for (const [field, message] of Object.entries(messages)) {
      const response = await call("PUT", "/api/customers/details", accessToken, {
        shipping_address: { ...address, [field]: " " },
      });
      expect(response.status).toBe(400);
      const { error } = await response.json();
      expect(error.message).toBe(message);
      expect(error.details[`shipping_address.${field}`]).toBe(message);
    }
  });
});

describe("control characters", () => {
  const unusual = "Please remove unusual characters";

  it("refuses NUL in a registration's name with a 400 on that field", async () => {
    const response = await call("POST", "/api/auth/register", undefined, {
      email: "nul-name@example.com",
      password: PASSWORD,
      firstName: "A\u0000B",
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.details.firstName).toBe(unusual);
    const simple = await call("POST", "/api/auth/simple-register", undefined, {
      email: "nul-simple@example.com",
      password: PASSWORD,
      name: "Ana\u0007 Tan",
    });
    expect(simple.status).toBe(400);
  });

  it("refuses NUL in the address and the profile, never a 500", async () => {
    const { accessToken, customer } = await register("nul-details@example.com");
    const details = await call("PUT", "/api/customers/details", accessToken, {
      shipping_address: { ...address, addressLine1: "12 Lantern\u0000 Street" },
    });
    expect(details.status).toBe(400);
    expect((await details.json()).error.details["shipping_address.addressLine1"]).toBe(unusual);
    const profile = await call("PUT", `/api/customers/${customer.id}`, accessToken, {
      lastName: "\u0000",
    });
    expect(profile.status).toBe(400);
    expect((await profile.json()).error.details.lastName).toBe(unusual);
    const login = await call("POST", "/api/auth/login", undefined, {
      email: "nul-details@example.com\u0000",
      password: PASSWORD,
    });
    expect(login.status).toBe(400);
  });
});

describe("GET /api/orders/customer", () => {
  it("lists one's own 20 most recent orders, newest first, and nobody else's", async () => {
    const mine = await register("orders@example.com");
    const theirs = await register("orders-other@example.com");
    const start = Date.UTC(2026, 0, 1);
    for (let index = 0; index < 22; index++) {
      const [order] = await test.db
        .insert(orders)
        .values({
          orderNumber: `W-TEST-${index}`,
          customerId: mine.customer.id,
          customerEmail: "orders@example.com",
          customerName: "Kai Ono",
          shippingAddress: address,
          subtotalCents: 450 * (index + 1),
          totalCents: 450 * (index + 1),
          status: "shipped",
          trackingNumber: "9400",
          trackingCarrier: "USPS",
          createdAt: new Date(start + index * 86_400_000),
        })
        .returning({ id: orders.id });
      await test.db.insert(orderItems).values({
        orderId: order?.id ?? 0,
        title: "Sleepy Cats Sticker Sheet",
        unitPriceCents: 450,
        quantity: index + 1,
      });
    }
    await test.db.insert(orders).values({
      orderNumber: "W-OTHER-1",
      customerId: theirs.customer.id,
      customerEmail: "orders-other@example.com",
      customerName: "Other",
      shippingAddress: address,
      subtotalCents: 100,
      totalCents: 100,
    });

    const response = await call("GET", "/api/orders/customer", mine.accessToken);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.orders).toHaveLength(20);
    expect(body.orders[0]).toMatchObject({
      orderNumber: "W-TEST-21",
      total: 99,
      status: "shipped",
      trackingCarrier: "USPS",
      items: [{ title: "Sleepy Cats Sticker Sheet", quantity: 22, price: 4.5 }],
    });
    expect(body.orders.at(-1).orderNumber).toBe("W-TEST-2");

    const other = await call("GET", "/api/orders/customer", theirs.accessToken);
    expect((await other.json()).orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([
      "W-OTHER-1",
    ]);
    for (const token of [undefined, "expired-or-made-up"]) {
      const refused = await call("GET", "/api/orders/customer", token);
      expect(refused.status).toBe(401);
      expect((await refused.json()).error.message).toBe("Please sign in to view your orders.");
    }
  });
});

describe("sign-in rate limit", () => {
  it("refuses the 11th failed attempt in the window with 429 and logs a warning, never the password", async () => {
    await register("limited@example.com");
    const wrong = "Wrong-Guess-Number-1";
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await call("POST", "/api/auth/login", undefined, {
        email: "limited@example.com",
        password: wrong,
      });
      expect(response.status).toBe(401);
    }
    const refused = await call("POST", "/api/auth/simple-login", undefined, {
      email: "Limited@Example.com",
      password: PASSWORD,
    });
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.message).toBe(
      "Too many sign-in attempts. Please wait 15 minutes and try again.",
    );
    const warnings = logLines.filter((line) => line.level === 40 && /sign-in/.test(line.msg));
    expect(warnings).toHaveLength(1);
    const text = JSON.stringify(logLines);
    expect(text).not.toContain(wrong);
    expect(text).not.toContain(PASSWORD);
  });
});
