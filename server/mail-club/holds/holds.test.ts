import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import {
  mailClubIssueAbsentees,
  mailClubIssueRecipients,
  subscriptions,
} from "#server/db/schema.ts";
import { listMemberHistory } from "#server/mail-club/history/member-events.ts";
import { alreadyHeldMessage, holdMessages } from "#server/mail-club/holds/hold-messages.ts";
import { loadHolds } from "#server/mail-club/holds/hold-rows.ts";
import { endHold, placeHold } from "#server/mail-club/holds/place-hold.ts";
import { issueMonth, issueMonthKey } from "#server/mail-club/issue-month.ts";
import { freezeIssue } from "#server/mail-club/issues/freeze-issue.ts";
import { nextIssueFor } from "#server/mail-club/receives-issue.ts";
import { spanOf } from "#server/mail-club/subscriptions/subscription-row.ts";
import { insertTestMember } from "#tests/support/fixtures/issues.ts";
import { refusal } from "#tests/support/refusal.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let db: Database;

beforeAll(async () => {
  test = await createTestDatabase();
  db = test.db;
});
afterAll(() => test?.close());
beforeEach(async () => {
  await db.execute(sql`delete from mail_club_issues`);
  await db.execute(sql`delete from customers`);
});

const at = (local: string, offset: string) => new Date(`${local}${offset}`);
const december = issueMonth(2026, 12);
const january = issueMonth(2027, 1);
const february = issueMonth(2027, 2);
const march = issueMonth(2027, 3);

/** Who is on the frozen list of `month`, and who is left out with why. */
async function freeze(month: typeof december, now: Date, timeZone: string) {
  const { issue } = await freezeIssue(db, month, { now, timeZone });
  const absent = await db
    .select({ email: mailClubIssueAbsentees.email, reason: mailClubIssueAbsentees.reason })
    .from(mailClubIssueAbsentees)
    .where(eq(mailClubIssueAbsentees.issueId, issue.id));
  const listed = await db
    .select({ email: mailClubIssueRecipients.email })
    .from(mailClubIssueRecipients)
    .where(eq(mailClubIssueRecipients.issueId, issue.id))
    .orderBy(mailClubIssueRecipients.email);
  return { listed: listed.map((row) => row.email), absent };
}

// December 2026's cutoff: the end of 25 November 2026 by the shop's clock.
describe.each([
  { timeZone: "America/New_York", offset: "-05:00" },
  { timeZone: "Asia/Tokyo", offset: "+09:00" },
])("skipping and pausing around the cutoff in $timeZone", ({ timeZone, offset }) => {
  const services = () => ({ db, timeZone });
  const lastSecond = at("2026-11-25T23:59:59", offset);
  const midnight = at("2026-11-26T00:00:00", offset);
  const joined = at("2026-09-10T12:00:00", offset);

  it("a skip at 23:59:59 on the 25th leaves out December; at 00:00:00 on the 26th, January", async () => {
    const early = await insertTestMember(db, { joinedAt: joined, timeZone, email: "early@x.test" });
    const late = await insertTestMember(db, { joinedAt: joined, timeZone, email: "late@x.test" });
    const skipEarly = await placeHold(services(), {
      customerId: early.customerId,
      kind: "skip",
      now: lastSecond,
    });
    const skipLate = await placeHold(services(), {
      customerId: late.customerId,
      kind: "skip",
      now: midnight,
    });
    expect(skipEarly.row).toMatchObject({ firstIssue: "2026-12", issueCount: 1 });
    expect(skipLate.row).toMatchObject({ firstIssue: "2027-01", issueCount: 1 });

    expect(await freeze(december, midnight, timeZone)).toEqual({
      listed: ["late@x.test"],
      absent: [{ email: "early@x.test", reason: "skipped" }],
    });
    expect(await freeze(january, at("2026-12-26T00:00:00", offset), timeZone)).toEqual({
      listed: ["early@x.test"],
      absent: [{ email: "late@x.test", reason: "skipped" }],
    });
    // The issue after a skip has them again.
    expect((await freeze(february, at("2027-01-26T00:00:00", offset), timeZone)).listed).toEqual([
      "early@x.test",
      "late@x.test",
    ]);
  });

  it("a pause of 2 leaves out two issues from the one whose cutoff is ahead, and the third has them", async () => {
    const early = await insertTestMember(db, { joinedAt: joined, timeZone, email: "early@x.test" });
    const late = await insertTestMember(db, { joinedAt: joined, timeZone, email: "late@x.test" });
    const pause = (customerId: number, now: Date) =>
      placeHold(services(), { customerId, kind: "pause", issueCount: 2, now });
    expect((await pause(early.customerId, lastSecond)).row.firstIssue).toBe("2026-12");
    expect((await pause(late.customerId, midnight)).row.firstIssue).toBe("2027-01");

    const lists = [];
    for (const [month, cutoff] of [
      [december, midnight],
      [january, at("2026-12-26T00:00:00", offset)],
      [february, at("2027-01-26T00:00:00", offset)],
      [march, at("2027-02-26T00:00:00", offset)],
    ] as const) {
      lists.push({ month: issueMonthKey(month), ...(await freeze(month, cutoff, timeZone)) });
    }
    expect(lists).toEqual([
      {
        month: "2026-12",
        listed: ["late@x.test"],
        absent: [{ email: "early@x.test", reason: "paused" }],
      },
      {
        month: "2027-01",
        listed: [],
        absent: expect.arrayContaining([
          { email: "early@x.test", reason: "paused" },
          { email: "late@x.test", reason: "paused" },
        ]),
      },
      {
        month: "2027-02",
        listed: ["early@x.test"],
        absent: [{ email: "late@x.test", reason: "paused" }],
      },
      { month: "2027-03", listed: ["early@x.test", "late@x.test"], absent: [] },
    ]);
  });

  it("is undone until the cutoff: at 23:59:59 the issue is sent again, at 00:00:00 it is too late", async () => {
    const undone = await insertTestMember(db, { joinedAt: joined, timeZone, email: "undo@x.test" });
    const tooLate = await insertTestMember(db, {
      joinedAt: joined,
      timeZone,
      email: "late@x.test",
    });
    const earlier = at("2026-11-20T09:00:00", offset);
    for (const member of [undone, tooLate]) {
      await placeHold(services(), { customerId: member.customerId, kind: "skip", now: earlier });
    }
    await endHold(services(), { customerId: undone.customerId, now: lastSecond });
    const refused = await refusal(
      endHold(services(), { customerId: tooLate.customerId, now: midnight }),
    );
    expect(refused).toMatchObject({ code: "conflict", message: holdMessages.nothingToResume });
    expect(await freeze(december, midnight, timeZone)).toEqual({
      listed: ["undo@x.test"],
      absent: [{ email: "late@x.test", reason: "skipped" }],
    });
  });
});

