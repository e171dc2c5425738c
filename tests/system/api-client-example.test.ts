/**
 * The example client (examples/buy-through-the-api.ts) buys from a shop started as
 * `npm start` starts it, through the typed client and the JSON API alone: a sticker sheet
 * browsed by its product type, put in a guest cart, ordered, approved at the PayPal simulator
 * and captured, then read back paid. No request carries a cookie.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { killStartedServers } from "#tests/support/built-server.ts";
import { type SecurityShop, startSecurityShop } from "#tests/support/security-shop.ts";
import { buyThroughTheApi } from "../../examples/buy-through-the-api.ts";

let shop: SecurityShop;
const sent: Request[] = [];

beforeAll(async () => {
  shop = await startSecurityShop();
}, 120_000);
afterAll(async () => {
  await shop?.close();
  killStartedServers();
});

/** fetch, remembering each request the example makes. */
const watchedFetch: typeof fetch = async (input, init) => {
  sent.push(input instanceof Request ? input.clone() : new Request(input, init));
  return fetch(input, init);
};

test("buys and pays for a product through the API with no cookie at all", async () => {
  const purchase = await buyThroughTheApi(
    shop.url,
    { email: `api-client-${Date.now()}@example.com`, name: "Mina Park" },
    { fetch: watchedFetch },
  );
  expect(purchase).toMatchObject({
    status: "paid",
    items: [{ quantity: 2 }],
  });
  expect(purchase.orderNumber).toMatch(/^W-/);
  expect(purchase.total).toBeGreaterThan(0);

  const paths = sent.map((request) => `${request.method} ${new URL(request.url).pathname}`);
  expect(paths).toEqual([
    "GET /api/products",
    "POST /api/cart/items",
    "GET /api/shipping-options",
    "POST /api/orders/create",
    "POST /api/payments/create-paypal-order",
    "POST /paypal-simulator/checkoutnow",
    "POST /api/payments/capture",
    expect.stringMatching(/^GET \/api\/orders\/\d+$/),
  ]);
  for (const request of sent) expect(request.headers.get("cookie")).toBeNull();
  // After the first add, every cart and order call names the guest cart by its token.
  const afterAdd = sent
    .slice(2)
    .filter((request) => new URL(request.url).pathname.startsWith("/api"));
  for (const request of afterAdd)
    expect(request.headers.get("x-cart-token")).toMatch(/^[\w-]{43}$/);
});
