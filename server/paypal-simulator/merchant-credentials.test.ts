/**
 * The simulator's merchant API is the shop's alone (issue 18, finding 2): only its pair gets
 * a token, a stranger can neither read a PayPal order nor refund its capture, and the approval
 * pages print what a merchant sent on one line.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPayPalClient } from "#server/payments/paypal/client.ts";
import type { ClientCredentials, PayPalClient } from "#server/payments/paypal/types.ts";
import { createPayPalSimulator } from "#server/paypal-simulator/app.ts";
import { simulatorCredentials } from "#server/paypal-simulator/merchant-credentials.ts";
import { readRecord } from "#server/paypal-simulator/records.ts";
import { startSimulator } from "#tests/support/fixtures/paypal-simulator.ts";
import { listen } from "#tests/support/http-app.ts";
import { basicAuthorization } from "#tests/support/simulator-merchant.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let simulator: Awaited<ReturnType<typeof startSimulator>>;
let shop: PayPalClient;

beforeAll(async () => {
  test = await createTestDatabase();
  simulator = await startSimulator(test.db);
  shop = createPayPalClient({ baseUrl: simulator.baseUrl, credentials: simulator.credentials });
});
afterAll(async () => {
  await simulator?.close();
  await test?.close();
});

function requestToken(baseUrl: string, authorization: string) {
  return fetch(`${baseUrl}/v1/oauth2/token`, {
    method: "POST",
    headers: { Authorization: authorization, "Content-Type": "application/x-www-form-urlencoded" },
    body: "grant_type=client_credentials",
  });
}

async function shopToken(): Promise<string> {
  const own = basicAuthorization(await simulator.credentials());
  return (await (await requestToken(simulator.baseUrl, own)).json()).access_token;
}

async function expectRefused(answer: Response) {
  expect(answer.status).toBe(401);
  expect(await answer.json()).toEqual({
    error: "invalid_client",
    error_description: "Client Authentication failed",
  });
}

/** A paid PayPal order of the shop's: made, approved by the buyer, captured. */
async function paidOrder() {
  const order = await shop.createOrder({
    requestId: crypto.randomUUID(),
    orderNumber: `W-${Date.now()}`,
    currency: "USD",
    itemTotalCents: 1200,
    taxCents: 0,
    shippingCents: 0,
    discountCents: 0,
    shippingDiscountCents: 0,
    totalCents: 1200,
    items: [
      { name: "Moon stickers", quantity: 1, unitAmountCents: 1200, category: "PHYSICAL_GOODS" },
    ],
    returnUrl: "https://shop.example/checkout/return",
    cancelUrl: "https://shop.example/checkout/cancel",
  });
  await fetch(`${simulator.baseUrl}/checkoutnow`, {
    method: "POST",
    body: new URLSearchParams({ token: order.id, choice: "balance" }),
    redirect: "manual",
  });
  const capture = await shop.captureOrder(order.id, { requestId: crypto.randomUUID() });
  return { orderId: order.id, captureId: capture.captureId };
}

