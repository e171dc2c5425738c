/**
 * A guest who follows spec §3 and §7 buys a download through the API and pays it at PayPal
 * (the simulator, over HTTP through the real client): with the order's access key, or with the
 * token of the cart that made the order (decisions.md 21). Nobody else can start paying it.
 */
import { randomUUID } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Hono } from "hono";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cartMessages } from "#server/cart/messages.ts";
import { orders, outboxEmails, productFiles } from "#server/db/schema.ts";
import { checkDownloadLink } from "#server/downloads/download-links.ts";
import { specItemMessages } from "#server/http/api/spec-item-names.ts";
import type { HttpEnv } from "#server/http/types.ts";
import { orderMessages } from "#server/orders/order-messages.ts";
import { type ApiCaller, callApi } from "#tests/support/api-shop.ts";
import { insertTestCart, insertTestProduct } from "#tests/support/fixtures/orders.ts";
import { startTestPayPal, type TestPayPal } from "#tests/support/fixtures/paypal.ts";
import { createCapturingLogger, listen } from "#tests/support/http-app.ts";
import { createPaymentsApi } from "#tests/support/payments-api.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let paypal: TestPayPal;
let app: Hono<HttpEnv>;
let shop: Awaited<ReturnType<typeof listen>>;

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

const call = (method: string, path: string, caller: ApiCaller = {}, body?: unknown) =>
  callApi(app, method, path, caller, body);

/** A download for sale, with its one file (the row only: no byte is served here). */
async function plannerForSale() {
  const productId = await insertTestProduct(test.db, {
    title: "Undated Planner (PDF)",
    kind: "digital",
    priceCents: 800,
    stock: null,
  });
  await test.db.insert(productFiles).values({
    productId,
    fileName: "undated-planner.pdf",
    contentType: "application/pdf",
    sizeBytes: 5000,
    storageKey: `downloads/${randomUUID()}.pdf`,
    sha256: "0".repeat(64),
  });
  return productId;
}

/** Spec §3's order creation payload for downloads: the buyer's name and country are enough. */
function orderBody(email: string, items?: unknown[]) {
  return {
    ...(items ? { items } : {}),
    shippingAddress: { firstName: "Gina", lastName: "Guest", country: "US" },
    shippingMethod: "standard",
    customerEmail: email,
    customerName: "Gina Guest",
    isGuest: true,
    createAccount: false,
  };
}

/** Spec §3's item, with the price and title the buyer saw and the acknowledgment in metadata. */
const specItem = (productId: number) => ({
  productId,
  quantity: 1,
  price: 0.01,
  title: "Anything at all",
  metadata: { digital_acknowledgment: true },
});

async function placeOrder(email: string, items?: unknown[], caller: ApiCaller = {}) {
  const created = await call("POST", "/api/orders/create", caller, orderBody(email, items));
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  return created.json as { order: { id: number; total: number }; accessKey: string };
}

/** Starts paying the order as `caller`, approves at the simulator and captures. */
async function pay(orderId: number, caller: ApiCaller, key?: string) {
  const started = await call("POST", "/api/payments/create-paypal-order", caller, {
    orderId,
    ...(key ? { key } : {}),
  });
  expect(started.status, JSON.stringify(started.json)).toBe(200);
  const { paypalOrderId, approvalUrl } = started.json;
  expect(approvalUrl).toContain(paypalOrderId);
  await paypal.approve(paypalOrderId);
  const captured = await call("POST", "/api/payments/capture", {}, { orderId, paypalOrderId });
  expect(captured.json).toEqual({ success: true, orderId, status: "paid" });
}

/** The download links of the order confirmation the guest was sent, once it is there. */
async function downloadLinksSentTo(email: string) {
  let text = "";
  await vi.waitFor(
    async () => {
      const [mail] = await test.db
        .select({ text: outboxEmails.text })
        .from(outboxEmails)
        .where(
          and(eq(outboxEmails.template, "order-confirmation"), eq(outboxEmails.toAddress, email)),
        )
        .orderBy(desc(outboxEmails.id))
        .limit(1);
      expect(mail).toBeDefined();
      text = mail?.text ?? "";
    },
    { timeout: 5000 },
  );
  return [...text.matchAll(/https:\/\/washi\.test(\/downloads\/\S+?)(?=[\s\])]|$)/g)].map(
    (match) => match[1] as string,
  );
}

/** The file a link gives, as the /downloads route checks it. */
async function fileOfLink(link: string) {
  const url = new URL(link, "https://washi.test");
  const [, , grantId, fileId] = url.pathname.split("/");
  const checked = await checkDownloadLink(test.db, {
    grantId,
    fileId,
    expires: url.searchParams.get("expires"),
    signature: url.searchParams.get("signature"),
  });
  return checked.refusal ?? checked.file.fileName;
}

async function expectDownloadFor(email: string) {
  const links = await downloadLinksSentTo(email);
  expect(links).toHaveLength(1);
  expect(await fileOfLink(links[0] as string)).toBe("undated-planner.pdf");
}

