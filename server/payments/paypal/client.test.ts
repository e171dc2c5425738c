import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paypalSimulatorRecords } from "#server/db/schema.ts";
import { createPayPalClient } from "#server/payments/paypal/client.ts";
import {
  type CreatePayPalOrderInput,
  type CreatePayPalSubscriptionInput,
  PayPalError,
} from "#server/payments/paypal/types.ts";
import {
  ensureSimulatorPlan,
  renewPayPalSimulatorSubscription,
} from "#server/paypal-simulator/app.ts";
import { addInterval } from "#server/paypal-simulator/billing-cycles.ts";
import { newPlan, planRequestSchema } from "#server/paypal-simulator/plan-request.ts";
import { writeRecord } from "#server/paypal-simulator/records.ts";
import { createSpecValidator, startSimulator } from "#tests/support/fixtures/paypal-simulator.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let simulator: Awaited<ReturnType<typeof startSimulator>>;
const validate = createSpecValidator();

/** Every exchange the client had with the simulator, to check each answer against the spec. */
const exchanges: {
  method: string;
  path: string;
  status: number;
  body: unknown;
  requestBody?: unknown;
}[] = [];
let tokenCalls = 0;
const recordingFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  const url = new URL(String(input));
  if (url.pathname === "/v1/oauth2/token") tokenCalls++;
  else {
    const text = await response.clone().text();
    exchanges.push({
      method: (init?.method ?? "GET").toLowerCase(),
      path: url.pathname,
      status: response.status,
      body: text ? JSON.parse(text) : undefined,
      requestBody: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
    });
  }
  return response;
};

const planId = "P-CLIENT-TEST-MONTHLY";
/** Another plan of the same product (the shop's plans are all PROD-WASHI-MAIL-CLUB). */
const otherPlanId = "P-CLIENT-TEST-INTL";
/** A plan of another product. */
const foreignPlanId = "P-CLIENT-TEST-FOREIGN";

beforeAll(async () => {
  test = await createTestDatabase();
  simulator = await startSimulator(test.db);
  await ensureSimulatorPlan(test.db, { id: planId, name: "Mail Club", priceCents: 888 });
  await ensureSimulatorPlan(test.db, { id: otherPlanId, name: "Mail Club Intl", priceCents: 988 });
  const foreign = planRequestSchema.parse({
    product_id: "PROD-SOMETHING-ELSE",
    name: "Something else",
    billing_cycles: [
      {
        frequency: { interval_unit: "MONTH" },
        tenure_type: "REGULAR",
        sequence: 1,
        total_cycles: 0,
        pricing_scheme: { fixed_price: { currency_code: "USD", value: "5.00" } },
      },
    ],
    payment_preferences: {},
  });
  await writeRecord(test.db, "plan", foreignPlanId, newPlan(foreign, new Date(), foreignPlanId));
});
afterAll(async () => {
  await simulator?.close();
  await test?.close();
});

const newClient = (options: { timeoutMs?: number; now?: () => number } = {}) =>
  createPayPalClient({
    baseUrl: simulator.baseUrl,
    credentials: simulator.credentials,
    fetch: recordingFetch,
    ...options,
  });

let orderCounter = 0;
function orderInput(overrides: Partial<CreatePayPalOrderInput> = {}): CreatePayPalOrderInput {
  orderCounter++;
  return {
    requestId: `create-${crypto.randomUUID()}`,
    orderNumber: `W-10${orderCounter}`,
    currency: "USD",
    itemTotalCents: 2400,
    taxCents: 198,
    shippingCents: 500,
    discountCents: 0,
    shippingDiscountCents: 0,
    totalCents: 3098,
    items: [
      { name: "Kozo notebook", quantity: 2, unitAmountCents: 900, category: "PHYSICAL_GOODS" },
      {
        name: "Washi tape",
        quantity: 1,
        unitAmountCents: 600,
        sku: "TAPE-1",
        category: "PHYSICAL_GOODS",
      },
    ],
    returnUrl: "https://shop.example/checkout/return",
    cancelUrl: "https://shop.example/checkout/cancel",
    ...overrides,
  };
}

