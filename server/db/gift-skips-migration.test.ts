import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { mailClubGifts, mailClubHolds } from "#server/db/schema.ts";
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

async function insertGift() {
  const order = await insertTestOrder(db);
  const [gift] = await db
    .insert(mailClubGifts)
    .values({
      orderId: order.id,
      plan: "usa",
      issueCount: 3,
      priceCents: 3000,
      firstIssue: "2027-02",
      recipientAddress: testAddress(),
    })
    .returning({ id: mailClubGifts.id });
  if (!gift) throw new Error("no gift");
  return gift.id;
}

describe("migration 0031: a gift's skips become hold rows", () => {
  it("moves every skipped month, in order, and leaves members' holds alone", async () => {
    const { subscriptionId } = await insertTestMember(db, { joinedAt: new Date("2026-01-10") });
    await db
      .insert(mailClubHolds)
      .values({ subscriptionId, kind: "pause", firstIssue: "2027-03", issueCount: 2 });
    const skipping = await insertGift();
    const notSkipping = await insertGift();
    // The column as it was before the migration dropped it.
    await db.execute(
      sql`alter table mail_club_gifts add column skipped_issues text[] not null default '{}'`,
    );
    await db.execute(
      sql`update mail_club_gifts set skipped_issues = '{2027-04,2027-02}' where id = ${skipping}`,
    );

    await db.execute(sql.raw(migrationStatement("0031_gift_skips_as_holds", /INSERT/)));
    await db.execute(sql`alter table mail_club_gifts drop column skipped_issues`);

    const holds = await db
      .select({
        subscriptionId: mailClubHolds.subscriptionId,
        giftId: mailClubHolds.giftId,
        kind: mailClubHolds.kind,
        firstIssue: mailClubHolds.firstIssue,
        issueCount: mailClubHolds.issueCount,
        endedAt: mailClubHolds.endedAt,
      })
      .from(mailClubHolds)
      .orderBy(asc(mailClubHolds.id));
    expect(holds).toEqual([
      {
        subscriptionId,
        giftId: null,
        kind: "pause",
        firstIssue: "2027-03",
        issueCount: 2,
        endedAt: null,
      },
      {
        subscriptionId: null,
        giftId: skipping,
        kind: "skip",
        firstIssue: "2027-04",
        issueCount: 1,
        endedAt: null,
      },
      {
        subscriptionId: null,
        giftId: skipping,
        kind: "skip",
        firstIssue: "2027-02",
        issueCount: 1,
        endedAt: null,
      },
    ]);
    expect(
      await db.select().from(mailClubHolds).where(eq(mailClubHolds.giftId, notSkipping)),
    ).toEqual([]);
  });

  it("refuses a hold of both a member and a gift, or a gift's pause", async () => {
    const { subscriptionId } = await insertTestMember(db, { joinedAt: new Date("2026-01-10") });
    const giftId = await insertGift();
    await expect(
      db
        .insert(mailClubHolds)
        .values({ subscriptionId, giftId, kind: "skip", firstIssue: "2027-03", issueCount: 1 }),
    ).rejects.toThrow();
    await expect(
      db
        .insert(mailClubHolds)
        .values({ giftId, kind: "pause", firstIssue: "2027-03", issueCount: 2 }),
    ).rejects.toThrow();
  });
});
