import { afterAll, beforeAll, expect, it } from "vitest";
import { createPayPalSimulator } from "#server/paypal-simulator/app.ts";
import { readRecord, writeRecord } from "#server/paypal-simulator/records.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test?.close());

it("an id holding NUL finds no record instead of failing the query", async () => {
  await writeRecord(test.db, "order", "ORDER-1", { status: "CREATED" });
  expect(await readRecord(test.db, "order", "ORDER-1")).toEqual({ status: "CREATED" });
  expect(await readRecord(test.db, "order", "ORDER-1\u0000")).toBeUndefined();
});

it("the approval pages answer a token holding NUL like any unknown one, never 500", async () => {
  const simulator = createPayPalSimulator({
    db: test.db,
    publicBaseUrl: "http://127.0.0.1/paypal-simulator",
    webhookUrl: "http://127.0.0.1/api/payments/paypal/webhook",
  });
  const unknown = await simulator.request("/checkoutnow?token=NOPE");
  const withNul = await simulator.request("/checkoutnow?token=%00");
  expect(withNul.status).toBe(unknown.status);
  expect(withNul.status).toBeLessThan(500);
  for (const path of ["/webapps/billing/subscriptions", "/webapps/billing/subscriptions/update"]) {
    const unknownToken = await simulator.request(`${path}?ba_token=NOPE`);
    const nulToken = await simulator.request(`${path}?ba_token=%00`);
    expect(nulToken.status, path).toBe(unknownToken.status);
    const postedNul = await simulator.request(path, {
      method: "POST",
      body: new URLSearchParams({ ba_token: "a\u0000b", choice: "agree" }),
    });
    expect(postedNul.status, path).toBeLessThan(500);
  }
  const posted = await simulator.request("/checkoutnow", {
    method: "POST",
    body: new URLSearchParams({ token: "a\u0000b", decision: "approve" }),
  });
  expect(posted.status).toBeLessThan(500);
});

it("the approval pages answer a body that is no form like a form without the field", async () => {
  const simulator = createPayPalSimulator({
    db: test.db,
    publicBaseUrl: "http://127.0.0.1/paypal-simulator",
    webhookUrl: "http://127.0.0.1/api/payments/paypal/webhook",
  });
  const paths = [
    "/checkoutnow",
    "/webapps/billing/subscriptions",
    "/webapps/billing/subscriptions/update",
  ];
  for (const path of paths) {
    const empty = await simulator.request(path, { method: "POST", body: new URLSearchParams() });
    for (const type of ["multipart/form-data", "multipart/form-data; boundary=x", "text/plain"]) {
      const answer = await simulator.request(path, {
        method: "POST",
        headers: { "content-type": type },
        body: "token=ORDER&choice=approve",
      });
      expect(answer.status, `${path} as ${type}`).toBe(empty.status);
    }
  }
});

it("reads no body past 64 KB on any path, public or not: 413 in PayPal's shape", async () => {
  const simulator = createPayPalSimulator({
    db: test.db,
    publicBaseUrl: "http://127.0.0.1/paypal-simulator",
    webhookUrl: "http://127.0.0.1/api/payments/paypal/webhook",
  });
  const huge = "x".repeat(1024 * 1024);
  for (const path of ["/v1/oauth2/token", "/checkoutnow", "/v2/checkout/orders"]) {
    const answer = await simulator.request(path, { method: "POST", body: huge });
    expect(answer.status, path).toBe(413);
    expect((await answer.json()).name, path).toBe("REQUEST_ENTITY_TOO_LARGE");
  }
  const streamed = new ReadableStream({
    start(controller) {
      for (let part = 0; part < 16; part += 1) controller.enqueue(new TextEncoder().encode(huge));
      controller.close();
    },
  });
  const unsized = await simulator.request("/checkoutnow", {
    method: "POST",
    body: streamed,
    // @ts-expect-error: Node's fetch needs it for a streamed body.
    duplex: "half",
  });
  expect(unsized.status).toBe(413);
});
