import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPayPalClient } from "#server/payments/paypal/client.ts";
import { simulatorWebhookId } from "#server/payments/paypal/simulator/app.ts";
import {
  createSpecValidator,
  type ReceivedWebhook,
  startSimulator,
} from "#server/payments/paypal/simulator/test-support.ts";
import {
  fetchPayPalCertificate,
  isTrustedCertificateUrl,
  verifyPayPalWebhook,
} from "#server/payments/paypal/verify-webhook.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let simulator: Awaited<ReturnType<typeof startSimulator>>;
let delivered: ReceivedWebhook;
let orderId: string;

async function waitForWebhook(count: number) {
  for (let i = 0; i < 100 && simulator.received.length < count; i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const webhook = simulator.received[count - 1];
  if (!webhook) throw new Error("no webhook arrived");
  return webhook;
}

beforeAll(async () => {
  test = await createTestDatabase();
  simulator = await startSimulator(test.db);
  const client = createPayPalClient({
    baseUrl: simulator.baseUrl,
    clientId: "a",
    clientSecret: "b",
  });
  const order = await client.createOrder({
    requestId: crypto.randomUUID(),
    orderNumber: "W-2001",
    currency: "USD",
    itemTotalCents: 1200,
    taxCents: 0,
    shippingCents: 0,
    totalCents: 1200,
    items: [{ name: "Card set", quantity: 1, unitAmountCents: 1200, category: "PHYSICAL_GOODS" }],
    returnUrl: "https://shop.example/return",
    cancelUrl: "https://shop.example/cancel",
  });
  orderId = order.id;
  await fetch(`${simulator.baseUrl}/checkoutnow`, {
    method: "POST",
    body: new URLSearchParams({ token: order.id, choice: "balance" }),
    redirect: "manual",
  });
  await client.captureOrder(order.id, { requestId: crypto.randomUUID() });
  delivered = await waitForWebhook(1);
});
afterAll(async () => {
  await simulator?.close();
  await test?.close();
});

const verify = (webhook: ReceivedWebhook, overrides: object = {}) =>
  verifyPayPalWebhook({
    headers: webhook.headers,
    rawBody: webhook.body,
    webhookId: simulatorWebhookId,
    fetchCertificate: fetchPayPalCertificate,
    mode: "simulator",
    simulatorBaseUrl: simulator.baseUrl,
    ...overrides,
  });

describe("the simulator's webhooks and their verification", () => {
  it("delivers a signed PAYMENT.CAPTURE.COMPLETED that verifies and matches the spec", async () => {
    const result = await verify(delivered);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.event.id).toMatch(/^WH-/);
    expect(result.event.event_type).toBe("PAYMENT.CAPTURE.COMPLETED");
    expect(result.event.resource).toMatchObject({
      status: "COMPLETED",
      amount: { currency_code: "USD", value: "12.00" },
      invoice_id: "W-2001",
      supplementary_data: { related_ids: { order_id: orderId } },
    });
    expect(delivered.headers.get("paypal-auth-algo")).toBe("SHA256withRSA");
    const validate = createSpecValidator();
    expect(
      validate(
        "webhooks",
        "get",
        "/v1/notifications/webhooks-events/{event_id}",
        200,
        result.event,
      ),
    ).toEqual([]);
  });

  it("refuses a body with one byte changed, a forged signature, another webhook id or a stale time", async () => {
    const flipped = delivered.body.replace('"12.00"', '"92.00"');
    expect(flipped).not.toBe(delivered.body);
    expect(await verify({ ...delivered, body: flipped })).toMatchObject({ ok: false });

    const forged = new Headers(delivered.headers);
    forged.set("paypal-transmission-sig", Buffer.from("forged".repeat(40)).toString("base64"));
    expect(await verify({ ...delivered, headers: forged })).toMatchObject({ ok: false });

    expect(await verify(delivered, { webhookId: "WH-OTHER" })).toMatchObject({ ok: false });
    const later = new Date(Date.now() + 11 * 60_000);
    expect(await verify(delivered, { now: () => later })).toMatchObject({ ok: false });

    const wrongAlgo = new Headers(delivered.headers);
    wrongAlgo.set("paypal-auth-algo", "SHA1withRSA");
    expect(await verify({ ...delivered, headers: wrongAlgo })).toMatchObject({ ok: false });
  });

  it("fetches certificates only from the simulator or from https paypal.com hosts", async () => {
    const elsewhere = new Headers(delivered.headers);
    elsewhere.set("paypal-cert-url", "https://evil.example/v1/notifications/certs/CERT-1");
    let fetched = false;
    const result = await verify(
      { ...delivered, headers: elsewhere },
      {
        fetchCertificate: async () => {
          fetched = true;
          return "";
        },
      },
    );
    expect(result).toMatchObject({ ok: false });
    expect(fetched).toBe(false);

    const cert = "https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42";
    expect(isTrustedCertificateUrl(cert, "sandbox", undefined)).toBe(true);
    expect(isTrustedCertificateUrl(cert.replace("https", "http"), "live", undefined)).toBe(false);
    expect(isTrustedCertificateUrl("https://paypal.com.evil.example/c", "live", undefined)).toBe(
      false,
    );
    expect(isTrustedCertificateUrl(cert, "simulator", simulator.baseUrl)).toBe(false);
  });

  it("delivers the same event again on request, freshly signed", async () => {
    const eventId = JSON.parse(delivered.body).id;
    const response = await fetch(`${simulator.baseUrl}/simulator/webhooks/resend`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ event_id: eventId }),
    });
    expect(await response.json()).toEqual({ event_id: eventId, status: 204 });
    const duplicate = await waitForWebhook(2);
    expect(duplicate.body).toBe(delivered.body);
    expect(duplicate.headers.get("paypal-transmission-id")).not.toBe(
      delivered.headers.get("paypal-transmission-id"),
    );
    expect(await verify(duplicate)).toMatchObject({ ok: true });
  });
});