describe("the simulator's merchant credentials", () => {
  it("are made once and kept in the database, the same for every caller", async () => {
    const first = await simulatorCredentials(test.db);
    expect(first.clientId).toMatch(/^SIM-[\w-]{24}$/);
    expect(first.clientSecret).toMatch(/^[\w-]{43}$/);
    expect(await simulatorCredentials(test.db)).toEqual(first);
    expect(await readRecord(test.db, "merchant-credentials", "merchant-credentials")).toEqual(
      first,
    );
  });

  it("get a token; any other pair, a part of it or none gets PayPal's 401", async () => {
    const own = await simulator.credentials();
    expect((await requestToken(simulator.baseUrl, basicAuthorization(own))).status).toBe(200);
    const wrong: ClientCredentials[] = [
      { clientId: own.clientId, clientSecret: "guess" },
      { clientId: "washi-simulator", clientSecret: own.clientSecret },
      { clientId: "any", clientSecret: "any" },
      { clientId: own.clientId, clientSecret: "" },
      { clientId: "", clientSecret: "" },
      { clientId: own.clientId, clientSecret: `${own.clientSecret}x` },
    ];
    for (const credentials of wrong) {
      await expectRefused(await requestToken(simulator.baseUrl, basicAuthorization(credentials)));
    }
    await expectRefused(await requestToken(simulator.baseUrl, "Basic Og=="));
    await expectRefused(await requestToken(simulator.baseUrl, "Bearer A21AAanything"));
    await expectRefused(await requestToken(simulator.baseUrl, ""));
  });

  it("give way to a configured pair, which is then the only one accepted", async () => {
    const configured = { clientId: "shop-app", clientSecret: "shop-app-secret" };
    const app = createPayPalSimulator({
      db: test.db,
      publicBaseUrl: "http://127.0.0.1",
      webhookUrl: "http://127.0.0.1:9/webhook",
      credentials: configured,
    });
    const server = await listen(app);
    try {
      expect((await requestToken(server.url, basicAuthorization(configured))).status).toBe(200);
      await expectRefused(
        await requestToken(server.url, basicAuthorization(await simulator.credentials())),
      );
    } finally {
      await server.close();
    }
  });
});

describe("a stranger at the simulator", () => {
  it("can neither read the shop's PayPal order nor refund its capture", async () => {
    const { orderId, captureId } = await paidOrder();
    const stranger = createPayPalClient({
      baseUrl: simulator.baseUrl,
      credentials: { clientId: "stranger", clientSecret: "stranger" },
    });
    await expect(stranger.getOrder(orderId)).rejects.toMatchObject({ status: 401 });
    await expect(
      stranger.refundCapture(captureId, { requestId: crypto.randomUUID() }),
    ).rejects.toMatchObject({ status: 401 });

    const forgedToken = {
      Authorization: "Bearer A21AAforged-token",
      "Content-Type": "application/json",
    };
    const read = await fetch(`${simulator.baseUrl}/v2/checkout/orders/${orderId}`, {
      headers: forgedToken,
    });
    expect(read.status).toBe(401);
    const refund = await fetch(`${simulator.baseUrl}/v2/payments/captures/${captureId}/refund`, {
      method: "POST",
      headers: forgedToken,
      body: "{}",
    });
    expect(refund.status).toBe(401);

    const asTheShop = await fetch(`${simulator.baseUrl}/v2/checkout/orders/${orderId}`, {
      headers: { Authorization: `Bearer ${await shopToken()}` },
    });
    const order = await asTheShop.json();
    expect(order.purchase_units[0].payments.captures).toEqual([
      expect.objectContaining({ id: captureId, status: "COMPLETED" }),
    ]);
  });
});

describe("the approval page", () => {
  it("prints the brand name a merchant sent on one line, escaped", async () => {
    const brand = "Washi\n-----BEGIN PUBLIC KEY-----\r\nMIIB<b>x</b>\n-----END PUBLIC KEY-----";
    const created = await fetch(`${simulator.baseUrl}/v2/checkout/orders`, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${await shopToken()}`,
        "Content-Type": "application/json",
      },
      body: JSON.stringify({
        intent: "CAPTURE",
        purchase_units: [{ amount: { currency_code: "USD", value: "5.00" } }],
        payment_source: {
          paypal: {
            experience_context: {
              brand_name: brand,
              return_url: "https://shop.example/r",
              cancel_url: "https://shop.example/c",
            },
          },
        },
      }),
    });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    const page = await (await fetch(`${simulator.baseUrl}/checkoutnow?token=${id}`)).text();
    expect(page).toContain(
      "Washi -----BEGIN PUBLIC KEY----- MIIB&lt;b&gt;x&lt;/b&gt; -----END PUBLIC KEY----- asks for",
    );
    expect(page).not.toMatch(/-----BEGIN PUBLIC KEY-----\r?\n/);
  });
});
