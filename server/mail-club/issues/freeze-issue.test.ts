import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { mailClubIssueRecipients, subscriptions } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";
import { createLogger } from "#server/logger.ts";
import { changeMembership } from "#server/mail-club/change-membership.ts";
import { issueMonth } from "#server/mail-club/issue-month.ts";
import { freezeDueIssues, freezeIssue } from "#server/mail-club/issues/freeze-issue.ts";
import { createFreezeIssuesJob } from "#server/mail-club/issues/freeze-issues-job.ts";
import { getIssue } from "#server/mail-club/issues/get-issue.ts";
import { withoutCountryMessage } from "#server/mail-club/issues/issue-messages.ts";
import { issueRecipients } from "#server/mail-club/issues/issue-recipients.ts";
import { insertTestMember, testAddress } from "#tests/support/fixtures/issues.ts";
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

const newYork = "America/New_York";
const january = issueMonth(2027, 1);
const february = issueMonth(2027, 2);
const march = issueMonth(2027, 3);

/** The instant a clock in `offset` shows `local` ('2027-01-25T23:59:59'). */
const at = (local: string, offset: string) => new Date(`${local}${offset}`);

async function emailsOf(
  month = february,
  now = new Date("2027-03-01T00:00:00Z"),
  timeZone = newYork,
) {
  const list = await issueRecipients(db, month, { now, timeZone });
  return list.recipients.map((recipient) => recipient.email).sort();
}

// The cutoff of February 2027: the end of 25 January 2027 by the shop's clock.
describe.each([
  { timeZone: "America/New_York", offset: "-05:00" },
  { timeZone: "Asia/Tokyo", offset: "+09:00" },
])("joining around the cutoff in $timeZone", ({ timeZone, offset }) => {
  const lastSecond = at("2027-01-25T23:59:59", offset);
  const midnight = at("2027-01-26T00:00:00", offset);

  it("at 23:59:59 on the 25th gives February; at 00:00:00 on the 26th, March", async () => {
    const early = await insertTestMember(db, {
      joinedAt: lastSecond,
      timeZone,
      email: "early@example.com",
    });
    const late = await insertTestMember(db, {
      joinedAt: midnight,
      timeZone,
      email: "late@example.com",
    });
    expect(early.firstIssue).toBe("2027-02");
    expect(late.firstIssue).toBe("2027-03");

    // One second before the cutoff: February's list is still open and cannot be frozen.
    expect(await emailsOf(february, lastSecond, timeZone)).toEqual(["early@example.com"]);
    const tooEarly = await freezeIssue(db, february, { now: lastSecond, timeZone }).catch(
      (error: unknown) => error,
    );
    expect(tooEarly).toBeInstanceOf(AppError);
    expect(tooEarly).toMatchObject({ code: "conflict" });
    expect((await freezeDueIssues(db, { now: lastSecond, timeZone })).issue.monthKey).toBe(
      "2027-01",
    );
    expect(await getIssue(db, { month: february })).toBeNull();

    // At the cutoff the job freezes February, with the member who joined in time only.
    const { issue, frozenNow } = await freezeDueIssues(db, { now: midnight, timeZone });
    expect(issue).toMatchObject({
      monthKey: "2027-02",
      title: "February 2027 issue",
      frozenAt: midnight,
    });
    expect(frozenNow).toBe(true);
    const frozen = await issueRecipients(db, february, { now: midnight, timeZone });
    expect(frozen.frozen).toBe(true);
    expect(frozen.recipients.map((recipient) => recipient.email)).toEqual(["early@example.com"]);
    expect(await emailsOf(january, midnight, timeZone)).toEqual([]);

    // Both get March.
    const marchCutoff = at("2027-02-26T00:00:00", offset);
    await freezeDueIssues(db, { now: marchCutoff, timeZone });
    expect(await emailsOf(march, marchCutoff, timeZone)).toEqual([
      "early@example.com",
      "late@example.com",
    ]);
  });

  it("cancelling one second before the cutoff loses February; at or after it keeps it", async () => {
    const joinedAt = at("2027-01-10T09:00:00", offset);
    await insertTestMember(db, {
      joinedAt,
      timeZone,
      endedAt: lastSecond,
      email: "before@example.com",
    });
    await insertTestMember(db, { joinedAt, timeZone, endedAt: midnight, email: "at@example.com" });
    await insertTestMember(db, {
      joinedAt,
      timeZone,
      endedAt: at("2027-01-28T10:00:00", offset),
      email: "after@example.com",
    });
    await freezeIssue(db, february, { now: at("2027-01-30T12:00:00", offset), timeZone });
    expect(await emailsOf(february, midnight, timeZone)).toEqual([
      "after@example.com",
      "at@example.com",
    ]);
    // And none of them gets March.
    expect(await emailsOf(march, midnight, timeZone)).toEqual([]);
  });
});

