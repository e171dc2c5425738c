/**
 * The PayPal simulator of a shop started as `npm start` starts it (no PayPal credentials
 * configured) answers only the shop (issue 18, finding 2): the shop's own client pays with the
 * pair the simulator made and keeps, while a stranger gets no token with any pair, cannot read
 * PayPal's order and cannot refund, and the paid order stays paid.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { killStartedServers } from "#tests/support/built-server.ts";
import { demoProductId } from "#tests/support/cart.ts";
import { continueCheckout, newBuyer, orderByApi } from "#tests/support/json-checkout.ts";
import { type SecurityShop, startSecurityShop } from "#tests/support/security-shop.ts";
import { basicAuthorization, testMerchant } from "#tests/support/simulator-merchant.ts";

let shop: SecurityShop;

beforeAll(async () => {
  shop = await startSecurityShop({ env: { PAYPAL_CLIENT_ID: "", PAYPAL_CLIENT_SECRET: "" } });
}, 120_000);
afterAll(async () => {
  await shop?.close();
  killStartedServers();
});

function simulator(path: string, init: RequestInit = {}) {
  return fetch(`${shop.url}/paypal-simulator${path}`, init);
}

test("with no credentials configured, the shop pays and a stranger can take nothing", async () => {
  const buyer = newBuyer("simulator-stranger", 1);
  expect(await continueCheckout(shop.url, buyer, demoProductId("STK-001"))).toMatchObject({
    status: 200,
    body: { status: "paid" },
  });

  const strangers = [
    { clientId: "any", clientSecret: "any" },
    // The pair the simulator once accepted from everyone, and the tests' configured one.
    { clientId: "washi-simulator", clientSecret: "simulator-secret" },
    testMerchant,
  ];
  for (const credentials of strangers) {
    const answer = await simulator("/v1/oauth2/token", {
      method: "POST",
      headers: {
        Authorization: basicAuthorization(credentials),
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "grant_type=client_credentials",
    });
    expect(answer.status, credentials.clientId).toBe(401);
    expect(await answer.json()).toMatchObject({ error: "invalid_client" });
  }

  const forged = { Authorization: "Bearer A21AAforged", "Content-Type": "application/json" };
  const read = await simulator(`/v2/checkout/orders/${buyer.paypalOrderId}`, { headers: forged });
  expect(read.status).toBe(401);
  expect(await read.text()).not.toContain(String(buyer.paypalOrderId));
  const refund = await simulator("/v2/payments/captures/0AB12345CD678901E/refund", {
    method: "POST",
    headers: forged,
    body: "{}",
  });
  expect(refund.status).toBe(401);

  expect((await orderByApi(shop.url, buyer)).order?.status).toBe("paid");
});