function subscriptionInput(
  overrides: Partial<CreatePayPalSubscriptionInput> = {},
): CreatePayPalSubscriptionInput {
  return {
    requestId: `subscribe-${crypto.randomUUID()}`,
    planId,
    customId: `subscription-${crypto.randomUUID()}`,
    subscriber: { email: "ada@example.com", givenName: "Ada", surname: "Lovelace" },
    brandName: "Washi",
    returnUrl: "https://shop.example/club/return",
    cancelUrl: "https://shop.example/club/cancel",
    ...overrides,
  };
}

/** The buyer's consent to a subscription, posted as the approval page's form does. */
async function approveSubscription(approveUrl: string | undefined) {
  if (!approveUrl) throw new Error("no approval link");
  const page = await (await fetch(approveUrl)).text();
  const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1];
  const baToken = /name="ba_token" value="([^"]+)"/.exec(page)?.[1];
  const answer = await fetch(action ?? "", {
    method: "POST",
    body: new URLSearchParams({ ba_token: baToken ?? "", choice: "subscribe" }),
    redirect: "manual",
  });
  expect(answer.status).toBe(303);
  return new URL(answer.headers.get("location") ?? "");
}

/** The buyer's consent to a change of plan, posted as the consent page's form does. */
async function consentToRevision(approveUrl: string | undefined) {
  if (!approveUrl) throw new Error("no approval link");
  const page = await (await fetch(approveUrl)).text();
  const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1];
  const baToken = /name="ba_token" value="([^"]+)"/.exec(page)?.[1];
  const answer = await fetch(action ?? "", {
    method: "POST",
    body: new URLSearchParams({ ba_token: baToken ?? "", choice: "agree" }),
    redirect: "manual",
  });
  expect(answer.status).toBe(303);
  return new URL(answer.headers.get("location") ?? "");
}

/** The buyer's part, as a browser without JavaScript does it: open the page, post the form. */
async function approve(approveUrl: string | undefined, choice: string) {
  if (!approveUrl) throw new Error("no approval link");
  const page = await fetch(approveUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  const token = /name="token" value="([^"]+)"/.exec(html)?.[1];
  expect(html).toContain(`name="choice" value="${choice}"`);
  const answer = await fetch(action ?? "", {
    method: "POST",
    body: new URLSearchParams({ token: token ?? "", choice }),
    redirect: "manual",
  });
  expect(answer.status).toBe(303);
  return new URL(answer.headers.get("location") ?? "");
}

async function refusalOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PayPalError);
  return error as PayPalError;
}

