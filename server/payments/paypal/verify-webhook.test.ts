import { generateKeyPairSync, sign } from "node:crypto";
import { crc32 } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPayPalClient } from "#server/payments/paypal/client.ts";
import {
  fetchPayPalCertificate,
  isTrustedCertificateUrl,
  verifyPayPalWebhook,
} from "#server/payments/paypal/verify-webhook.ts";
import { simulatorWebhookId } from "#server/paypal-simulator/app.ts";
import { simulatorPublicKey } from "#server/paypal-simulator/signing-key.ts";
import {
  createSpecValidator,
  type ReceivedWebhook,
  startSimulator,
} from "#tests/support/fixtures/paypal-simulator.ts";
import { listen } from "#tests/support/http-app.ts";
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
    credentials: simulator.credentials,
  });
  const order = await client.createOrder({
    requestId: crypto.randomUUID(),
    orderNumber: "W-2001",
    currency: "USD",
    itemTotalCents: 1200,
    taxCents: 0,
    shippingCents: 0,
    discountCents: 0,
    shippingDiscountCents: 0,
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
    mode: "simulator",
    simulatorPublicKey: () => simulatorPublicKey(test.db),
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

  it("refuses a webhook signed with another key, whatever PAYPAL-CERT-URL names, in every mode", async () => {
    // The probe's forgery: a stranger signs with a key of their own and points the
    // certificate URL at a page that prints its public key.
    const stranger = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const strangerPem = stranger.publicKey.export({ type: "spki", format: "pem" }).toString();
    const page = await listen({
      fetch: (request) =>
        new URL(request.url).pathname === "/moved"
          ? Response.redirect(new URL("/key.pem", request.url), 302)
          : new Response(`<html><body><pre>${strangerPem}</pre></body></html>`, {
              headers: { "Content-Type": "text/html" },
            }),
    });
    try {
      const forged = new Headers(delivered.headers);
      const message = [
        forged.get("paypal-transmission-id"),
        forged.get("paypal-transmission-time"),
        simulatorWebhookId,
        crc32(Buffer.from(delivered.body)),
      ].join("|");
      forged.set(
        "paypal-transmission-sig",
        sign("sha256", Buffer.from(message), stranger.privateKey).toString("base64"),
      );
      const certificateUrls = [
        `${simulator.baseUrl}/v1/notifications/certs/../../../checkoutnow?token=${orderId}`,
        `${simulator.baseUrl}/v1/notifications/certs/%2e%2e/%2e%2e/checkoutnow`,
        `${simulator.baseUrl}/v1/notifications/certs/CERT-1?token=${orderId}`,
        `${page.url}/v1/notifications/certs/CERT-1`,
        `${page.url}/moved`,
        "https://api.paypal.com/v1/notifications/certs/../../../moved",
        "https://api.paypal.com.evil.example/v1/notifications/certs/CERT-1",
      ];
      for (const mode of ["simulator", "sandbox", "live"] as const) {
        for (const certUrl of certificateUrls) {
          forged.set("paypal-cert-url", certUrl);
          const fetched: string[] = [];
          const result = await verify(
            { ...delivered, headers: forged },
            {
              mode,
              fetchCertificate: (url: string) => {
                fetched.push(url);
                return fetchPayPalCertificate(url);
              },
            },
          );
          expect(result, `${mode}: ${certUrl}`).toMatchObject({ ok: false });
          expect(fetched, `${mode} fetched ${certUrl}`).toEqual([]);
        }
      }
    } finally {
      await page.close();
    }
  });

  it("trusts only PayPal's exact certificate addresses, and follows no redirect to one", async () => {
    const live = "https://api.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-a5cafa77";
    const sandbox = live.replace("api.paypal.com", "api.sandbox.paypal.com");
    expect(isTrustedCertificateUrl(live, "live")).toBe(true);
    expect(isTrustedCertificateUrl(sandbox, "sandbox")).toBe(true);
    expect(isTrustedCertificateUrl(live.replace("api.", "api-m."), "live")).toBe(true);
    for (const refused of [
      sandbox,
      live.replace("https", "http"),
      live.replace("api.paypal.com", "api.paypal.com:443"),
      live.replace("api.paypal.com", "api.paypal.com:8443"),
      live.replace("https://", "https://user@"),
      live.replace("api.paypal.com", "API.PAYPAL.COM"),
      live.replace("api.paypal.com", "www.paypal.com"),
      live.replace("api.paypal.com", "api.paypal.com.evil.example"),
      `${live}?download=1`,
      `${live}#key`,
      `${live}/../../../../checkoutnow`,
      live.replace("CERT-", "%2e%2e/CERT-"),
      live.replace("/certs/", "\\certs\\"),
      "https://api.paypal.com/v1/oauth2/token",
      "not a url",
    ]) {
      expect(isTrustedCertificateUrl(refused, "live"), refused).toBe(false);
    }

    const redirecting = await listen({
      fetch: () => Response.redirect("http://127.0.0.1:9/key.pem", 302),
    });
    try {
      await expect(fetchPayPalCertificate(`${redirecting.url}/cert`)).rejects.toThrow();
    } finally {
      await redirecting.close();
    }
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
