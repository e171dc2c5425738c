// @gate-pglite (tests/README.md): the OpenAPI document does not depend on the engine.
import { Ajv2020 } from "ajv/dist/2020.js";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { balanceMessages } from "#server/balances/balance-messages.ts";
import { shopDay } from "#server/lib/zoned-time.ts";
import { giftMessages } from "#server/mail-club/gifts/gift-messages.ts";
import { subscriptionMessages } from "#server/mail-club/subscriptions/subscription-messages.ts";
import { ensureSimulatorPlan } from "#server/paypal-simulator/simulator-plans.ts";
import { insertTestGiftCard, insertTestGiftCardProduct } from "#tests/support/fixtures/balances.ts";
import { insertTestCatalogue } from "#tests/support/fixtures/catalogue.ts";
import { setTestGiftPrices } from "#tests/support/fixtures/gifts.ts";
import {
  insertTestCart,
  insertTestProduct,
  testCheckoutForm,
  testShippingAddress,
} from "#tests/support/fixtures/orders.ts";
import { startTestPayPal } from "#tests/support/fixtures/paypal.ts";
import { createCapturingLogger, createTestHttpApp } from "#tests/support/http-app.ts";
import { createPaymentsApi } from "#tests/support/payments-api.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

interface Operation {
  parameters?: { name: string }[];
  responses: Record<string, { content?: Record<string, { schema: unknown; example?: unknown }> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

let test: TestDatabase;
let app: ReturnType<typeof createTestHttpApp>["app"];
let document: Document;
let ajv: Ajv2020;

beforeAll(async () => {
  test = await createTestDatabase();
  await insertTestCatalogue(test.db);
  app = createTestHttpApp({ database: test.handle, dataDir: test.dataDir }).app;
  const response = await app.request("/api/openapi.json");
  expect(response.status).toBe(200);
  document = await response.json();
  ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema({ ...document, $id: "openapi.json" });
});
afterAll(() => test?.close());

/** The API with the payment and Mail Club endpoints, paying through the PayPal simulator. */
/** Validates a served answer against the schema the document gives its path, method and status. */
async function expectDocumented(path: string, url: string, method = "get") {
  return expectAnswerDocumented(path, await app.request(url), method, url);
}

async function expectAnswerDocumented(
  path: string,
  response: Response,
  method: string,
  url = path,
) {
  const operation = document.paths[path]?.[method];
  expect(operation, `${method} ${path} is documented`).toBeDefined();
  const documented = operation?.responses[String(response.status)];
  expect(documented, `${method} ${path} documents status ${response.status}`).toBeDefined();
  const schema = documented?.content?.["application/json"]?.schema;
  const body = await response.json();
  const escapedPath = path.replaceAll("~", "~0").replaceAll("/", "~1");
  const validate = ajv.getSchema(
    `openapi.json#/paths/${escapedPath}/${method}/responses/${response.status}/content/application~1json/schema`,
  );
  expect(schema && validate, "a JSON schema for the answer").toBeTruthy();
  const valid = validate?.(body);
  expect(validate?.errors ?? [], `${url}: ${JSON.stringify(body).slice(0, 300)}`).toEqual([]);
  expect(valid).toBe(true);
  return response.status;
}

describe("the OpenAPI document", () => {
  it("is OpenAPI 3.1 and lists every endpoint the API serves", () => {
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths).sort()).toEqual(
      [
        "/api/products",
        "/api/products/filters",
        "/api/products/search",
        "/api/products/featured",
        "/api/products/{key}",
        "/api/openapi.json",
        "/api/docs",
        "/healthz",
        "/readyz",
        "/api/auth/simple-register",
        "/api/auth/simple-login",
        "/api/auth/simple-logout",
        "/api/auth/simple-me",
        "/api/auth/register",
        "/api/auth/login",
        "/api/auth/logout",
        "/api/auth/me",
        "/api/auth/refresh",
        "/api/auth/password-reset/request",
        "/api/auth/password-reset/reset",
        "/api/cart/discount",
        "/api/auth/change-password",
        "/api/customers/{id}",
        "/api/customers/email-preferences",
        "/api/customers/details",
        "/api/customers/downloads",
        "/api/orders/customer",
        "/api/orders/create",
        "/api/orders/{id}",
        "/api/payments/config",
        "/api/payments/create-paypal-order",
        "/api/payments/capture",
        "/api/payments/paypal/webhook",
        "/api/subscriptions/create",
        "/api/subscriptions/confirm",
        "/api/subscriptions/me",
        "/api/subscriptions/cancel",
        "/api/subscriptions/delivery-address",
        "/api/contact",
        "/api/newsletter",
        "/api/address-formats",
        "/api/address-formats/{country}",
        "/api/shipping-options",
        "/api/cart",
        "/api/cart/items",
        "/api/cart/items/{lineId}",
        "/api/cart/tax",
        "/api/subscriptions/skip",
        "/api/subscriptions/pause",
        "/api/subscriptions/resume",
        "/api/mail-club/gift-options",
        "/api/mail-club/gifts",
        "/api/gift-cards",
        "/api/gift-cards/balance",
        "/api/customers/store-credit",
      ].sort(),
    );
    expect(document.paths["/api/products"]?.get?.parameters?.map((p) => p.name)).toEqual([
      "product_types",
      "product_type",
      "sub_categories",
      "sub_category",
      "topic_categories",
      "topic_category",
      "search",
      "min_price",
      "max_price",
      "is_active",
      "page",
      "pageSize",
      "sort",
    ]);
  });

  it("describes the real answers of every catalogue endpoint", async () => {
    const cases: [string, string][] = [
      ["/api/products", "/api/products"],
      ["/api/products", "/api/products?product_types=stickers&sort=price-low&pageSize=2&page=2"],
      ["/api/products", "/api/products?search=stikcer"],
      ["/api/products", "/api/products?pageSize=0"],
      ["/api/products/filters", "/api/products/filters?topic_categories=cats"],
      ["/api/products/filters", "/api/products/filters?is_active=false"],
      ["/api/products/search", "/api/products/search?q=bookmark&limit=3"],
      ["/api/products/search", "/api/products/search?q="],
      ["/api/products/featured", "/api/products/featured"],
      ["/api/products/featured", "/api/products/featured?limit=500"],
      ["/api/products/{key}", "/api/products/STK-001"],
      ["/api/products/{key}", "/api/products/plain-linen-bookmark"],
      ["/api/products/{key}", "/api/products/MC-USA-MONTHLY"],
      ["/api/products/{key}", "/api/products/no-such-product"],
      ["/healthz", "/healthz"],
      ["/readyz", "/readyz"],
    ];
    const statuses = new Set<number>();
    for (const [path, url] of cases) statuses.add(await expectDocumented(path, url));
    expect([...statuses].sort()).toEqual([200, 400, 404]);
  });

  it("describes the real answers of the address and postage endpoints", async () => {
    const cases: [string, string][] = [
      ["/api/address-formats", "/api/address-formats"],
      ["/api/address-formats/{country}", "/api/address-formats/jp"],
      ["/api/address-formats/{country}", "/api/address-formats/XX"],
      ["/api/shipping-options", "/api/shipping-options?country=DE"],
      ["/api/shipping-options", "/api/shipping-options?country=OTHER"],
    ];
    const statuses = new Set<number>();
    for (const [path, url] of cases) statuses.add(await expectDocumented(path, url));
    expect([...statuses].sort()).toEqual([200, 400, 404]);
  });

  it("describes the real answers of every account endpoint", async () => {
    const send = (method: string, url: string, body?: unknown, token?: string) =>
      app.request(url, {
        method,
        headers: {
          "content-type": "application/json",
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const statuses = new Set<number>();
    const check = async (path: string, method: string, response: Response | Promise<Response>) => {
      const answer = (await response).clone();
      statuses.add(await expectAnswerDocumented(path, await response, method));
      return answer.json();
    };
    const password = "Quiet-Paper-Lantern-7";
    const account = { email: "openapi@example.com", password, firstName: "Ana", lastName: "Ono" };

    const pair = await check(
      "/api/auth/register",
      "post",
      send("POST", "/api/auth/register", account),
    );
    await check("/api/auth/register", "post", send("POST", "/api/auth/register", account));
    await check("/api/auth/register", "post", send("POST", "/api/auth/register", { email: "x" }));
    const simple = await check(
      "/api/auth/simple-register",
      "post",
      send("POST", "/api/auth/simple-register", {
        ...account,
        email: "simple@example.com",
        name: "Ana Ono",
      }),
    );
    await check("/api/auth/simple-register", "post", send("POST", "/api/auth/simple-register", {}));
    await check(
      "/api/auth/simple-login",
      "post",
      send("POST", "/api/auth/simple-login", { email: "simple@example.com", password }),
    );
    await check(
      "/api/auth/simple-login",
      "post",
      send("POST", "/api/auth/simple-login", {
        email: "simple@example.com",
        password: "nope-nope-1",
      }),
    );
    await check("/api/auth/simple-login", "post", send("POST", "/api/auth/simple-login", {}));
    await check(
      "/api/auth/simple-me",
      "get",
      send("GET", "/api/auth/simple-me", undefined, simple.token),
    );
    await check("/api/auth/simple-me", "get", send("GET", "/api/auth/simple-me"));
    await check(
      "/api/auth/login",
      "post",
      send("POST", "/api/auth/login", { email: account.email, password }),
    );
    await check(
      "/api/auth/login",
      "post",
      send("POST", "/api/auth/login", { email: account.email, password: "nope-nope-1" }),
    );
    await check("/api/auth/login", "post", send("POST", "/api/auth/login", {}));
    await check("/api/auth/me", "get", send("GET", "/api/auth/me", undefined, pair.accessToken));
    await check("/api/auth/me", "get", send("GET", "/api/auth/me"));
    const id = pair.customer.id;
    await check(
      "/api/customers/{id}",
      "put",
      send("PUT", `/api/customers/${id}`, { lastName: "López" }, pair.accessToken),
    );
    await check(
      "/api/customers/{id}",
      "put",
      send("PUT", `/api/customers/${id}`, { firstName: "" }, pair.accessToken),
    );
    await check(
      "/api/customers/{id}",
      "put",
      send("PUT", `/api/customers/${id + 1}`, {}, pair.accessToken),
    );
    await check("/api/customers/{id}", "put", send("PUT", `/api/customers/${id}`, {}));
    for (const method of ["GET", "PUT"]) {
      const body =
        method === "PUT" ? { marketing: true, orderUpdates: true, newsletter: false } : undefined;
      await check(
        "/api/customers/email-preferences",
        method.toLowerCase(),
        send(method, "/api/customers/email-preferences", body, pair.accessToken),
      );
      await check(
        "/api/customers/email-preferences",
        method.toLowerCase(),
        send(method, "/api/customers/email-preferences", body),
      );
    }
    await check(
      "/api/customers/email-preferences",
      "put",
      send("PUT", "/api/customers/email-preferences", { marketing: "yes" }, pair.accessToken),
    );
    const address = {
      firstName: "Ana",
      lastName: "Ono",
      addressLine1: "1 Elm St",
      city: "Salem",
      stateProvince: "OR",
      postalCode: "97301",
      country: "US",
    };
    await check(
      "/api/customers/details",
      "put",
      send(
        "PUT",
        "/api/customers/details",
        { phone: "555 0101", shipping_address: address },
        pair.accessToken,
      ),
    );
    await check(
      "/api/customers/details",
      "put",
      send(
        "PUT",
        "/api/customers/details",
        { shipping_address: { ...address, city: "" } },
        pair.accessToken,
      ),
    );
    await check("/api/customers/details", "put", send("PUT", "/api/customers/details", {}));
    await check(
      "/api/customers/details",
      "get",
      send("GET", "/api/customers/details", undefined, pair.accessToken),
    );
    await check("/api/customers/details", "get", send("GET", "/api/customers/details"));
    const me = await check(
      "/api/auth/me",
      "get",
      send("GET", "/api/auth/me", undefined, pair.accessToken),
    );
    expect(me.customer.addresses).toHaveLength(1);
    await check(
      "/api/orders/customer",
      "get",
      send("GET", "/api/orders/customer", undefined, pair.accessToken),
    );
    await check("/api/orders/customer", "get", send("GET", "/api/orders/customer"));
    await check(
      "/api/customers/downloads",
      "get",
      send("GET", "/api/customers/downloads", undefined, pair.accessToken),
    );
    await check("/api/customers/downloads", "get", send("GET", "/api/customers/downloads"));
    await check(
      "/api/auth/password-reset/request",
      "post",
      send("POST", "/api/auth/password-reset/request", { email: account.email }),
    );
    await check(
      "/api/auth/password-reset/request",
      "post",
      send("POST", "/api/auth/password-reset/request", { email: "bad" }),
    );
    await check(
      "/api/auth/password-reset/reset",
      "post",
      send("POST", "/api/auth/password-reset/reset", {
        token: "x".repeat(43),
        newPassword: "Brand-New-Inkwell-42",
      }),
    );
    await check(
      "/api/auth/change-password",
      "post",
      send(
        "POST",
        "/api/auth/change-password",
        { currentPassword: "wrong-one-1", newPassword: "Brand-New-Inkwell-42" },
        pair.accessToken,
      ),
    );
    await check(
      "/api/auth/change-password",
      "post",
      send(
        "POST",
        "/api/auth/change-password",
        { currentPassword: password, newPassword: "short" },
        pair.accessToken,
      ),
    );
    await check(
      "/api/auth/change-password",
      "post",
      send(
        "POST",
        "/api/auth/change-password",
        { currentPassword: password, newPassword: "Brand-New-Inkwell-42" },
        pair.accessToken,
      ),
    );
    const refreshed = await check(
      "/api/auth/refresh",
      "post",
      send("POST", "/api/auth/refresh", { refreshToken: pair.refreshToken }),
    );
    await check(
      "/api/auth/refresh",
      "post",
      send("POST", "/api/auth/refresh", { refreshToken: pair.refreshToken }),
    );
    await check("/api/auth/refresh", "post", send("POST", "/api/auth/refresh", {}));
    const card = await insertTestGiftCard(test.db, 2500);
    const balanceOf = (code: string) => send("POST", "/api/gift-cards/balance", { code });
    await check("/api/gift-cards/balance", "post", balanceOf(card.code));
    await check("/api/gift-cards/balance", "post", balanceOf("not-a-card"));
    const creditAt = "/api/customers/store-credit";
    await check(creditAt, "get", send("GET", creditAt, undefined, simple.token));
    await check(creditAt, "get", send("GET", creditAt));
    await check(
      "/api/auth/logout",
      "post",
      send("POST", "/api/auth/logout", undefined, refreshed.accessToken),
    );
    await check(
      "/api/auth/simple-logout",
      "post",
      send("POST", "/api/auth/simple-logout", undefined, simple.token),
    );
    expect([...statuses].sort()).toEqual([200, 201, 400, 401, 403, 409]);
  });

  it("describes the real answers of every cart endpoint", async () => {
    const send = (method: string, url: string, body?: unknown, cartToken?: string) =>
      app.request(url, {
        method,
        headers: {
          "content-type": "application/json",
          ...(cartToken ? { "x-cart-token": cartToken } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const productId = await insertTestProduct(test.db, { stock: 2 });
    const statuses = new Set<number>();
    const check = async (path: string, method: string, response: Response | Promise<Response>) => {
      const answer = (await response).clone();
      statuses.add(await expectAnswerDocumented(path, await response, method));
      return answer;
    };
    const added = await check(
      "/api/cart/items",
      "post",
      send("POST", "/api/cart/items", { productId }),
    );
    const cartToken = added.headers.get("x-cart-token") ?? "";
    const lineId = (await added.json()).cart.items[0].lineId;
    await check("/api/cart/items", "post", send("POST", "/api/cart/items", { productId: 0 }));
    await check(
      "/api/cart/items",
      "post",
      send("POST", "/api/cart/items", { productId, quantity: 3 }, cartToken),
    );
    await check("/api/cart/items", "post", send("POST", "/api/cart/items", { productId: 999_999 }));
    await check("/api/cart", "get", send("GET", "/api/cart", undefined, cartToken));
    const line = `/api/cart/items/${lineId}`;
    await check(
      "/api/cart/items/{lineId}",
      "patch",
      send("PATCH", line, { quantity: 2 }, cartToken),
    );
    await check(
      "/api/cart/items/{lineId}",
      "patch",
      send("PATCH", line, { quantity: 5 }, cartToken),
    );
    await check(
      "/api/cart/items/{lineId}",
      "patch",
      send("PATCH", line, { quantity: "x" }, cartToken),
    );
    const taxAt = "/api/cart/tax?country=US&region=NY&postalCode=10001";
    await check("/api/cart/tax", "get", send("GET", taxAt, undefined, cartToken));
    await check(
      "/api/cart/tax",
      "get",
      send("GET", "/api/cart/tax?country=XX", undefined, cartToken),
    );
    await check("/api/cart/items/{lineId}", "delete", send("DELETE", line, undefined, cartToken));
    await check("/api/cart/items/{lineId}", "delete", send("DELETE", line, undefined, cartToken));
    await check("/api/cart", "delete", send("DELETE", "/api/cart", undefined, cartToken));
    const expired = { authorization: "Bearer not-a-token" };
    await check("/api/cart", "get", app.request("/api/cart", { headers: expired }));
    expect([...statuses].sort()).toEqual([200, 201, 400, 401, 404, 409]);
  });

  it("describes the real answers of every order and payment endpoint", async () => {
    const paypal = await startTestPayPal(test.db, "http://127.0.0.1:9/unused");
    try {
      const withPayments = createPaymentsApi(test.db, paypal, {
        logger: createCapturingLogger("silent").logger,
      });
      const send = async (method: string, url: string, body?: unknown, cart?: string) =>
        withPayments.request(url, {
          method,
          headers: {
            "content-type": "application/json",
            ...(cart ? { cookie: `washi_cart=${cart}` } : {}),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
      const statuses = new Set<number>();
      const check = async (path: string, method: string, response: Promise<Response>) => {
        const answer = (await response).clone();
        statuses.add(await expectAnswerDocumented(path, await response, method));
        return answer.json();
      };
      const productId = await insertTestProduct(test.db, { stock: 1 });
      const cart = await insertTestCart(test.db, [{ productId, quantity: 1 }]);
      const created = await check(
        "/api/orders/create",
        "post",
        send("POST", "/api/orders/create", testCheckoutForm(), cart),
      );
      await check(
        "/api/orders/create",
        "post",
        send("POST", "/api/orders/create", testCheckoutForm({ customerName: "" }), cart),
      );
      // Another buyer's cart with the last unit already held: sold out (409).
      const otherCart = await insertTestCart(test.db, [{ productId, quantity: 1 }]);
      await check(
        "/api/orders/create",
        "post",
        send("POST", "/api/orders/create", testCheckoutForm(), otherCart),
      );
      const { id } = created.order;
      const key = created.accessKey;
      await check("/api/orders/{id}", "get", send("GET", `/api/orders/${id}?key=${key}`));
      await check("/api/orders/{id}", "get", send("GET", `/api/orders/${id}`));
      await check("/api/payments/config", "get", send("GET", "/api/payments/config"));
      const started = await check(
        "/api/payments/create-paypal-order",
        "post",
        send("POST", "/api/payments/create-paypal-order", { orderId: id, key }),
      );
      await check(
        "/api/payments/create-paypal-order",
        "post",
        send("POST", "/api/payments/create-paypal-order", { orderId: "x" }),
      );
      await check(
        "/api/payments/capture",
        "post",
        send("POST", "/api/payments/capture", {
          orderId: id,
          paypalOrderId: started.paypalOrderId,
        }),
      );
      await paypal.approve(started.paypalOrderId);
      await check(
        "/api/payments/capture",
        "post",
        send("POST", "/api/payments/capture", {
          orderId: id,
          paypalOrderId: started.paypalOrderId,
        }),
      );
      await check(
        "/api/payments/create-paypal-order",
        "post",
        send("POST", "/api/payments/create-paypal-order", { orderId: id, key }),
      );
      await check(
        "/api/payments/capture",
        "post",
        send("POST", "/api/payments/capture", { orderId: 999999, paypalOrderId: "NOPE" }),
      );
      paypal.failNext("/checkout/orders", "server-error");
      const other = await insertTestCart(test.db, [
        { productId: await insertTestProduct(test.db), quantity: 1 },
      ]);
      const second = await (
        await send("POST", "/api/orders/create", testCheckoutForm(), other)
      ).json();
      await check(
        "/api/payments/create-paypal-order",
        "post",
        send("POST", "/api/payments/create-paypal-order", {
          orderId: second.order.id,
          key: second.accessKey,
        }),
      );
      await check(
        "/api/payments/paypal/webhook",
        "post",
        send("POST", "/api/payments/paypal/webhook", { id: "WH-X", event_type: "X", resource: {} }),
      );
      expect([...statuses].sort()).toEqual([200, 201, 400, 401, 404, 409, 503]);
    } finally {
      await paypal.close();
    }
  });

  it("describes the real answers of every Mail Club endpoint", async () => {
    await test.db.execute(sql`delete from rate_limit_events`);
    const paypal = await startTestPayPal(test.db, "http://127.0.0.1:9/unused");
    try {
      const withPayments = createPaymentsApi(test.db, paypal, {
        logger: createCapturingLogger("silent").logger,
      });
      const send = async (method: string, url: string, body?: unknown, token?: string) =>
        withPayments.request(url, {
          method,
          headers: {
            "content-type": "application/json",
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          ...(body === undefined
            ? {}
            : { body: typeof body === "string" ? body : JSON.stringify(body) }),
        });
      const statuses = new Set<number>();
      const check = async (path: string, method: string, response: Promise<Response>) => {
        const answer = (await response).clone();
        statuses.add(await expectAnswerDocumented(path, await response, method));
        return { status: answer.status, body: await answer.json() };
      };
      const create = "/api/subscriptions/create";
      const confirm = "/api/subscriptions/confirm";
      const me = "/api/subscriptions/me";
      const cancel = "/api/subscriptions/cancel";
      const move = "/api/subscriptions/delivery-address";
      const productId = await insertTestProduct(test.db, {
        kind: "subscription",
        priceCents: 888,
        stock: null,
        flags: { subscription_interval: "monthly", paypal_plan_id: "P-OPENAPI-USA" },
      });
      await ensureSimulatorPlan(test.db, { id: "P-OPENAPI-USA", name: "USA", priceCents: 888 });
      const guest = {
        productId,
        subscriptionType: "usa",
        paypalPlanId: "P-IGNORED",
        deliveryAddress: testShippingAddress,
        guestEmail: "openapi-member@example.com",
        guestName: "Mika Sato",
      };
      const abroad = { ...testShippingAddress, country: "CA", stateProvince: "BC" };

      const refused = await check(
        create,
        "post",
        send("POST", create, { ...guest, deliveryAddress: { ...testShippingAddress, city: "" } }),
      );
      expect(refused.body.error.details).toMatchObject({
        "deliveryAddress.city": expect.any(String),
      });
      await check(create, "post", send("POST", create, { ...guest, deliveryAddress: abroad }));
      const unknown = await check(
        create,
        "post",
        send("POST", create, { ...guest, productId: 999999 }),
      );
      expect(unknown.status).toBe(400);
      const anonymous = await check(
        create,
        "post",
        send("POST", create, { productId, deliveryAddress: testShippingAddress }),
      );
      expect(anonymous.body.error.message).toBe(subscriptionMessages.signInOrGuest);
      const joined = await check(create, "post", send("POST", create, guest));
      expect(joined.status).toBe(201);
      const token: string = joined.body.token;
      expect((await check(me, "get", send("GET", me, undefined, token))).status).toBe(404);
      await check(me, "get", send("GET", me));
      // Not approved at PayPal yet.
      expect((await check(confirm, "post", send("POST", confirm, undefined, token))).status).toBe(
        409,
      );
      await check(cancel, "post", send("POST", cancel, undefined, token));
      await check(move, "put", send("PUT", move, { deliveryAddress: testShippingAddress }, token));

      const approvalUrl = new URL(joined.body.approvalUrl);
      const approval = await fetch(`${paypal.simulatorUrl}${approvalUrl.pathname}`, {
        method: "POST",
        body: new URLSearchParams({
          ba_token: approvalUrl.searchParams.get("ba_token") ?? "",
          choice: "subscribe",
        }),
        redirect: "manual",
      });
      expect(approval.status).toBe(303);
      const subscriptionId =
        new URL(approval.headers.get("location") ?? "").searchParams.get("subscription_id") ?? "";
      await check(confirm, "post", send("POST", confirm, { subscriptionId }, token));
      await check(confirm, "post", send("POST", confirm, { subscriptionId }));
      await check(confirm, "post", send("POST", confirm, "{", token));
      const member = await check(me, "get", send("GET", me, undefined, token));
      expect(member.body.subscription.subscription_status).toBe("active");
      const again = await check(
        create,
        "post",
        send("POST", create, { productId, deliveryAddress: testShippingAddress }, token),
      );
      expect(again.body.error.message).toBe(subscriptionMessages.alreadyMember);

      const moved = await check(
        move,
        "put",
        send(
          "PUT",
          move,
          { deliveryAddress: { ...testShippingAddress, addressLine1: "48 Alder Lane" } },
          token,
        ),
      );
      expect(moved.status).toBe(200);
      const vancouver = { ...abroad, city: "Vancouver", postalCode: "V6B 1A1" };
      // No international plan for sale yet: the move abroad is refused (409), nothing asked of PayPal.
      const noPlan = await check(
        move,
        "put",
        send("PUT", move, { deliveryAddress: vancouver }, token),
      );
      expect(noPlan.status, JSON.stringify(noPlan.body)).toBe(409);
      await insertTestProduct(test.db, {
        kind: "subscription",
        priceCents: 988,
        stock: null,
        flags: { subscription_interval: "yearly", paypal_plan_id: "P-OPENAPI-INTL" },
      });
      await ensureSimulatorPlan(test.db, {
        id: "P-OPENAPI-INTL",
        name: "International",
        priceCents: 988,
      });
      const switching = await check(
        move,
        "put",
        send("PUT", move, { deliveryAddress: vancouver }, token),
      );
      expect(switching.status).toBe(202);
      expect(switching.body).toMatchObject({ subscription_type: "international", price: 9.88 });
      await check(move, "put", send("PUT", move, { deliveryAddress: testShippingAddress }));

      const skip = "/api/subscriptions/skip";
      const pause = "/api/subscriptions/pause";
      const resume = "/api/subscriptions/resume";
      expect((await check(skip, "post", send("POST", skip, undefined, token))).status).toBe(200);
      await check(skip, "post", send("POST", skip, undefined, token));
      await check(skip, "post", send("POST", skip));
      await check(resume, "post", send("POST", resume, undefined, token));
      await check(resume, "post", send("POST", resume, undefined, token));
      await check(pause, "post", send("POST", pause, { issues: 4 }, token));
      const paused = await check(pause, "post", send("POST", pause, { issues: 2 }, token));
      expect(paused.body.hold.issues).toHaveLength(2);
      const held = await check(me, "get", send("GET", me, undefined, token));
      expect(held.body.subscription.hold).toMatchObject({ kind: "pause" });
      await check(resume, "post", send("POST", resume, undefined, token));

      const cancelWith = (body: Record<string, unknown>) =>
        check(cancel, "post", send("POST", cancel, body, token));
      expect((await cancelWith({ reason: "x".repeat(501) })).status).toBe(400);
      expect((await cancelWith({ reason: "other", reasonText: "x".repeat(501) })).status).toBe(400);
      paypal.failNext("/cancel", "server-error");
      expect((await cancelWith({ reason: "moving" })).status).toBe(503);
      expect((await cancelWith({ reason: "other", reasonText: "Moving house" })).body).toEqual({
        success: true,
        status: "cancelled",
      });
      const cancelled = await check(me, "get", send("GET", me, undefined, token));
      expect(cancelled.body.subscription.subscription_status).toBe("cancelled");
      expect((await check(cancel, "post", send("POST", cancel, undefined, token))).status).toBe(
        404,
      );

      paypal.failNext("/billing/subscriptions", "server-error");
      const unavailable = await check(
        create,
        "post",
        send("POST", create, { productId, deliveryAddress: testShippingAddress }, token),
      );
      expect(unavailable.status).toBe(503);
      expect([...statuses].sort()).toEqual([200, 201, 202, 400, 401, 404, 409, 503]);
    } finally {
      await paypal.close();
    }
  });

  it("describes the real answers of the gift endpoints", async () => {
    await setTestGiftPrices(test.db);
    const paypal = await startTestPayPal(test.db, "http://127.0.0.1:9/unused");
    try {
      const withPayments = createPaymentsApi(test.db, paypal, {
        logger: createCapturingLogger("silent").logger,
      });
      const options = "/api/mail-club/gift-options";
      const gifts = "/api/mail-club/gifts";
      const statuses = new Set<number>();
      const check = async (
        path: string,
        method: string,
        response: Response | Promise<Response>,
      ) => {
        const answer = (await response).clone();
        statuses.add(await expectAnswerDocumented(path, await response, method));
        return { status: answer.status, body: await answer.json() };
      };
      const send = (body: unknown, token?: string) =>
        withPayments.request(gifts, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify(body),
        });
      const offer = await check(options, "get", withPayments.request(options));
      const gift = {
        issueCount: 3,
        recipientAddress: { ...testShippingAddress, firstName: "Rosa" },
        firstIssue: offer.body.firstIssues[1].key,
        reveal: "self",
        gifterName: "Gwen Park",
        gifterEmail: "gwen@example.com",
        billingAddress: testShippingAddress,
      };
      const placed = await check(gifts, "post", send(gift));
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      const refused = await check(gifts, "post", send({ ...gift, issueCount: 6 }));
      expect(refused.body.error.details).toEqual({ issueCount: giftMessages.notOnSale });
      await check(gifts, "post", send(gift, "expired-token"));
      paypal.failNext("/checkout/orders", "server-error");
      const unavailable = await check(gifts, "post", send(gift));
      expect(unavailable.body).toMatchObject({ orderId: expect.any(Number) });
      expect([...statuses].sort()).toEqual([200, 201, 400, 401, 503]);

      const giftCards = "/api/gift-cards";
      const productId = await insertTestGiftCardProduct(test.db);
      const card = {
        productId,
        amount: "25.00",
        recipientName: "Rosa Romero",
        sendOn: shopDay(new Date(), "America/New_York"),
        senderName: "Gwen Park",
        buyerEmail: "gwen@example.com",
        country: "US",
      };
      const sendCard = (body: unknown, token?: string) =>
        withPayments.request(giftCards, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify(body),
        });
      const bought = await check(giftCards, "post", sendCard(card));
      expect(bought.status, JSON.stringify(bought.body)).toBe(201);
      const badAmount = await check(giftCards, "post", sendCard({ ...card, amount: "26.00" }));
      expect(badAmount.body.error.details).toEqual({ amount: balanceMessages.amountInvalid });
      await check(giftCards, "post", sendCard(card, "expired-token"));
      paypal.failNext("/checkout/orders", "server-error");
      await check(giftCards, "post", sendCard(card));
    } finally {
      await paypal.close();
    }
  });

  it("describes the real answers of the contact and newsletter endpoints", async () => {
    await test.db.execute(sql`delete from rate_limit_events`);
    const send = (url: string, body: unknown) =>
      app.request(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const statuses = new Set<number>();
    const check = async (path: string, body: unknown) =>
      statuses.add(await expectAnswerDocumented(path, await send(path, body), "post"));
    const contact = { fullName: "Ana López", email: "ana@example.com", message: "Hello there!" };
    await check("/api/contact", contact);
    await check("/api/contact", { ...contact, message: "Hi" });
    await check("/api/contact", { ...contact, website: "https://spam.example" });
    for (let sent = 1; sent < 5; sent += 1) await send("/api/contact", contact);
    await check("/api/contact", contact);
    await check("/api/newsletter", { email: "openapi-news@example.com" });
    await check("/api/newsletter", { email: "OpenAPI-News@example.com " });
    await check("/api/newsletter", { email: "not an address" });
    for (let sent = 3; sent <= 10; sent += 1) {
      await send("/api/newsletter", { email: `news-${sent}@example.com` });
    }
    await check("/api/newsletter", { email: "one-too-many@example.com" });
    expect([...statuses].sort()).toEqual([200, 201, 400, 429]);
  });

  it("has examples that match their own schemas", () => {
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        for (const [status, response] of Object.entries(operation.responses)) {
          const media = response.content?.["application/json"];
          if (!media || media.example === undefined) continue;
          const escapedPath = path.replaceAll("~", "~0").replaceAll("/", "~1");
          const validate = ajv.getSchema(
            `openapi.json#/paths/${escapedPath}/${method}/responses/${status}/content/application~1json/schema`,
          );
          expect(validate?.(media.example), `${method} ${path} ${status} example`).toBe(true);
        }
      }
    }
  });
});

describe("/api/docs", () => {
  it("is a readable page of every endpoint, styled by its own stylesheet, with no scripts", async () => {
    const response = await app.request("/api/docs");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    for (const path of Object.keys(document.paths)) expect(html).toContain(path);
    expect(html).toContain("Product not found: no-such-thing");
    expect(html).toContain('<link rel="stylesheet" href="/api/docs.css">');
    expect(html).not.toMatch(/<script|<style/i);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("style-src 'self'");
    const css = await app.request("/api/docs.css");
    expect(css.status).toBe(200);
    expect(css.headers.get("content-type")).toContain("text/css");
  });
});
