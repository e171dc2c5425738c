import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createPayPalClient } from "#server/payments/paypal/client.ts";
import type { PayPalClient } from "#server/payments/paypal/types.ts";
import { verifyPayPalWebhook } from "#server/payments/paypal/verify-webhook.ts";
import { settlePayPalSimulatorCapture, simulatorWebhookId } from "#server/paypal-simulator/app.ts";
import { endLongReviews, SIMULATED_REVIEW_MS } from "#server/paypal-simulator/end-reviews.ts";
import { simulatorPublicKey } from "#server/paypal-simulator/signing-key.ts";
import {
  createSpecValidator,
  type ReceivedWebhook,
  startSimulator,
} from "#tests/support/fixtures/paypal-simulator.ts";
import { basicAuthorization } from "#tests/support/simulator-merchant.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let simulator: Awaited<ReturnType<typeof startSimulator>>;
let client: PayPalClient;
const validate = createSpecValidator();

beforeAll(async () => {
  test = await createTestDatabase();
  simulator = await startSimulator(test.db);
  client = createPayPalClient({
    baseUrl: simulator.baseUrl,
    credentials: simulator.credentials,
  });
});
afterAll(async () => {
  await simulator?.close();
  await test?.close();
});

/** A captured order of 12.00 USD, the buyer having paid as `choice` says. */
async function capturedOrder(choice: "balance" | "pending-review") {
  const order = await client.createOrder({
    requestId: crypto.randomUUID(),
    orderNumber: `W-${crypto.randomUUID().slice(0, 8)}`,
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
  await fetch(`${simulator.baseUrl}/checkoutnow`, {
    method: "POST",
    body: new URLSearchParams({ token: order.id, choice }),
    redirect: "manual",
  });
  const capture = await client.captureOrder(order.id, { requestId: crypto.randomUUID() });
  return { orderId: order.id, captureId: capture.captureId };
}

async function post(path: string, body: object) {
  const response = await fetch(`${simulator.baseUrl}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** The delivered event with this id, once it has arrived. */
async function receivedEvent(match: (event: { id: string; event_type: string }) => boolean) {
  let found: ReceivedWebhook | undefined;
  await vi.waitFor(
    () => {
      found = simulator.received.find((webhook) => match(JSON.parse(webhook.body)));
      expect(found).toBeDefined();
    },
    { timeout: 5000 },
  );
  return found as ReceivedWebhook;
}

/** Checks the signature and the event schema; the parsed event. */
async function verifiedEvent(webhook: ReceivedWebhook) {
  const result = await verifyPayPalWebhook({
    headers: webhook.headers,
    rawBody: webhook.body,
    webhookId: simulatorWebhookId,
    mode: "simulator",
    simulatorPublicKey: () => simulatorPublicKey(test.db),
  });
  if (!result.ok) throw new Error(result.reason);
  const path = "/v1/notifications/webhooks-events/{event_id}";
  expect(validate("webhooks", "get", path, 200, result.event)).toEqual([]);
  return result.event;
}

async function storedCapture(orderId: string) {
  const response = await fetch(`${simulator.baseUrl}/v2/checkout/orders/${orderId}`, {
    headers: { Authorization: `Bearer ${await tokenOf()}` },
  });
  const order = (await response.json()) as {
    purchase_units: { payments: { captures: { status: string; status_details?: object }[] } }[];
  };
  return order.purchase_units[0]?.payments.captures[0];
}

async function tokenOf() {
  const response = await fetch(`${simulator.baseUrl}/v1/oauth2/token`, {
    method: "POST",
    headers: { Authorization: basicAuthorization(await simulator.credentials()) },
    body: "grant_type=client_credentials",
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

describe("a review nobody settles (decision 036)", () => {
  it("is declined once it has lasted as long as an unapproved order holds its stock", async () => {
    const { orderId, captureId } = await capturedOrder("pending-review");
    const lastedFor = (ms: number) => ({
      ...simulator.options,
      clock: () => new Date(Date.now() + ms),
    });
    expect(await endLongReviews(lastedFor(SIMULATED_REVIEW_MS - 60_000))).toBe(0);
    expect((await storedCapture(orderId))?.status).toBe("PENDING");
    expect(await endLongReviews(lastedFor(SIMULATED_REVIEW_MS + 60_000))).toBeGreaterThanOrEqual(1);
    expect((await storedCapture(orderId))?.status).toBe("DECLINED");
    const denied = simulator.received.map((webhook) => JSON.parse(webhook.body));
    expect(denied).toContainEqual(
      expect.objectContaining({
        event_type: "PAYMENT.CAPTURE.DENIED",
        resource: expect.objectContaining({ id: captureId }),
      }),
    );
  });
});

describe("settling a capture under review", () => {
  it("completes it and delivers a signed PAYMENT.CAPTURE.COMPLETED before answering", async () => {
    const { orderId, captureId } = await capturedOrder("pending-review");
    expect(await storedCapture(orderId)).toMatchObject({
      status: "PENDING",
      status_details: { reason: "PENDING_REVIEW" },
    });
    const answer = await post(`/simulator/captures/${captureId}/settle`, {
      outcome: "COMPLETED",
    });
    expect(answer).toMatchObject({
      status: 200,
      body: { id: captureId, status: "COMPLETED", webhook_status: 204 },
    });
    const delivered = simulator.received.find(
      (webhook) => JSON.parse(webhook.body).id === answer.body.event_id,
    );
    if (!delivered) throw new Error("the settlement's event was not delivered before the answer");
    const event = await verifiedEvent(delivered);
    expect(event).toMatchObject({
      event_type: "PAYMENT.CAPTURE.COMPLETED",
      resource_type: "capture",
      resource: {
        id: captureId,
        status: "COMPLETED",
        amount: { currency_code: "USD", value: "12.00" },
        supplementary_data: { related_ids: { order_id: orderId } },
      },
    });
    expect(event.resource).not.toHaveProperty("status_details");
    const stored = await storedCapture(orderId);
    expect(stored?.status).toBe("COMPLETED");
    expect(stored).not.toHaveProperty("status_details");

    const again = await post(`/simulator/captures/${captureId}/settle`, { outcome: "DENIED" });
    expect(again).toMatchObject({
      status: 422,
      body: { name: "UNPROCESSABLE_ENTITY", details: [{ issue: "CAPTURE_NOT_PENDING" }] },
    });
  });

  it("denies it (the exported helper): the capture is DECLINED, PAYMENT.CAPTURE.DENIED sent", async () => {
    const { orderId, captureId } = await capturedOrder("pending-review");
    const answer = await settlePayPalSimulatorCapture(simulator.options, captureId, "DENIED");
    expect(answer).toMatchObject({
      status: 200,
      body: { id: captureId, status: "DECLINED", webhook_status: 204 },
    });
    const eventId = (answer.body as { event_id: string }).event_id;
    const event = await verifiedEvent(await receivedEvent((candidate) => candidate.id === eventId));
    expect(event).toMatchObject({
      event_type: "PAYMENT.CAPTURE.DENIED",
      resource: { id: captureId, status: "DECLINED" },
    });
    expect((await storedCapture(orderId))?.status).toBe("DECLINED");
    const refund = await client
      .refundCapture(captureId, { requestId: crypto.randomUUID() })
      .catch((error: unknown) => error);
    expect(refund).toMatchObject({ status: 422, issue: "REFUND_NOT_ALLOWED" });
  });

  it("refuses an unknown capture, one that is not pending, and an unknown outcome", async () => {
    expect(
      await post("/simulator/captures/NOSUCHCAPTURE0000/settle", { outcome: "COMPLETED" }),
    ).toMatchObject({ status: 404, body: { details: [{ issue: "INVALID_RESOURCE_ID" }] } });
    const { captureId } = await capturedOrder("balance");
    expect(
      await post(`/simulator/captures/${captureId}/settle`, { outcome: "COMPLETED" }),
    ).toMatchObject({ status: 422, body: { details: [{ issue: "CAPTURE_NOT_PENDING" }] } });
    expect(
      await post(`/simulator/captures/${captureId}/settle`, { outcome: "MAYBE" }),
    ).toMatchObject({ status: 400, body: { name: "INVALID_REQUEST" } });
  });
});

describe("refunds", () => {
  it("deliver PAYMENT.CAPTURE.REFUNDED whose resource is the refund, pointing up to its capture", async () => {
    const { captureId } = await capturedOrder("balance");
    const refund = await client.refundCapture(captureId, { requestId: crypto.randomUUID() });
    const event = await verifiedEvent(
      await receivedEvent((candidate) => candidate.event_type === "PAYMENT.CAPTURE.REFUNDED"),
    );
    expect(event).toMatchObject({
      resource_type: "refund",
      resource: {
        id: refund.refundId,
        status: "COMPLETED",
        amount: { currency_code: "USD", value: "12.00" },
        links: expect.arrayContaining([
          {
            href: `${simulator.baseUrl}/v2/payments/captures/${captureId}`,
            rel: "up",
            method: "GET",
          },
        ]),
      },
    });
  });

  it("refuse partial refunds, other currencies and bad bodies in the Payments API's shapes", async () => {
    const { captureId } = await capturedOrder("balance");
    const path = `/v2/payments/captures/${captureId}/refund`;
    const token = await tokenOf();
    const refund = async (body: string) => {
      const response = await fetch(`${simulator.baseUrl}${path}`, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${token}`,
          "Content-Type": "application/json",
          "PayPal-Request-Id": crypto.randomUUID(),
        },
        body,
      });
      const answer = { status: response.status, body: await response.json() };
      const operation = "/v2/payments/captures/{capture_id}/refund";
      expect(validate("payments", "post", operation, answer.status, answer.body)).toEqual([]);
      return answer;
    };
    const amount = (value: string, currency_code = "USD") =>
      JSON.stringify({ amount: { value, currency_code } });
    const issueOf = async (body: string) =>
      (await refund(body)).body.details?.[0]?.issue as string | undefined;

    expect(await issueOf(amount("5.00"))).toBe("PARTIAL_REFUND_NOT_ALLOWED");
    expect(await issueOf(amount("12.01"))).toBe("REFUND_AMOUNT_EXCEEDED");
    expect(await issueOf(amount("12.00", "EUR"))).toBe("REFUND_CAPTURE_CURRENCY_MISMATCH");
    expect(await issueOf(amount("0"))).toBe("CANNOT_BE_ZERO_OR_NEGATIVE");
    expect(await issueOf(amount("12.001"))).toBe("DECIMAL_PRECISION");
    expect(await issueOf(JSON.stringify({ note_to_payer: "" }))).toBe("INVALID_STRING_LENGTH");
    expect(await issueOf("{")).toBe("INVALID_PARAMETER_SYNTAX");
    const full = await refund(amount("12.00"));
    expect(full).toMatchObject({ status: 201, body: { status: "COMPLETED" } });
  });
});
