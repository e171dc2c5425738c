import { sql } from "drizzle-orm";
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HttpEnv } from "#server/http/types.ts";
import { getShopSettings } from "#server/shop/get-shop-settings.ts";
import {
  insertTestCart,
  insertTestProduct,
  testShippingAddress,
} from "#tests/support/fixtures/orders.ts";
import { startTestPayPal, type TestPayPal } from "#tests/support/fixtures/paypal.ts";
import { createCapturingLogger } from "#tests/support/http-app.ts";
import { createPaymentsApi } from "#tests/support/payments-api.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

// A database that has lost a table (orders, contact messages): every query on it fails as a
// real database would.
let test: TestDatabase;
let paypal: TestPayPal;
let app: Hono<HttpEnv>;
const logs = createCapturingLogger("error");

beforeAll(async () => {
  test = await createTestDatabase();
  paypal = await startTestPayPal(test.db, "http://127.0.0.1:9/unused");
  app = createPaymentsApi(test.db, paypal, { logger: logs.logger });
});
afterAll(async () => {
  await paypal?.close();
  await test?.close();
});

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return app.request(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

describe("a failure nobody foresaw on the checkout and payment endpoints", () => {
  it("answers 500 with the spec's fallback message and no detail of the fault", async () => {
    const productId = await insertTestProduct(test.db, { priceCents: 500 });
    const cartToken = await insertTestCart(test.db, [{ productId, quantity: 1 }]);
    await test.db.execute(sql`alter table orders rename to orders_unreachable`);
    try {
      const answers = {
        "Failed to create order": await post(
          "/api/orders/create",
          {
            customerEmail: "buyer@example.com",
            customerName: "Mina Park",
            shippingAddress: testShippingAddress,
          },
          { Cookie: `washi_cart=${cartToken}` },
        ),
        "Failed to create PayPal order": await post("/api/payments/create-paypal-order", {
          orderId: 1,
        }),
        "Failed to capture payment": await post("/api/payments/capture", {
          orderId: 1,
          paypalOrderId: "5O190127TN364715T",
        }),
      };
      for (const [message, response] of Object.entries(answers)) {
        expect(response.status).toBe(500);
        const text = await response.text();
        expect(JSON.parse(text)).toEqual({ error: { code: "internal", message } });
        expect(text).not.toMatch(/orders|relation|sql/i);
      }
      expect(logs.lines.filter((line) => line.msg === "api error")).toHaveLength(3);
    } finally {
      await test.db.execute(sql`alter table orders_unreachable rename to orders`);
    }
  });
});

describe("a failure nobody foresaw on the catalogue and order reads", () => {
  async function expectFailure(table: string, answers: Record<string, string>) {
    await test.db.execute(sql.raw(`alter table ${table} rename to ${table}_unreachable`));
    try {
      for (const [path, message] of Object.entries(answers)) {
        const bearer = `Bearer ${"t".repeat(43)}`;
        const response = await app.request(path, { headers: { authorization: bearer } });
        expect({ path, status: response.status }).toEqual({ path, status: 500 });
        const text = await response.text();
        expect(JSON.parse(text)).toEqual({ error: { code: "internal", message } });
        expect(text).not.toMatch(new RegExp(`${table}_|relation|sql|stack`, "i"));
      }
    } finally {
      await test.db.execute(sql.raw(`alter table ${table}_unreachable rename to ${table}`));
    }
  }

  it("answers each read with the spec's words (§8)", async () => {
    await expectFailure("products", {
      "/api/products?page=1": "Failed to fetch products.",
      "/api/products/sleepy-cats": "Failed to fetch product.",
      "/api/products/search?q=cats": "Failed to search products.",
      "/api/products/featured": "Failed to fetch featured products.",
    });
    // The bearer token is read first: without its table every order read fails.
    await expectFailure("api_tokens", {
      "/api/orders/7": "Failed to fetch order",
      "/api/orders/customer": "Failed to fetch orders",
    });
  });
});

describe("a failure nobody foresaw on POST /api/contact", () => {
  const message = {
    fullName: "Ana López",
    email: "ana@example.com",
    message: "Do you make custom bookmarks?",
  };

  it("answers 500 with the contact page's words and the shop's address (spec §8)", async () => {
    const { ownerEmail } = await getShopSettings(test.db);
    const logged = logs.lines.length;
    await test.db.execute(sql`alter table contact_messages rename to contact_messages_unreachable`);
    try {
      const response = await post("/api/contact", message);
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({
        error: {
          code: "internal",
          message: `Failed to send message. Please try again or email us directly at ${ownerEmail}`,
        },
      });
      expect(text).not.toMatch(/contact_messages|relation|sql|stack/i);
      const lines = logs.lines.slice(logged);
      expect(lines.filter((line) => line.msg === "api error")).toHaveLength(1);
    } finally {
      await test.db.execute(
        sql`alter table contact_messages_unreachable rename to contact_messages`,
      );
    }
  });

  it("gives the API's generic answer when the shop's address cannot be read either", async () => {
    await test.db.execute(sql`alter table contact_messages rename to contact_messages_unreachable`);
    await test.db.execute(sql`alter table shop_settings rename to shop_settings_unreachable`);
    try {
      const response = await post("/api/contact", message);
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({
        error: { code: "internal", message: "An unexpected error occurred" },
      });
    } finally {
      await test.db.execute(sql`alter table shop_settings_unreachable rename to shop_settings`);
      await test.db.execute(
        sql`alter table contact_messages_unreachable rename to contact_messages`,
      );
    }
  });

  it("keeps the 400 answer of refused input", async () => {
    const refused = await post("/api/contact", { ...message, email: "ana@" });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.message).toBe("Please enter a valid email address");
  });
});