describe("the rules of a hold", () => {
  const timeZone = "America/New_York";
  const services = {
    get db() {
      return db;
    },
    timeZone,
  };
  const now = new Date("2026-11-20T15:00:00Z");

  it("allows one hold ahead at a time, and another once it has passed", async () => {
    const member = await insertTestMember(db, { joinedAt: new Date("2026-09-10T12:00:00Z") });
    await placeHold(services, { customerId: member.customerId, kind: "pause", issueCount: 3, now });
    const second = await refusal(
      placeHold(services, { customerId: member.customerId, kind: "skip", now }),
    );
    expect(second).toMatchObject({
      code: "conflict",
      message: alreadyHeldMessage("pause", february),
    });
    // After February's cutoff the pause has nothing ahead: a skip takes March.
    const later = new Date("2027-01-26T06:00:00Z");
    const skip = await placeHold(services, {
      customerId: member.customerId,
      kind: "skip",
      now: later,
    });
    expect(skip.row.firstIssue).toBe("2027-03");
  });

  it("ends a pause early: issues whose cutoff is ahead are sent again, both in the member's history", async () => {
    const member = await insertTestMember(db, {
      joinedAt: new Date("2026-09-10T12:00:00Z"),
      email: "paused@x.test",
    });
    await placeHold(services, { customerId: member.customerId, kind: "pause", issueCount: 3, now });
    const resumedAt = new Date("2026-12-10T15:00:00Z");
    await endHold(services, { customerId: member.customerId, now: resumedAt });
    const [row] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, member.subscriptionId));
    const holds = await loadHolds(db, { subscriptionIds: [member.subscriptionId] });
    const span = row && spanOf(row);
    if (!span) throw new Error("no span");
    // December was left out (its cutoff passed during the pause); January comes.
    expect(
      nextIssueFor({ ...span, holds: holds.get(member.subscriptionId) }, resumedAt, timeZone),
    ).toEqual(january);
    expect(
      nextIssueFor({ ...span, holds: holds.get(member.subscriptionId) }, now, timeZone),
    ).toEqual(january);
    const history = await listMemberHistory(db, member.subscriptionId);
    expect(history.map(({ actor, action, details }) => ({ actor, action, details }))).toEqual([
      {
        actor: "paused@x.test",
        action: "mail-club.resume",
        details: { firstIssue: "2026-12", issueCount: 3 },
      },
      {
        actor: "paused@x.test",
        action: "mail-club.pause",
        details: { firstIssue: "2026-12", issueCount: 3 },
      },
    ]);
  });

  it("names the next issue after a pause of 3 on the account card", async () => {
    const member = await insertTestMember(db, { joinedAt: new Date("2026-09-10T12:00:00Z") });
    await placeHold(services, { customerId: member.customerId, kind: "pause", issueCount: 3, now });
    const [row] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, member.subscriptionId));
    const span = row && spanOf(row);
    if (!span) throw new Error("no span");
    const holds = (await loadHolds(db, { subscriptionIds: [member.subscriptionId] })).get(
      member.subscriptionId,
    );
    expect(nextIssueFor({ ...span, holds }, now, timeZone)).toEqual(march);
  });

  it("refuses a pause of 0 or 4, a membership that is not running, and no membership", async () => {
    const member = await insertTestMember(db, { joinedAt: new Date("2026-09-10T12:00:00Z") });
    for (const issueCount of [0, 4, 1.5]) {
      const refused = await refusal(
        placeHold(services, { customerId: member.customerId, kind: "pause", issueCount, now }),
      );
      expect(refused).toMatchObject({ code: "bad_request", message: holdMessages.issueCount });
    }
    const cancelled = await insertTestMember(db, {
      joinedAt: new Date("2026-09-10T12:00:00Z"),
      endedAt: new Date("2026-10-01T12:00:00Z"),
    });
    const notRunning = await refusal(
      placeHold(services, { customerId: cancelled.customerId, kind: "skip", now }),
    );
    expect(notRunning).toMatchObject({ code: "conflict", message: holdMessages.notRunning });
    const stranger = await insertTestMember(db, { joinedAt: null });
    await db.delete(subscriptions).where(eq(subscriptions.id, stranger.subscriptionId));
    const none = await refusal(
      placeHold(services, { customerId: stranger.customerId, kind: "skip", now }),
    );
    expect(none.code).toBe("not_found");
  });
});
