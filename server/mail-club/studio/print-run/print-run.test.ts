/**
 * The print run at the cutoff's edge: the forecast made one second before the end of the 25th
 * counts exactly what the list frozen at midnight holds, for members on both plans, abroad,
 * skipping, pausing, in arrears, suspended by PayPal, leaving before and at the cutoff.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { mailClubHolds, subscriptionPaymentFailures } from "#server/db/schema.ts";
import { issueMonth } from "#server/mail-club/issue-month.ts";
import { freezeIssue } from "#server/mail-club/issues/freeze-issue.ts";
import { printRunForecast } from "#server/mail-club/studio/print-run/print-run.ts";
import { printRunFigures } from "#server/mail-club/studio/print-run/print-run-figures.ts";
import { insertDemoShipping } from "#server/seed/demo-shipping.ts";
import {
  insertPaidTestGift,
  insertTestGiftSkip,
  setTestGiftPrices,
} from "#tests/support/fixtures/gifts.ts";
import { insertTestMember, testAddress } from "#tests/support/fixtures/issues.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let db: Database;

beforeAll(async () => {
  test = await createTestDatabase();
  db = test.db;
  await db.transaction((tx) => insertDemoShipping(tx));
});
afterAll(() => test?.close());
beforeEach(async () => {
  await db.execute(sql`delete from mail_club_issues`);
  await db.execute(sql`delete from customers`);
  await db.execute(sql`delete from orders`);
});

const timeZone = "America/New_York";
const february = issueMonth(2027, 2);
const longAgo = new Date("2026-10-10T15:00:00Z");
// The cutoff of February 2027: the end of 25 January 2027 in New York.
const lastSecond = new Date("2027-01-25T23:59:59-05:00");
const midnight = new Date("2027-01-26T00:00:00-05:00");

const canada = { country: "CA", city: "Toronto", stateProvince: "ON", postalCode: "M5H 3T4" };
const britain = { country: "GB", city: "London", stateProvince: "", postalCode: "SW1A 1AA" };
const germany = { country: "DE", city: "Berlin", stateProvince: "", postalCode: "10115" };

/** Ten memberships the February issue concerns, and two it does not. */
async function seedMembers() {
  const member = (joinedAt: Date, more: Parameters<typeof insertTestMember>[1] = { joinedAt }) =>
    insertTestMember(db, { timeZone, ...more, joinedAt });
  await member(longAgo);
  await member(longAgo, { joinedAt: longAgo, address: canada });
  await member(longAgo, { joinedAt: longAgo, address: britain });
  // Joined in the last second of the 25th: February is their first issue.
  await member(lastSecond);
  // Cancelled at the cutoff itself: ending at or after it keeps the issue.
  await member(longAgo, { joinedAt: longAgo, endedAt: midnight });
  // International plan, an address whose country no post knows: no label, no CN22.
  await member(longAgo, { joinedAt: longAgo, plan: "international", address: { country: "ZZ" } });

  const skipper = await member(longAgo);
  const pauser = await member(longAgo, { joinedAt: longAgo, address: germany });
  const inArrears = await member(longAgo);
  const suspended = await member(longAgo, {
    joinedAt: longAgo,
    status: "suspended",
    endedAt: new Date("2027-01-20T12:00:00Z"),
  });
  await db.insert(mailClubHolds).values([
    { subscriptionId: skipper.subscriptionId, kind: "skip", firstIssue: "2027-02", issueCount: 1 },
    { subscriptionId: pauser.subscriptionId, kind: "pause", firstIssue: "2027-01", issueCount: 3 },
  ]);
  await db.insert(subscriptionPaymentFailures).values([
    { subscriptionId: inArrears.subscriptionId, failedAt: new Date("2027-01-10T12:00:00Z") },
    {
      subscriptionId: suspended.subscriptionId,
      failedAt: new Date("2027-01-05T12:00:00Z"),
      failuresInRow: 3,
      suspended: true,
    },
  ]);

  // Gone before the cutoff; joined after it (their first issue is March).
  await member(longAgo, { joinedAt: longAgo, endedAt: new Date("2027-01-20T12:00:00Z") });
  await member(midnight);

  // Gifts: one whose three issues include February, one (to Canada) that ended with January,
  // and one whose recipient skipped February in the last second before its cutoff.
  await setTestGiftPrices(db);
  const gift = { now: longAgo, timeZone };
  await insertPaidTestGift(db, { ...gift, firstIssue: "2027-01" });
  await insertPaidTestGift(db, { ...gift, firstIssue: "2026-11", recipient: canada });
  const skipped = await insertPaidTestGift(db, { ...gift, firstIssue: "2027-02" });
  await insertTestGiftSkip(db, skipped.giftId, "2027-02");
}

describe("the print run at the cutoff", () => {
  it("forecasts at 23:59:59 on the 25th exactly what the list frozen at 00:00:00 holds", async () => {
    await seedMembers();

    const before = await printRunForecast(db, { now: lastSecond, timeZone });
    expect(before.next.month).toBe("2027-02");
    expect(before.next.state).toBe("open");
    expect(before.next.figures).toEqual({
      members: 10,
      gifts: 2,
      skipped: 2,
      paused: 1,
      held: 2,
      envelopes: 7,
      byPlan: { usa: 4, international: 3 },
      withoutCountry: 1,
      customsDeclarations: 2,
      // Demo letter rates for 60 g: $1.50 in the USA, $3.50 abroad; the ZZ envelope unpriced.
      postage: { priced: true, cents: 4 * 150 + 2 * 350, unpriced: 1, weightGrams: 60 },
    });

    await freezeIssue(db, february, { now: midnight, timeZone });
    const after = await printRunForecast(db, { now: midnight, timeZone });
    expect(after.last.month).toBe("2027-02");
    expect(after.last.state).toBe("frozen");
    expect(after.last.figures).toEqual(before.next.figures);
    const { members, gifts, skipped, paused, held, envelopes } = after.last.figures;
    expect(members + gifts - skipped - paused - held).toBe(envelopes);
    // The next forecast is March's: the member who joined at midnight is on it.
    expect(after.next.month).toBe("2027-03");
    expect(after.next.state).toBe("open");
  });
});

describe("printRunFigures", () => {
  it("counts an envelope carrying a gift as a gift, not a member", () => {
    const recipient = {
      subscriptionId: 1,
      giftId: null,
      name: "Mika Sato",
      email: "mika@example.com",
      plan: "usa" as const,
      address: testAddress(),
      priceCents: 888,
    };
    const gift = { ...recipient, subscriptionId: null, giftId: 7 };
    const figures = printRunFigures(
      {
        recipients: [recipient, gift],
        absentees: [
          { subscriptionId: 3, giftId: null, email: "x@example.com", name: "X", reason: "skipped" },
        ],
      },
      { rules: { zones: [], methods: [], rates: [] }, weightGrams: 60 },
    );
    expect(figures).toMatchObject({ members: 2, gifts: 1, skipped: 1, envelopes: 2 });
    expect(figures.members + figures.gifts - figures.skipped).toBe(figures.envelopes);
  });

  it("gives no postage estimate in a shop that prices no postage", () => {
    const noRules = { zones: [], methods: [], rates: [] };
    const figures = printRunFigures(
      { recipients: [], absentees: [] },
      { rules: noRules, weightGrams: 60 },
    );
    expect(figures.postage).toEqual({ priced: false });
  });
});