describe("who is on the list", () => {
  const joinedAt = new Date("2027-01-10T14:00:00Z");

  it("leaves out a member suspended before the cutoff and one PayPal never approved", async () => {
    await insertTestMember(db, { joinedAt, email: "active@example.com" });
    await insertTestMember(db, {
      joinedAt,
      status: "suspended",
      endedAt: new Date("2027-01-20T14:00:00Z"),
      email: "suspended@example.com",
    });
    await insertTestMember(db, { joinedAt: null, email: "pending@example.com" });
    // Before the cutoff, the live list already says who will get it.
    const live = await issueRecipients(db, february, {
      now: new Date("2027-01-21T00:00:00Z"),
      timeZone: newYork,
    });
    expect(live).toMatchObject({ frozen: false, cutoffPassed: false, issue: null });
    expect(live.recipients.map((recipient) => recipient.email)).toEqual(["active@example.com"]);
    // Suspended after the cutoff: the issue was already theirs.
    await insertTestMember(db, {
      joinedAt,
      status: "suspended",
      endedAt: new Date("2027-01-27T14:00:00Z"),
      email: "suspended-late@example.com",
    });
    await freezeIssue(db, february, { now: new Date("2027-01-28T00:00:00Z"), timeZone: newYork });
    expect(await emailsOf()).toEqual(["active@example.com", "suspended-late@example.com"]);
  });

  it("gives name, e-mail, plan and address, in label order", async () => {
    await insertTestMember(db, {
      joinedAt,
      email: "kai@example.com",
      address: {
        firstName: "Kai",
        lastName: "Lee",
        country: "CA",
        postalCode: "M5V 2T6",
        city: "Toronto",
        stateProvince: "ON",
      },
    });
    await insertTestMember(db, { joinedAt, email: "mika@example.com" });
    const list = await issueRecipients(db, february, {
      now: new Date("2027-01-28T00:00:00Z"),
      timeZone: newYork,
    });
    expect(list.cutoffPassed).toBe(true);
    expect(list.recipients).toEqual([
      expect.objectContaining({
        name: "Kai Lee",
        email: "kai@example.com",
        plan: "international",
        address: expect.objectContaining({ city: "Toronto", country: "CA" }),
      }),
      expect.objectContaining({
        name: "Mika Sato",
        email: "mika@example.com",
        plan: "usa",
        address: testAddress(),
      }),
    ]);
  });
});

describe("a frozen list", () => {
  const joinedAt = new Date("2027-01-10T14:00:00Z");
  const cutoff = new Date("2027-01-26T05:00:00Z");
  const moved = testAddress({ addressLine1: "99 New Road", city: "Salem", postalCode: "97301" });

  it("keeps the address a member had when it was frozen", async () => {
    const { subscriptionId } = await insertTestMember(db, { joinedAt });
    await freezeIssue(db, february, { now: cutoff, timeZone: newYork });
    await db
      .update(subscriptions)
      .set({ deliveryAddress: moved })
      .where(eq(subscriptions.id, subscriptionId));

    const frozen = await issueRecipients(db, february, { now: cutoff, timeZone: newYork });
    expect(frozen.recipients[0]?.address).toEqual(testAddress());
    const next = await issueRecipients(db, march, { now: cutoff, timeZone: newYork });
    expect(next.recipients[0]?.address).toEqual(moved);
  });

  it("is frozen by a change of membership before the change, with the old address", async () => {
    const { subscriptionId } = await insertTestMember(db, { joinedAt });
    const now = new Date("2027-01-26T05:01:00Z");
    await changeMembership(db, { now, timeZone: newYork }, async (tx) => {
      await tx
        .update(subscriptions)
        .set({ deliveryAddress: moved })
        .where(eq(subscriptions.id, subscriptionId));
    });
    const frozen = await issueRecipients(db, february, { now, timeZone: newYork });
    expect(frozen.frozen).toBe(true);
    expect(frozen.recipients[0]?.address).toEqual(testAddress());
  });

  it("is written once, however often and however many freeze it", async () => {
    const first = await insertTestMember(db, { joinedAt });
    await insertTestMember(db, { joinedAt });
    const frozen = await freezeIssue(db, february, { now: cutoff, timeZone: newYork });
    expect(frozen.frozenNow).toBe(true);

    await db
      .update(subscriptions)
      .set({ deliveryAddress: moved })
      .where(eq(subscriptions.id, first.subscriptionId));
    await insertTestMember(db, { joinedAt, email: "latecomer@example.com" });
    const again = await freezeIssue(db, february, {
      now: new Date("2027-01-27T00:00:00Z"),
      timeZone: newYork,
    });
    expect(again).toEqual({ issue: frozen.issue, frozenNow: false, withoutCountry: [] });
    const rows = await db.select().from(mailClubIssueRecipients);
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.address.addressLine1 === "12 Lantern Street")).toBe(true);
  });

  it("is written once when two freeze at the same time", async () => {
    for (let index = 0; index < 5; index += 1) await insertTestMember(db, { joinedAt });
    const results = await Promise.all([
      freezeIssue(db, february, { now: cutoff, timeZone: newYork }),
      freezeDueIssues(db, { now: new Date("2027-01-26T05:00:01Z"), timeZone: newYork }),
      freezeIssue(db, february, { now: new Date("2027-01-26T05:00:02Z"), timeZone: newYork }),
    ]);
    expect(results.filter((result) => result.frozenNow)).toHaveLength(1);
    const frozenAt = results.find((result) => result.frozenNow)?.issue.frozenAt;
    expect(
      results.every((result) => result.issue.frozenAt?.getTime() === frozenAt?.getTime()),
    ).toBe(true);
    expect(await db.select().from(mailClubIssueRecipients)).toHaveLength(5);
  });
});

