import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { mailClubGifts, orders } from "#server/db/schema.ts";
import { insertTestMember, testAddress } from "#tests/support/fixtures/issues.ts";
import { insertTestOrder } from "#tests/support/fixtures/studio-orders.ts";
import { migrationStatement } from "#tests/support/migration-statement.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let db: Database;

beforeAll(async () => {
  test = await createTestDatabase();
  db = test.db;
});
afterAll(() => test?.close());

describe("migration 0030: the kind of the orders made before it", () => {
  it("reads each order's kind from what it holds: a gift, a membership it rides with, downloads", async () => {
    const { subscriptionId } = await insertTestMember(db, { joinedAt: new Date("2026-01-10") });
    const postal = await insertTestOrder(db);
    const digital = await insertTestOrder(db);
    const riding = await insertTestOrder(db);
    const gift = await insertTestOrder(db);
    await db.update(orders).set({ shippingMethod: "digital" }).where(eq(orders.id, digital.id));
    await db
      .update(orders)
      .set({ shippingMethod: "Mail Club envelope", rideAlongSubscriptionId: subscriptionId })
      .where(eq(orders.id, riding.id));
    await db.update(orders).set({ shippingMethod: "Mail Club gift" }).where(eq(orders.id, gift.id));
    await db.insert(mailClubGifts).values({
      orderId: gift.id,
      plan: "usa",
      issueCount: 3,
      priceCents: 3000,
      firstIssue: "2026-03",
      recipientAddress: testAddress(),
    });
    const ids = [postal.id, digital.id, riding.id, gift.id];
    // As the column's default left them when it was added.
    await db.update(orders).set({ kind: "postal" }).where(inArray(orders.id, ids));

    await db.execute(sql.raw(migrationStatement("0030_order_kind", /UPDATE/)));

    const kinds = await db
      .select({ id: orders.id, kind: orders.kind })
      .from(orders)
      .where(inArray(orders.id, ids));
    expect(new Map(kinds.map((row) => [row.id, row.kind]))).toEqual(
      new Map([
        [postal.id, "postal"],
        [digital.id, "digital"],
        [riding.id, "envelope"],
        [gift.id, "gift"],
      ]),
    );
  });
});
