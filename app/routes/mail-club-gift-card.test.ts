/**
 * /mail-club/gift/card.pdf called as React Router calls it: the gift's card for its order's
 * signed-in customer or the guest with its key, as an attachment no cache keeps; another
 * customer, someone else's key, an unpaid gift and an order of no gift get the same plain
 * 404, never a 500; a visitor with no key and no session is asked to sign in first.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loader } from "#app/routes/mail-club-gift-card[.]pdf.ts";
import { SESSION_COOKIE } from "#server/accounts/session-cookie.ts";
import { findSessionCustomer, startSession } from "#server/accounts/sessions.ts";
import type { Database } from "#server/db/client.ts";
import { customers } from "#server/db/schema.ts";
import { giftCardMessages, giftCardPath } from "#server/mail-club/gifts/gift-wording.ts";
import { placeGiftOrder } from "#server/mail-club/gifts/place-gift-order.ts";
import { readPdfLines } from "#server/mail-club/issues/pdf-text.ts";
import { payOrder } from "#server/orders/pay-order.ts";
import { setTestGiftPrices, testGiftForm } from "#tests/support/fixtures/gifts.ts";
import { insertTestOrder } from "#tests/support/fixtures/studio-orders.ts";
import { routeContextOf } from "#tests/support/route-context.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let db: Database;
let context: RouterContextProvider;
const timeZone = "America/New_York";
const orderLife = { publicUrl: "https://washi.test", timeZone };
const now = new Date("2026-11-10T15:00:00Z");

beforeAll(async () => {
  test = await createTestDatabase();
  db = test.db;
  context = routeContextOf(test);
});
afterAll(() => test?.close());
beforeEach(async () => {
  await db.execute(sql`delete from orders`);
  await setTestGiftPrices(db);
});

async function signedIn(name: string) {
  const email = `${name}-${randomUUID().slice(0, 8)}@example.com`;
  const [row] = await db
    .insert(customers)
    .values({
      email,
      passwordHash: "not-a-real-hash",
      firstName: "Gwen",
      lastName: "Gifter",
      customerNumber: `C-${email}`,
    })
    .returning();
  if (!row) throw new Error("no customer");
  const { token } = await startSession(db, row);
  const customer = await findSessionCustomer(db, token);
  return { customer, cookie: `${SESSION_COOKIE}=${token}` };
}

/** A gift placed (by the customer, else a guest) and, unless told otherwise, paid. */
async function gift(options: { customer?: Awaited<ReturnType<typeof signedIn>>; paid?: boolean }) {
  const placed = await placeGiftOrder(db, testGiftForm({ reveal: "self", revealOn: "" }), {
    customer: options.customer?.customer ?? null,
    clientAddress: "192.0.2.7",
    now,
    ...orderLife,
  });
  if (options.paid !== false) {
    await payOrder(
      db,
      placed.order.id,
      { captureId: `CAPTURE-${placed.order.id}`, paidAt: now },
      orderLife,
    );
  }
  return placed;
}

async function card(path: string, cookie?: string) {
  const request = new Request(`https://washi.test${path}`, {
    headers: cookie ? { Cookie: cookie } : {},
  });
  return (await loader({ request, params: {}, context } as never)) as Response;
}

async function expectRefused(response: Response) {
  expect(response.status).toBe(404);
  expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
  expect(await response.text()).toBe(`${giftCardMessages.notFound}\n`);
}

describe("/mail-club/gift/card.pdf", () => {
  it("gives the signed-in gifter their card, as an attachment no cache keeps", async () => {
    const gwen = await signedIn("gwen");
    const placed = await gift({ customer: gwen });
    const response = await card(giftCardPath(placed.order.id), gwen.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe(
      'attachment; filename="gift-card.pdf"',
    );
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const lines = (await readPdfLines(new Uint8Array(await response.arrayBuffer()))).flat();
    expect(lines).toContain("A gift for Rosa Recipient");
  });

  it("gives a guest gifter their card with the order's key", async () => {
    const placed = await gift({});
    const response = await card(giftCardPath(placed.order.id, placed.accessKey));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
  });

  it("refuses another customer and someone else's key; asks one with neither to sign in", async () => {
    const gwen = await signedIn("gwen");
    const mine = await gift({ customer: gwen });
    const theirs = await gift({});
    const other = await signedIn("otto");
    await expectRefused(await card(giftCardPath(mine.order.id), other.cookie));
    await expectRefused(await card(giftCardPath(theirs.order.id, mine.accessKey)));
    const anonymous = await card(giftCardPath(theirs.order.id));
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toMatch(/^\/login\?/);
    expect(anonymous.headers.get("Content-Type")).not.toBe("application/pdf");
    await expectRefused(await card(giftCardPath(theirs.order.id), other.cookie));
    await expectRefused(await card(giftCardPath(theirs.order.id, "not-a-key")));
  });

  it("refuses an unpaid gift, an order of no gift and an order that is no number", async () => {
    const unpaid = await gift({ paid: false });
    await expectRefused(await card(giftCardPath(unpaid.order.id, unpaid.accessKey)));
    const gwen = await signedIn("gwen");
    const stickers = await insertTestOrder(db, { status: "paid", customerId: gwen.customer?.id });
    await expectRefused(await card(giftCardPath(stickers.id), gwen.cookie));
    await expectRefused(await card("/mail-club/gift/card.pdf?order=abc", gwen.cookie));
    await expectRefused(await card("/mail-club/gift/card.pdf?order=99999999999&key=x"));
  });

  it("refuses a refunded gift's card", async () => {
    const placed = await gift({});
    await db.execute(sql`update orders set status = 'refunded' where id = ${placed.order.id}`);
    await expectRefused(await card(giftCardPath(placed.order.id, placed.accessKey)));
  });
});
