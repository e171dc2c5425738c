// @gate-pglite (tests/README.md): the simulator's faults do not depend on the engine.
import { count, eq } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { paypalSimulatorRecords } from "#server/db/schema.ts";
import { createPayPalClient } from "#server/payments/paypal/client.ts";
import { type PayPalClient, PayPalError } from "#server/payments/paypal/types.ts";
import { createPayPalSimulator } from "#server/paypal-simulator/app.ts";
import { startSimulator } from "#tests/support/fixtures/paypal-simulator.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let simulator: Awaited<ReturnType<typeof startSimulator>>;
let client: PayPalClient;

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

function scheduleOutage(body: unknown) {
  return fetch(`${simulator.baseUrl}/simulator/outages`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

function createOrder() {
  return createOrderWith(client, crypto.randomUUID());
}

function createOrderWith(payPal: PayPalClient, requestId: string) {
  return payPal.createOrder({
    requestId,
    orderNumber: `W-${crypto.randomUUID().slice(0, 8)}`,
    currency: "USD",
    itemTotalCents: 500,
    taxCents: 0,
    shippingCents: 0,
    discountCents: 0,
    shippingDiscountCents: 0,
    totalCents: 500,
    items: [{ name: "Sticker", quantity: 1, unitAmountCents: 500, category: "PHYSICAL_GOODS" }],
    returnUrl: "https://shop.example/return",
    cancelUrl: "https://shop.example/cancel",
  });
}

async function simulatedOrderCount() {
  const [row] = await test.db
    .select({ orders: count() })
    .from(paypalSimulatorRecords)
    .where(eq(paypalSimulatorRecords.kind, "order"));
  return row?.orders ?? 0;
}

async function outcome(attempt: Promise<unknown>) {
  try {
    await attempt;
    return "ok";
  } catch (error) {
    return error instanceof PayPalError ? `PayPal ${error.status}` : "other";
  }
}

describe("simulated PayPal outages", () => {
  it("fails exactly the scheduled number of calls with 503, then recovers", async () => {
    expect((await scheduleOutage({ operation: "create-order", failures: 2 })).status).toBe(200);
    const results = [];
    for (let call = 0; call < 3; call++) results.push(await outcome(createOrder()));
    expect(results).toEqual(["PayPal 503", "PayPal 503", "ok"]);
  });

  it("ends an outage with failures: 0 and fails only the operation named", async () => {
    await scheduleOutage({ operation: "create-order", failures: 5 });
    await scheduleOutage({ operation: "create-order", failures: 0 });
    expect(await outcome(createOrder())).toBe("ok");

    await scheduleOutage({ operation: "capture-order", failures: 1 });
    const order = await createOrder();
    await fetch(`${simulator.baseUrl}/checkoutnow`, {
      method: "POST",
      body: new URLSearchParams({ token: order.id, choice: "balance" }),
      redirect: "manual",
    });
    const capture = () => client.captureOrder(order.id, { requestId: `capture-${order.id}` });
    expect(await outcome(capture())).toBe("PayPal 503");
    expect(await outcome(capture())).toBe("ok");
  });

  it("with delayMs answers the scheduled calls late, having done them, then on time again", async () => {
    expect(
      (await scheduleOutage({ operation: "create-order", failures: 1, delayMs: 600 })).status,
    ).toBe(200);
    const timed = async () => {
      const started = Date.now();
      const order = await createOrder();
      return { ms: Date.now() - started, id: order.id };
    };
    const slow = await timed();
    expect(slow.id).not.toBe("");
    expect(slow.ms).toBeGreaterThanOrEqual(600);
    expect((await timed()).ms).toBeLessThan(600);

    // A client that gives up before the answer: PayPal still made the order, and the same
    // request id gives that one back.
    await scheduleOutage({ operation: "create-order", failures: 1, delayMs: 1_500 });
    const impatient = createPayPalClient({
      baseUrl: simulator.baseUrl,
      credentials: simulator.credentials,
      timeoutMs: 500,
    });
    const requestId = crypto.randomUUID();
    const ordersBefore = await simulatedOrderCount();
    expect(await outcome(createOrderWith(impatient, requestId))).toBe("PayPal 0");
    await vi.waitFor(async () => expect(await simulatedOrderCount()).toBe(ordersBefore + 1), {
      timeout: 5_000,
    });
    await createOrderWith(client, requestId);
    expect(await simulatedOrderCount()).toBe(ordersBefore + 1);
  });

  it("refuses a malformed schedule with a PayPal-style 400 naming the field", async () => {
    const cases: [unknown, string][] = [
      [null, "operation"],
      [[], "operation"],
      [{ operation: "refund", failures: 1 }, "operation"],
      [{ operation: "create-order" }, "failures"],
      [{ operation: "create-order", failures: -1 }, "failures"],
      [{ operation: "create-order", failures: 1.5 }, "failures"],
      [{ operation: "create-order", failures: 101 }, "failures"],
      [{ operation: "create-order", failures: 1, delayMs: 0 }, "delayMs"],
      [{ operation: "create-order", failures: 1, delayMs: 60_001 }, "delayMs"],
      [{ operation: "create-order", failures: 1, delayMs: "5000" }, "delayMs"],
    ];
    for (const [body, field] of cases) {
      const answer = await scheduleOutage(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      const error = (await answer.json()) as { details: { field: string }[] };
      expect(error.details[0]?.field).toBe(field);
    }
    expect(await outcome(createOrder())).toBe("ok");
  });

  it("is not served unless the controls are switched on", async () => {
    const app = new Hono().route(
      "/",
      createPayPalSimulator({ db: test.db, publicBaseUrl: "http://x", webhookUrl: "http://x" }),
    );
    const answer = await app.request("/simulator/outages", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ operation: "create-order", failures: 1 }),
    });
    expect(answer.status).toBe(404);
    const settle = await app.request("/simulator/captures/ABC/settle", {
      method: "POST",
      body: "{}",
    });
    expect(settle.status).toBe(404);
  });
});
