import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HttpEnv } from "#server/http/types.ts";
import { rideAlongMessages } from "#server/mail-club/ride-along/ride-along-messages.ts";
import { insertTestMember } from "#tests/support/fixtures/issues.ts";
import { insertTestProduct } from "#tests/support/fixtures/orders.ts";
import { startTestPayPal, type TestPayPal } from "#tests/support/fixtures/paypal.ts";
import { createCapturingLogger, listen } from "#tests/support/http-app.ts";
import { createPaymentsApi } from "#tests/support/payments-api.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let paypal: TestPayPal;
let app: Hono<HttpEnv>;
let shop: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  test = await createTestDatabase();
  let served: Hono<HttpEnv> | undefined;
  shop = await listen({ fetch: (request) => (served as Hono<HttpEnv>).fetch(request) });
  paypal = await startTestPayPal(test.db, `${shop.url}/api/payments/paypal/webhook`);
  app = createPaymentsApi(test.db, paypal, { logger: createCapturingLogger("warn").logger });
  served = app;
});
afterAll(async () => {
  await paypal?.close();
  await shop?.close();
  await test?.close();
});

function create(body: unknown, token?: string) {
  return app.request("/api/orders/create", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

describe("POST /api/orders/create with rideWithMailClub", () => {
  it("refuses a guest, and places a member's order with no postage to their Mail Club address", async () => {
    const productId = await insertTestProduct(test.db, { priceCents: 450, fitsInEnvelope: true });
    const items = [{ productId, quantity: 1 }];
    const guest = await create({ items, rideWithMailClub: true, customerEmail: "g@example.com" });
    expect(guest.status).toBe(401);
    expect(await guest.json()).toMatchObject({ error: { message: rideAlongMessages.signIn } });

    const registered = await app.request("/api/auth/register", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        email: "ren.member@example.com",
        password: "Folded-Crane-Paper-5",
        firstName: "Ren",
        lastName: "Ito",
      }),
    });
    const { accessToken, customer } = (await registered.json()) as {
      accessToken: string;
      customer: { id: number };
    };
    await insertTestMember(test.db, {
      joinedAt: new Date(Date.now() - 40 * 86_400_000),
      customerId: customer.id,
      address: { firstName: "Ren", lastName: "Ito", addressLine1: "8 Heron Lane" },
    });
    const placed = await create({ items, rideWithMailClub: true }, accessToken);
    const body = (await placed.json()) as { order: Record<string, unknown> };
    expect(placed.status, JSON.stringify(body)).toBe(201);
    expect(JSON.stringify(body.order)).toContain("8 Heron Lane");
    expect(JSON.stringify(body.order)).toContain("Mail Club envelope");
  });
});