describe("a recipient whose address names no country", () => {
  const joinedAt = new Date("2027-01-10T14:00:00Z");
  const cutoff = new Date("2027-01-26T05:00:00Z");

  it("is flagged by the freeze, and stays on the list", async () => {
    await insertTestMember(db, { joinedAt, email: "home@example.com" });
    for (const [email, country] of [
      ["other@example.com", "OTHER"],
      ["blank@example.com", ""],
      ["unknown@example.com", "XX"],
    ] as const) {
      await insertTestMember(db, { joinedAt, email, address: { country } });
    }
    await insertTestMember(db, {
      joinedAt,
      email: "uk@example.com",
      address: { country: "UK", city: "London", postalCode: "SW1A 2AA" },
    });
    const { withoutCountry } = await freezeIssue(db, february, { now: cutoff, timeZone: newYork });
    expect(withoutCountry.map((recipient) => recipient.email).sort()).toEqual([
      "blank@example.com",
      "other@example.com",
      "unknown@example.com",
    ]);
    expect(await emailsOf(february, cutoff)).toHaveLength(5);
  });

  it("is named in the freeze job's log, for the maker to ask", async () => {
    const { subscriptionId } = await insertTestMember(db, {
      joinedAt,
      address: { country: "OTHER" },
    });
    const lines: string[] = [];
    const logger = createLogger("info", { write: (line: string) => lines.push(line) });
    const job = createFreezeIssuesJob({
      db,
      logger,
      timeZone: async () => newYork,
      clock: () => cutoff,
    });
    await job.run(new AbortController().signal);
    const warning = lines.map((line) => JSON.parse(line)).find((entry) => entry.level === 40);
    expect(warning).toMatchObject({
      issue: "2027-02",
      recipients: [`m${subscriptionId}`],
      msg: withoutCountryMessage(1),
    });
  });
});

describe("the freeze job", () => {
  it("freezes the issue whose cutoff passed, and looks again only every few minutes", async () => {
    await insertTestMember(db, { joinedAt: new Date("2027-01-10T14:00:00Z") });
    let now = new Date("2027-01-26T04:59:00Z");
    const lines: string[] = [];
    const logger = createLogger("info", { write: (line: string) => lines.push(line) });
    const job = createFreezeIssuesJob({
      db,
      logger,
      timeZone: async () => newYork,
      clock: () => now,
    });
    await job.run(new AbortController().signal);
    expect((await getIssue(db, { month: january }))?.frozenAt).toEqual(now);

    now = new Date("2027-01-26T05:00:00Z");
    await job.run(new AbortController().signal);
    expect(await getIssue(db, { month: february })).toBeNull();
    now = new Date("2027-01-26T05:02:00Z");
    await job.run(new AbortController().signal);
    expect((await getIssue(db, { month: february }))?.frozenAt).toEqual(now);
    expect(await emailsOf()).toHaveLength(1);
    expect(lines.some((line) => line.includes("February 2027 issue frozen"))).toBe(true);
  });
});
