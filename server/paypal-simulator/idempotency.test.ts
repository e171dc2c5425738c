import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { paypalSimulatorRecords } from "#server/db/schema.ts";
import { startSimulator } from "#tests/support/fixtures/paypal-simulator.ts";
import { basicAuthorization } from "#tests/support/simulator-merchant.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

const hour = 60 * 60 * 1000;
let now = Date.parse("2026-03-01T09:00:00Z");
let test: TestDatabase;
let simulator: Awaited<ReturnType<typeof startSimulator>>;
let token = "";

beforeAll(async () => {
  test = await createTestDatabase();
  simulator = await startSimulator(test.db, { clock: () => new Date(now) });
});
// A token lasts 9 hours of the simulator's clock, which these tests move on.
beforeEach(async () => {
  const answer = await fetch(`${simulator.baseUrl}/v1/oauth2/token`, {
    method: "POST",
    headers: { Authorization: basicAuthorization(await simulator.credentials()) },
    body: "grant_type=client_credentials",
  });
  token = ((await answer.json()) as { access_token: string }).access_token;
});
afterAll(async () => {
  await simulator?.close();
  await test?.close();
});

interface Answer {
  status: number;
  body: {
    id?: string;
    details?: { issue: string }[];
    purchase_units?: { payments?: { captures?: { id: string }[] } }[];
  };
}

async function post(path: string, requestId: string, body = "{}"): Promise<Answer> {
  const response = await fetch(`${simulator.baseUrl}${path}`, {
    method: "POST",
    headers: {
      Authorization: `Bearer ${token}`,
      "Content-Type": "application/json",
      "PayPal-Request-Id": requestId,
    },
    body,
  });
  return { status: response.status, body: await response.json() };
}

const createOrder = (invoiceId: string, requestId = `create-${invoiceId}`) =>
  post(
    "/v2/checkout/orders",
    requestId,
    JSON.stringify({
      intent: "CAPTURE",
      purchase_units: [{ invoice_id: invoiceId, amount: { currency_code: "USD", value: "12.00" } }],
    }),
  );

const capture = (orderId: string, requestId: string) =>
  post(`/v2/checkout/orders/${orderId}/capture`, requestId);

const captureIdOf = (answer: Answer) =>
  answer.body.purchase_units?.[0]?.payments?.captures?.[0]?.id;

async function approvedOrder() {
  const created = await createOrder(`inv-${crypto.randomUUID()}`);
  const orderId = created.body.id ?? "";
  const approval = await fetch(`${simulator.baseUrl}/checkoutnow`, {
    method: "POST",
    body: new URLSearchParams({ token: orderId, choice: "balance" }),
    redirect: "manual",
  });
  expect(approval.status).toBe(200); // no return_url: the simulator's own "Done" page
  return orderId;
}

async function ordersWithInvoice(invoiceId: string) {
  const rows = await test.db
    .select({ id: paypalSimulatorRecords.id })
    .from(paypalSimulatorRecords)
    .where(
      and(
        eq(paypalSimulatorRecords.kind, "order"),
        sql`${paypalSimulatorRecords.data}->'purchase_units'->0->>'invoice_id' = ${invoiceId}`,
      ),
    );
  return rows.map((row) => row.id);
}

const statusCounts = (answers: Answer[]) =>
  Object.fromEntries(
    [...new Set(answers.map((a) => a.status))].map((status) => [
      status,
      answers.filter((a) => a.status === status).length,
    ]),
  );

describe("PayPal-Request-Id under concurrency", () => {
  it("stores one order for ten concurrent creates with one request id", async () => {
    const invoiceId = `race-${crypto.randomUUID()}`;
    const answers = await Promise.all(Array.from({ length: 10 }, () => createOrder(invoiceId)));
    const stored = await ordersWithInvoice(invoiceId);
    expect(stored).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.body.id))).toEqual(new Set(stored));
    expect(statusCounts(answers)).toEqual({ 201: 1, 200: 9 });
  });

  it("makes one capture of ten concurrent captures with one request id", async () => {
    const orderId = await approvedOrder();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => capture(orderId, `capture-${orderId}`)),
    );
    expect(statusCounts(answers)).toEqual({ 201: 1, 200: 9 });
    expect(new Set(answers.map(captureIdOf)).size).toBe(1);
  });

  it("gives one request id used on two orders at once the first answer only", async () => {
    const [first, second] = await Promise.all([approvedOrder(), approvedOrder()]);
    const requestId = `shared-${crypto.randomUUID()}`;
    const answers = await Promise.all([capture(first, requestId), capture(second, requestId)]);
    expect(statusCounts(answers)).toEqual({ 201: 1, 200: 1 });
    expect(captureIdOf(answers[0] as Answer)).toBe(captureIdOf(answers[1] as Answer));
  });

  it("does not keep a refusal: the same capture request id works once the order is approved", async () => {
    const created = await createOrder(`inv-${crypto.randomUUID()}`);
    const orderId = created.body.id ?? "";
    const early = await capture(orderId, `capture-${orderId}`);
    expect(early).toMatchObject({
      status: 422,
      body: { details: [{ issue: "ORDER_NOT_APPROVED" }] },
    });
    await fetch(`${simulator.baseUrl}/checkoutnow`, {
      method: "POST",
      body: new URLSearchParams({ token: orderId, choice: "balance" }),
    });
    expect((await capture(orderId, `capture-${orderId}`)).status).toBe(201);
  });
});

describe("PayPal-Request-Id lifetime", () => {
  it("replays an order for 6 hours, then creates a new one", async () => {
    const invoiceId = `late-${crypto.randomUUID()}`;
    const first = await createOrder(invoiceId);
    expect(first.status).toBe(201);
    now += 6 * hour - 1000;
    const replay = await createOrder(invoiceId);
    expect(replay).toMatchObject({ status: 200, body: { id: first.body.id } });
    now += 1000;
    const fresh = await createOrder(invoiceId);
    expect(fresh.status).toBe(201);
    expect(fresh.body.id).not.toBe(first.body.id);
    // The new answer is the one kept from now on.
    expect((await createOrder(invoiceId)).body.id).toBe(fresh.body.id);
  });

  it("replays a capture for 6 hours, then says the order is already captured", async () => {
    const orderId = await approvedOrder();
    const first = await capture(orderId, `capture-${orderId}`);
    expect(first.status).toBe(201);
    now += 5 * hour;
    const replay = await capture(orderId, `capture-${orderId}`);
    expect(replay.status).toBe(200);
    expect(captureIdOf(replay)).toBe(captureIdOf(first));
    now += hour;
    const late = await capture(orderId, `capture-${orderId}`);
    expect(late).toMatchObject({
      status: 422,
      body: { details: [{ issue: "ORDER_ALREADY_CAPTURED" }] },
    });
  });
});