describe("the PayPal client against the simulator", () => {
  it("creates an order, has it approved by the form and captures it", async () => {
    const client = newClient();
    const order = await client.createOrder(orderInput());
    expect(order.id).toMatch(/^[A-Z0-9]{17}$/);
    expect(order.status).toBe("PAYER_ACTION_REQUIRED");
    expect(order.approveUrl).toBe(`${simulator.baseUrl}/checkoutnow?token=${order.id}`);

    const returned = await approve(order.approveUrl, "balance");
    expect(`${returned.origin}${returned.pathname}`).toBe("https://shop.example/checkout/return");
    expect(returned.searchParams.get("token")).toBe(order.id);
    expect(returned.searchParams.get("PayerID")).toMatch(/^[2-9A-HJ-NP-Z]{13}$/);
    expect((await client.getOrder(order.id)).status).toBe("APPROVED");

    const capture = await client.captureOrder(order.id, { requestId: `capture-${order.id}` });
    expect(capture).toMatchObject({
      orderId: order.id,
      orderStatus: "COMPLETED",
      captureStatus: "COMPLETED",
      amountCents: 3098,
    });
    expect(capture.captureId).toMatch(/^[A-Z0-9]{17}$/);
    expect((await client.getOrder(order.id)).status).toBe("COMPLETED");
  });

  it("sends money off the goods and the postage in the breakdown, which must add up", async () => {
    const client = newClient();
    // 2400 + 198 tax + 500 postage − 240 off the goods − 500 off the postage.
    const discounted = { discountCents: 240, shippingDiscountCents: 500, totalCents: 2358 };
    const order = await client.createOrder(orderInput(discounted));
    await approve(order.approveUrl, "balance");
    const capture = await client.captureOrder(order.id, { requestId: `capture-${order.id}` });
    expect(capture.amountCents).toBe(2358);

    const notAddingUp = client.createOrder(orderInput({ ...discounted, totalCents: 2598 }));
    await expect(notAddingUp).rejects.toMatchObject({ status: 422, issue: "AMOUNT_MISMATCH" });
  });

  it("answers a repeated PayPal-Request-Id with the first order and the first capture", async () => {
    const client = newClient();
    const input = orderInput();
    const first = await client.createOrder(input);
    const again = await client.createOrder(input);
    expect(again.id).toBe(first.id);
    await approve(first.approveUrl, "balance");
    const capture = await client.captureOrder(first.id, { requestId: "capture-replayed" });
    const replay = await client.captureOrder(first.id, { requestId: "capture-replayed" });
    expect(replay.captureId).toBe(capture.captureId);
    const other = await refusalOf(client.captureOrder(first.id, { requestId: "capture-other" }));
    expect(other).toMatchObject({ status: 422, issue: "ORDER_ALREADY_CAPTURED" });
    expect(other.debugId).toBeTruthy();
  });

  it("makes one capture out of ten concurrent ones", async () => {
    const client = newClient();
    const order = await client.createOrder(orderInput());
    await approve(order.approveUrl, "balance");
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        client.captureOrder(order.id, { requestId: `concurrent-${order.id}-${i % 3}` }),
      ),
    );
    const captured = results.flatMap((r) => (r.status === "fulfilled" ? [r.value.captureId] : []));
    const refused = results.flatMap((r) => (r.status === "rejected" ? [r.reason] : []));
    expect(new Set(captured).size).toBe(1);
    for (const reason of refused) expect(reason).toMatchObject({ issue: "ORDER_ALREADY_CAPTURED" });
    const [row] = await test.db
      .select({
        captures: sql<number>`jsonb_array_length(${paypalSimulatorRecords.data}->'purchase_units'->0->'payments'->'captures')`,
      })
      .from(paypalSimulatorRecords)
      .where(
        and(eq(paypalSimulatorRecords.kind, "order"), eq(paypalSimulatorRecords.id, order.id)),
      );
    expect(Number(row?.captures)).toBe(1);
  });

  it("refuses a capture before approval, and a declined card sends the buyer back to PayPal", async () => {
    const client = newClient();
    const order = await client.createOrder(orderInput());
    const early = await refusalOf(
      client.captureOrder(order.id, { requestId: crypto.randomUUID() }),
    );
    expect(early).toMatchObject({
      status: 422,
      name: "UNPROCESSABLE_ENTITY",
      issue: "ORDER_NOT_APPROVED",
    });

    await approve(order.approveUrl, "declined-card");
    const declined = await refusalOf(
      client.captureOrder(order.id, { requestId: crypto.randomUUID() }),
    );
    expect(declined).toMatchObject({ status: 422, issue: "INSTRUMENT_DECLINED" });
    const again = await client.getOrder(order.id);
    expect(again.status).toBe("PAYER_ACTION_REQUIRED");

    await approve(again.approveUrl, "balance");
    const paid = await client.captureOrder(order.id, { requestId: crypto.randomUUID() });
    expect(paid.captureStatus).toBe("COMPLETED");
  });

  it("leaves a capture PENDING for a buyer under review", async () => {
    const client = newClient();
    const order = await client.createOrder(orderInput());
    await approve(order.approveUrl, "pending-review");
    const capture = await client.captureOrder(order.id, { requestId: crypto.randomUUID() });
    expect(capture).toMatchObject({ orderStatus: "COMPLETED", captureStatus: "PENDING" });
  });

  it("refunds a whole capture once per request id, then refuses another refund", async () => {
    const client = newClient();
    const order = await client.createOrder(orderInput());
    await approve(order.approveUrl, "balance");
    const { captureId } = await client.captureOrder(order.id, { requestId: crypto.randomUUID() });
    const requestId = `refund-${captureId}`;
    const refund = await client.refundCapture(captureId, { requestId });
    expect(refund).toMatchObject({ status: "COMPLETED", amountCents: 3098 });
    expect(refund.refundId).toMatch(/^[A-Z0-9]{17}$/);
    expect(await client.refundCapture(captureId, { requestId })).toEqual(refund);

    const again = await refusalOf(
      client.refundCapture(captureId, { requestId: crypto.randomUUID() }),
    );
    expect(again).toMatchObject({
      status: 422,
      name: "UNPROCESSABLE_ENTITY",
      issue: "CAPTURE_FULLY_REFUNDED",
    });
    expect(again.debugId).toBeTruthy();
    const unknown = await refusalOf(
      client.refundCapture("NOSUCHCAPTURE0000", { requestId: crypto.randomUUID() }),
    );
    expect(unknown).toMatchObject({ status: 404, issue: "INVALID_RESOURCE_ID" });
    // The order (checked against its schema below) now shows the capture refunded.
    expect((await client.getOrder(order.id)).status).toBe("COMPLETED");
  });

  it("makes one refund of ten concurrent ones and none of a capture under review", async () => {
    const client = newClient();
    const order = await client.createOrder(orderInput());
    await approve(order.approveUrl, "balance");
    const { captureId } = await client.captureOrder(order.id, { requestId: crypto.randomUUID() });
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        client.refundCapture(captureId, { requestId: `refund-${captureId}-${i % 3}` }),
      ),
    );
    const refunds = results.flatMap((r) => (r.status === "fulfilled" ? [r.value.refundId] : []));
    const refused = results.flatMap((r) => (r.status === "rejected" ? [r.reason] : []));
    expect(new Set(refunds).size).toBe(1);
    for (const reason of refused) expect(reason).toMatchObject({ issue: "CAPTURE_FULLY_REFUNDED" });

    const pending = await client.createOrder(orderInput());
    await approve(pending.approveUrl, "pending-review");
    const held = await client.captureOrder(pending.id, { requestId: crypto.randomUUID() });
    const refusal = await refusalOf(
      client.refundCapture(held.captureId, { requestId: crypto.randomUUID() }),
    );
    expect(refusal).toMatchObject({ status: 422, issue: "REFUND_NOT_ALLOWED" });
  });

  it("sends the buyer who cancels to the cancel URL, the order unchanged", async () => {
    const client = newClient();
    const order = await client.createOrder(orderInput());
    const back = await approve(order.approveUrl, "cancel");
    expect(back.pathname).toBe("/checkout/cancel");
    expect(back.searchParams.get("token")).toBe(order.id);
    expect((await client.getOrder(order.id)).status).toBe("PAYER_ACTION_REQUIRED");
  });

  it("asks for one token for many requests, and a new one when it expires or is refused", async () => {
    let now = Date.now();
    const client = newClient({ now: () => now });
    const before = tokenCalls;
    const order = await client.createOrder(orderInput());
    await Promise.all(Array.from({ length: 5 }, () => client.getOrder(order.id)));
    expect(tokenCalls - before).toBe(1);

    now += 9 * 3600_000;
    await client.getOrder(order.id);
    expect(tokenCalls - before).toBe(2);

    await test.db
      .delete(paypalSimulatorRecords)
      .where(eq(paypalSimulatorRecords.kind, "access-token"));
    expect((await client.getOrder(order.id)).id).toBe(order.id);
    expect(tokenCalls - before).toBe(3);
  });

  it("turns refused credentials, a 500, an unknown order and a late answer into PayPalError", async () => {
    const noSecret = createPayPalClient({
      baseUrl: simulator.baseUrl,
      credentials: { clientId: "x", clientSecret: "" },
    });
    expect(await refusalOf(noSecret.getOrder("ABC"))).toMatchObject({
      status: 401,
      name: "invalid_client",
    });

    const client = newClient({ timeoutMs: 300 });
    expect(await refusalOf(client.getOrder("NOSUCHORDER000000"))).toMatchObject({
      status: 404,
      name: "RESOURCE_NOT_FOUND",
      issue: "INVALID_RESOURCE_ID",
    });

    const mocked = (mock: object) =>
      createPayPalClient({
        baseUrl: simulator.baseUrl,
        credentials: simulator.credentials,
        timeoutMs: 300,
        fetch: (input, init) => {
          const headers = new Headers(init?.headers);
          if (!String(input).endsWith("/v1/oauth2/token")) {
            headers.set("PayPal-Mock-Response", JSON.stringify(mock));
          }
          return recordingFetch(input, { ...init, headers });
        },
      });
    const order = await client.createOrder(orderInput());
    expect(
      await refusalOf(
        mocked({ mock_application_codes: "INTERNAL_SERVER_ERROR" }).getOrder(order.id),
      ),
    ).toMatchObject({ status: 500, name: "INTERNAL_SERVER_ERROR" });
    expect(await refusalOf(mocked({ mock_delay_ms: 1500 }).getOrder(order.id))).toMatchObject({
      status: 0,
      name: "TIMEOUT",
    });
    expect(
      await refusalOf(
        mocked({ mock_application_codes: "INSTRUMENT_DECLINED" }).captureOrder(order.id, {
          requestId: "x",
        }),
      ),
    ).toMatchObject({ status: 422, issue: "INSTRUMENT_DECLINED" });

    const unreachable = createPayPalClient({
      baseUrl: "http://127.0.0.1:9",
      credentials: simulator.credentials,
    });
    expect(await refusalOf(unreachable.getOrder("X"))).toMatchObject({ status: 0 });
  });

  it("refuses order bodies that do not add up, in PayPal's error shape", async () => {
    const client = newClient();
    const mismatch = await refusalOf(client.createOrder(orderInput({ totalCents: 3000 })));
    expect(mismatch).toMatchObject({ status: 422, issue: "AMOUNT_MISMATCH" });
    const items = await refusalOf(
      client.createOrder(orderInput({ itemTotalCents: 2000, totalCents: 2698 })),
    );
    expect(items).toMatchObject({ status: 422, issue: "ITEM_TOTAL_MISMATCH" });
    // Items that carry tax: their tax × quantity must make the tax total (198 = 2 × 80 + 38).
    const taxed = (notebookTax: number) => [
      {
        name: "Kozo notebook",
        quantity: 2,
        unitAmountCents: 900,
        taxCents: notebookTax,
        category: "PHYSICAL_GOODS" as const,
      },
      {
        name: "Washi tape",
        quantity: 1,
        unitAmountCents: 600,
        taxCents: 38,
        category: "PHYSICAL_GOODS" as const,
      },
    ];
    await client.createOrder(orderInput({ items: taxed(80) }));
    const taxMismatch = await refusalOf(client.createOrder(orderInput({ items: taxed(81) })));
    expect(taxMismatch).toMatchObject({ status: 422, issue: "TAX_TOTAL_MISMATCH" });
    const badUrl = await refusalOf(client.createOrder(orderInput({ returnUrl: "not a url" })));
    expect(badUrl).toMatchObject({ status: 400, name: "INVALID_REQUEST" });
  });

  it("creates a subscription, has it approved and reads it back ACTIVE with its payment", async () => {
    const client = newClient();
    const input = subscriptionInput();
    const created = await client.createSubscription(input);
    expect(created).toMatchObject({
      status: "APPROVAL_PENDING",
      planId,
      customId: input.customId,
      approveUrl: expect.stringMatching(/\/webapps\/billing\/subscriptions\?ba_token=BA-/),
    });
    expect(created.id).toMatch(/^I-[A-Z0-9]{12}$/);
    expect(created.statusUpdateTime).toBeInstanceOf(Date);
    expect(created.lastPayment).toBeUndefined();
    expect(await client.createSubscription(input)).toEqual(created);

    const returned = await approveSubscription(created.approveUrl);
    expect(returned.searchParams.get("subscription_id")).toBe(created.id);
    const active = await client.getSubscription(created.id);
    expect(active).toMatchObject({
      id: created.id,
      status: "ACTIVE",
      planId,
      customId: input.customId,
      approveUrl: undefined,
      lastPayment: { amountCents: 888 },
    });
    const startTime = active.startTime?.getTime() ?? NaN;
    expect(active.lastPayment?.time.getTime()).toBe(startTime);
    const nextBilling = new Date(startTime);
    nextBilling.setUTCMonth(nextBilling.getUTCMonth() + 1);
    // Past the 28th the month's end decides; the day is kept otherwise.
    if (new Date(startTime).getUTCDate() <= 28) {
      expect(active.nextBillingTime?.getTime()).toBe(nextBilling.getTime());
    } else {
      expect(active.nextBillingTime?.getTime()).toBeGreaterThan(startTime + 27 * 86_400_000);
    }
  });

  it("cancels a subscription once, with the reason cut to PayPal's 128 characters", async () => {
    const client = newClient();
    const created = await client.createSubscription(subscriptionInput());
    const early = await refusalOf(client.cancelSubscription(created.id, { reason: "Too soon" }));
    expect(early).toMatchObject({ status: 422, issue: "SUBSCRIPTION_STATUS_INVALID" });

    await approveSubscription(created.approveUrl);
    // The 128th character is half an emoji, which is left out rather than sent broken.
    await client.cancelSubscription(created.id, { reason: `${"x".repeat(127)}😀 and more` });
    const cancel = exchanges.findLast((exchange) => exchange.path.endsWith("/cancel"));
    expect(cancel).toMatchObject({ status: 204, requestBody: { reason: "x".repeat(127) } });
    const cancelled = await client.getSubscription(created.id);
    expect(cancelled.status).toBe("CANCELLED");
    expect(cancelled.nextBillingTime).toBeUndefined();

    const again = await refusalOf(client.cancelSubscription(created.id, { reason: "Again" }));
    expect(again).toMatchObject({
      status: 422,
      name: "UNPROCESSABLE_ENTITY",
      issue: "SUBSCRIPTION_STATUS_INVALID",
    });
    expect(again.debugId).toBeTruthy();
  });

  it("suspends a subscription and activates it again, each refused from the wrong state", async () => {
    const client = newClient();
    const created = await client.createSubscription(subscriptionInput());
    const pending = await refusalOf(client.suspendSubscription(created.id, { reason: "Soon" }));
    expect(pending).toMatchObject({
      status: 422,
      name: "UNPROCESSABLE_ENTITY",
      issue: "SUBSCRIPTION_STATUS_INVALID",
    });
    expect(
      await refusalOf(client.activateSubscription(created.id, { reason: "Soon" })),
    ).toMatchObject({ status: 422, issue: "SUBSCRIPTION_STATUS_INVALID" });

    await approveSubscription(created.approveUrl);
    const active = await client.getSubscription(created.id);
    const startTime = active.startTime ?? new Date(NaN);
    expect(active.nextBillingTime).toEqual(addInterval(startTime, "MONTH", 1));
    // Trimmed and cut to 128 characters, as a cancellation's reason.
    await client.suspendSubscription(created.id, { reason: `  ${"x".repeat(127)}😀 and more` });
    const suspend = exchanges.findLast((exchange) => exchange.path.endsWith("/suspend"));
    expect(suspend).toMatchObject({ status: 204, requestBody: { reason: "x".repeat(127) } });
    expect(await client.getSubscription(created.id)).toMatchObject({
      status: "SUSPENDED",
      nextBillingTime: active.nextBillingTime,
      lastPayment: active.lastPayment,
    });
    const again = await refusalOf(client.suspendSubscription(created.id, { reason: "Again" }));
    expect(again).toMatchObject({ status: 422, issue: "SUBSCRIPTION_STATUS_INVALID" });
    expect(again.debugId).toBeTruthy();

    // A month passes while suspended: nothing is charged, and the next billing moves on.
    const missed = await renewPayPalSimulatorSubscription(simulator.options, created.id, "paid");
    expect(missed.body).toMatchObject({ status: "SUSPENDED", event_ids: [] });
    const skipped = await client.getSubscription(created.id);
    expect(skipped).toMatchObject({ status: "SUSPENDED", lastPayment: active.lastPayment });
    expect(skipped.nextBillingTime).toEqual(addInterval(startTime, "MONTH", 2));

    await client.activateSubscription(created.id, { reason: " " });
    const activate = exchanges.findLast((exchange) => exchange.path.endsWith("/activate"));
    expect(activate).toMatchObject({
      status: 204,
      requestBody: { reason: "Activated by the shop" },
    });
    expect(await client.getSubscription(created.id)).toMatchObject({
      status: "ACTIVE",
      nextBillingTime: skipped.nextBillingTime,
      lastPayment: active.lastPayment,
    });
    expect(
      await refusalOf(client.activateSubscription(created.id, { reason: "Again" })),
    ).toMatchObject({ status: 422, issue: "SUBSCRIPTION_STATUS_INVALID" });
  });

  it("cannot activate a subscription PayPal suspended after failed payments; a payment can", async () => {
    const client = newClient();
    const created = await client.createSubscription(subscriptionInput());
    await approveSubscription(created.approveUrl);
    for (let failure = 0; failure < 3; failure++) {
      await renewPayPalSimulatorSubscription(simulator.options, created.id, "failed");
    }
    const suspended = await client.getSubscription(created.id);
    expect(suspended.status).toBe("SUSPENDED");
    expect(
      await refusalOf(client.activateSubscription(created.id, { reason: "Please" })),
    ).toMatchObject({ status: 422, issue: "SUBSCRIPTION_CANNOT_BE_ACTIVATED" });
    expect(
      await refusalOf(client.suspendSubscription(created.id, { reason: "Pause" })),
    ).toMatchObject({ status: 422, issue: "SUBSCRIPTION_STATUS_INVALID" });

    // Unlike a merchant's suspension, this one bills the cycle owed and moves on from it.
    const paid = await renewPayPalSimulatorSubscription(simulator.options, created.id, "paid");
    expect(paid.body).toMatchObject({ status: "ACTIVE", sale_id: expect.any(String) });
    const active = await client.getSubscription(created.id);
    expect(active.status).toBe("ACTIVE");
    expect(active.nextBillingTime).toEqual(
      addInterval(active.startTime ?? new Date(NaN), "MONTH", 2),
    );
  });

  it("revises the plan: an approve link, and the new plan once the buyer consents", async () => {
    const client = newClient();
    const created = await client.createSubscription(subscriptionInput());
    await approveSubscription(created.approveUrl);
    const revision = await client.reviseSubscription(created.id, {
      planId: otherPlanId,
      brandName: "Washi",
      returnUrl: "https://shop.example/club/plan/return",
      cancelUrl: "https://shop.example/club/plan/cancel",
    });
    expect(revision).toEqual({
      planId: otherPlanId,
      planOverridden: false,
      approveUrl: expect.stringMatching(/\/webapps\/billing\/subscriptions\/update\?ba_token=BA-/),
    });
    const revise = exchanges.findLast((exchange) => exchange.path.endsWith("/revise"));
    expect(revise).toMatchObject({
      status: 200,
      requestBody: {
        plan_id: otherPlanId,
        application_context: {
          brand_name: "Washi",
          return_url: "https://shop.example/club/plan/return",
          cancel_url: "https://shop.example/club/plan/cancel",
        },
      },
    });
    const before = await client.getSubscription(created.id);
    expect(before.planId).toBe(planId);

    const returned = await consentToRevision(revision.approveUrl);
    expect(`${returned.origin}${returned.pathname}`).toBe("https://shop.example/club/plan/return");
    expect(returned.searchParams.get("subscription_id")).toBe(created.id);
    expect(await client.getSubscription(created.id)).toMatchObject({
      planId: otherPlanId,
      status: "ACTIVE",
      nextBillingTime: before.nextBillingTime,
    });
    // Nothing to consent to: the plan it is on.
    expect(await client.reviseSubscription(created.id, { planId: otherPlanId })).toEqual({
      planId: otherPlanId,
      planOverridden: false,
      approveUrl: undefined,
    });
    expect(exchanges.findLast((exchange) => exchange.path.endsWith("/revise"))).toMatchObject({
      requestBody: { plan_id: otherPlanId },
    });

    expect(
      await refusalOf(client.reviseSubscription(created.id, { planId: foreignPlanId })),
    ).toMatchObject({ status: 422, issue: "PLAN_PRODUCT_NOT_COMPATIBLE" });
    expect(
      await refusalOf(client.reviseSubscription(created.id, { planId: "P-NOSUCHPLAN" })),
    ).toMatchObject({ status: 404, issue: "INVALID_RESOURCE_ID" });
  });

  it("turns unknown plans and subscriptions into PayPalError 404", async () => {
    const client = newClient();
    expect(
      await refusalOf(client.createSubscription(subscriptionInput({ planId: "P-NOSUCHPLAN" }))),
    ).toMatchObject({ status: 404, name: "RESOURCE_NOT_FOUND", issue: "INVALID_RESOURCE_ID" });
    expect(await refusalOf(client.getSubscription("I-NOSUCHSUB000"))).toMatchObject({
      status: 404,
      issue: "INVALID_RESOURCE_ID",
    });
    expect(
      await refusalOf(client.cancelSubscription("I-NOSUCHSUB000", { reason: "Bye" })),
    ).toMatchObject({ status: 404, issue: "INVALID_RESOURCE_ID" });
    expect(
      await refusalOf(client.suspendSubscription("I-NOSUCHSUB000", { reason: "Pause" })),
    ).toMatchObject({ status: 404, issue: "INVALID_RESOURCE_ID" });
    expect(
      await refusalOf(client.activateSubscription("I-NOSUCHSUB000", { reason: "Back" })),
    ).toMatchObject({ status: 404, issue: "INVALID_RESOURCE_ID" });
    expect(
      await refusalOf(client.reviseSubscription("I-NOSUCHSUB000", { planId: otherPlanId })),
    ).toMatchObject({ status: 404, name: "RESOURCE_NOT_FOUND", issue: "INVALID_RESOURCE_ID" });
    const badUrl = await refusalOf(
      client.createSubscription(subscriptionInput({ returnUrl: "no url at all" })),
    );
    expect(badUrl).toMatchObject({ status: 400, name: "INVALID_REQUEST" });
  });

  it("answered every call with a body that matches the operation's OpenAPI schema", () => {
    expect(exchanges.length).toBeGreaterThan(30);
    const operationOf = (path: string) =>
      path.startsWith("/v1/billing/")
        ? {
            spec: "subscriptions" as const,
            path: path
              .replace(
                /\/subscriptions\/[^/]+\/(cancel|suspend|activate|revise)$/,
                "/subscriptions/{id}/$1",
              )
              .replace(/\/subscriptions\/[^/]+$/, "/subscriptions/{id}"),
          }
        : path.startsWith("/v2/payments/")
          ? {
              spec: "payments" as const,
              path: path.replace(/\/captures\/[^/]+\/refund$/, "/captures/{capture_id}/refund"),
            }
          : {
              spec: "orders" as const,
              path: path
                .replace(
                  /\/v2\/checkout\/orders\/[^/]+\/capture$/,
                  "/v2/checkout/orders/{id}/capture",
                )
                .replace(/\/v2\/checkout\/orders\/[^/]+$/, "/v2/checkout/orders/{id}"),
            };
    const failures = exchanges.flatMap((exchange) => {
      const { spec, path } = operationOf(exchange.path);
      const errors = [
        ...(exchange.status === 204
          ? []
          : validate(spec, exchange.method, path, exchange.status, exchange.body)),
        ...(spec === "payments" || (spec === "subscriptions" && exchange.method === "post")
          ? validate.request(spec, exchange.method, path, exchange.requestBody)
          : []),
      ];
      return errors.length ? [{ ...exchange, errors }] : [];
    });
    expect(failures).toEqual([]);
    const statuses = new Set(exchanges.map((exchange) => exchange.status));
    for (const status of [200, 201, 204, 400, 404, 422, 500]) expect(statuses).toContain(status);
    const refunds = exchanges.filter((exchange) => exchange.path.endsWith("/refund"));
    expect(new Set(refunds.map((exchange) => exchange.status))).toEqual(new Set([201, 404, 422]));
  });
});