describe("a guest paying the download they ordered through the API", () => {
  it("orders spec §3's items, acknowledged in metadata, and pays with the access key the order answered", async () => {
    const productId = await plannerForSale();
    const { order, accessKey } = await placeOrder("key-holder@example.com", [specItem(productId)]);
    // The database's price, not the item's.
    expect(order.total).toBe(8);
    await pay(order.id, {}, accessKey);
    await expectDownloadFor("key-holder@example.com");
    const read = await call("GET", `/api/orders/${order.id}?key=${accessKey}`);
    expect(read.json.order).toMatchObject({ status: "paid", total: 8 });
  });

  it("orders the cart it filled under spec §3's names and pays with that cart's token, no key", async () => {
    const productId = await plannerForSale();
    const added = await call(
      "POST",
      "/api/cart/items",
      {},
      { productId, metadata: { digital_acknowledgment: true } },
    );
    expect(added.status, JSON.stringify(added.json)).toBe(201);
    const cartToken = added.headers.get("x-cart-token") as string;
    expect(cartToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { order } = await placeOrder("cart-holder@example.com", undefined, { cartToken });
    await pay(order.id, { cartToken });
    await expectDownloadFor("cart-holder@example.com");
  });
});

describe("an order nobody has proved is theirs", () => {
  it("is neither started at PayPal nor shown, by its id alone or with another guest's key or cart", async () => {
    const productId = await plannerForSale();
    const cartToken = await insertTestCart(test.db, [{ productId, quantity: 1 }]);
    const { order, accessKey } = await placeOrder("owner@example.com", undefined, { cartToken });
    const otherGuest = await placeOrder("other@example.com", [specItem(productId)]);
    const otherCart = await insertTestCart(test.db, [{ productId, quantity: 1 }]);

    const attempts: [string, ApiCaller, string | undefined][] = [
      ["no proof at all", {}, undefined],
      ["another guest's key", {}, otherGuest.accessKey],
      ["another cart's token", { cartToken: otherCart }, undefined],
      ["a made-up key", {}, "made-up-key-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"],
    ];
    for (const [who, caller, key] of attempts) {
      const refused = await call("POST", "/api/payments/create-paypal-order", caller, {
        orderId: order.id,
        ...(key ? { key } : {}),
      });
      expect(refused.status, who).toBe(404);
      expect(refused.json.error.message, who).toBe("Order not found");
      const read = await call("GET", `/api/orders/${order.id}?key=${key ?? ""}`, caller);
      expect([401, 404], who).toContain(read.status);
    }
    // The guest's own cart pays only the order it made: not another guest's listed items.
    const notTheirs = await call(
      "POST",
      "/api/payments/create-paypal-order",
      { cartToken },
      {
        orderId: otherGuest.order.id,
      },
    );
    expect(notTheirs.status).toBe(404);
    // Nothing reached PayPal for them; the owner's key still works.
    const [row] = await test.db
      .select({ paypalOrderId: orders.paypalOrderId })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(row).toEqual({ paypalOrderId: null });
    const owner = await call(
      "POST",
      "/api/payments/create-paypal-order",
      {},
      {
        orderId: order.id,
        key: accessKey,
      },
    );
    expect(owner.status).toBe(200);
  });

  it("is not paid with the token of a signed-in customer's cart, which only their bearer names", async () => {
    const registered = await call(
      "POST",
      "/api/auth/register",
      {},
      { email: "kai-pay@example.com", password: "Folded-Crane-Paper-5", firstName: "Kai" },
    );
    expect(registered.status).toBe(201);
    const { accessToken, customer } = registered.json;
    const productId = await plannerForSale();
    const cartToken = await insertTestCart(test.db, [{ productId, quantity: 1 }], customer.id);
    const { order } = await placeOrder("kai-pay@example.com", undefined, {
      bearer: accessToken,
    });
    const byToken = await call(
      "POST",
      "/api/payments/create-paypal-order",
      { cartToken },
      {
        orderId: order.id,
      },
    );
    expect(byToken.status).toBe(404);
    const byBearer = await call(
      "POST",
      "/api/payments/create-paypal-order",
      {
        bearer: accessToken,
      },
      { orderId: order.id },
    );
    expect(byBearer.status).toBe(200);
  });
});

describe("spec §3's metadata on an item", () => {
  it("refuses a download sent without any acknowledgment, with the cart's words", async () => {
    const productId = await plannerForSale();
    for (const metadata of [undefined, null, {}, { digital_acknowledgment: false }]) {
      const refused = await call(
        "POST",
        "/api/orders/create",
        {},
        orderBody("unsure@example.com", [{ productId, quantity: 1, metadata }]),
      );
      expect(refused.status, JSON.stringify(metadata)).toBe(400);
      expect(refused.json.error.message).toBe(cartMessages.digitalAcknowledgment);
    }
  });

  it("answers metadata of the wrong kind with a 400 naming the field, never a 500", async () => {
    const productId = await plannerForSale();
    const cases: [unknown, string, string][] = [
      [[{ productId, metadata: "yes" }], "items.0.metadata", specItemMessages.metadataInvalid],
      [[{ productId, metadata: [true] }], "items.0.metadata", specItemMessages.metadataInvalid],
      [
        [{ productId, metadata: { digital_acknowledgment: "yes" } }],
        "items.0.metadata.digital_acknowledgment",
        specItemMessages.acknowledgmentInvalid,
      ],
      [["a planner"], "items.0", specItemMessages.itemNotObject],
      ["a planner", "items", orderMessages.itemsInvalid],
    ];
    for (const [items, field, message] of cases) {
      const refused = await call(
        "POST",
        "/api/orders/create",
        {},
        {
          ...orderBody("odd@example.com"),
          items,
        },
      );
      expect(refused.status, JSON.stringify(items)).toBe(400);
      expect(refused.json.error).toMatchObject({ message, details: { [field]: message } });
    }
    const toCart = await call(
      "POST",
      "/api/cart/items",
      {},
      { productId, metadata: { digital_acknowledgment: 1 } },
    );
    expect(toCart.status).toBe(400);
    expect(toCart.json.error.details).toEqual({
      "metadata.digital_acknowledgment": specItemMessages.acknowledgmentInvalid,
    });
  });
});
