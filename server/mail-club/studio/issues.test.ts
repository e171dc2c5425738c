import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { mailClubIssues, outboxEmails, studioAuditLog } from "#server/db/schema.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { issueMonth } from "#server/mail-club/issue-month.ts";
import { getIssue } from "#server/mail-club/issues/get-issue.ts";
import { issueMessages } from "#server/mail-club/issues/issue-messages.ts";
import { createStudioIssue } from "#server/mail-club/studio/create-studio-issue.ts";
import { freezeIssueNow } from "#server/mail-club/studio/freeze-issue-now.ts";
import { getIssueOverview } from "#server/mail-club/studio/issue-overview.ts";
import { listStudioIssues } from "#server/mail-club/studio/list-studio-issues.ts";
import { mailClubStudioMessages } from "#server/mail-club/studio/mail-club-studio-messages.ts";
import { markMailedFromStudio } from "#server/mail-club/studio/mark-mailed-from-studio.ts";
import { updateIssueDetails } from "#server/mail-club/studio/update-issue-details.ts";
import { insertTestMember } from "#tests/support/fixtures/issues.ts";
import { refusal } from "#tests/support/refusal.ts";
import { studioSessionCookie } from "#tests/support/studio.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let db: Database;
let maker: StudioAccount;

beforeAll(async () => {
  test = await createTestDatabase();
  db = test.db;
  ({ account: maker } = await studioSessionCookie(db));
});
afterAll(() => test?.close());
beforeEach(async () => {
  await db.execute(sql`delete from mail_club_issues`);
  await db.execute(sql`delete from customers`);
  await db.execute(sql`delete from studio_audit_log`);
  await db.execute(sql`delete from outbox_emails`);
});

const timeZone = "America/New_York";
// 20 January 2027, by the shop's clock: January is the current month, February's cutoff ahead.
const now = new Date("2027-01-20T17:00:00Z");
const clock = { now, timeZone };
const february = issueMonth(2027, 2);

const audit = () =>
  db
    .select({
      action: studioAuditLog.action,
      subject: studioAuditLog.subject,
      details: studioAuditLog.details,
    })
    .from(studioAuditLog)
    .orderBy(studioAuditLog.id);

describe("createStudioIssue", () => {
  it("creates the month's issue with its title and notes, and logs it", async () => {
    const issue = await createStudioIssue(
      db,
      maker,
      { month: "2027-02", title: " Snow Letters ", notes: "Two cards, one letter" },
      clock,
    );
    expect(issue).toMatchObject({
      monthKey: "2027-02",
      title: "Snow Letters",
      notes: "Two cards, one letter",
    });
    expect(await audit()).toEqual([
      {
        action: "mail-club.issue.create",
        subject: `issue:${issue.id}`,
        details: { month: "2027-02", title: "Snow Letters" },
      },
    ]);
  });

  it("takes the current month, refuses an earlier one, and names the month of a second issue", async () => {
    await createStudioIssue(db, maker, { month: "2027-01", title: "January" }, clock);
    const past = await refusal(
      createStudioIssue(db, maker, { month: "2026-12", title: "Late" }, clock),
    );
    expect(past).toMatchObject({ code: "bad_request" });
    expect(past.details).toEqual({
      month:
        "Please choose January 2027 or a later month: earlier issues have been mailed already.",
    });
    const twice = await refusal(
      createStudioIssue(db, maker, { month: "2027-01", title: "Again" }, clock),
    );
    expect(twice).toMatchObject({
      code: "conflict",
      message: "The January 2027 issue already exists.",
    });
    expect(twice.details).toEqual({ month: "The January 2027 issue already exists." });
    // Only the first one was made, and only it is in the audit log.
    expect(await db.select().from(mailClubIssues)).toHaveLength(1);
    expect((await audit()).map((row) => row.action)).toEqual(["mail-club.issue.create"]);
  });

  it("names every field it refuses: no month, a month that is not one, no title, long notes", async () => {
    const empty = await refusal(createStudioIssue(db, maker, { month: " ", title: "  " }, clock));
    expect(empty.details).toEqual({
      month: mailClubStudioMessages.monthRequired,
      title: issueMessages.titleRequired,
    });
    for (const month of ["2027-13", "2027-1", "next month", "2027-02-01"]) {
      const wrong = await refusal(createStudioIssue(db, maker, { month, title: "T" }, clock));
      expect(wrong.details).toEqual({ month: mailClubStudioMessages.monthInvalid });
    }
    const missing = await refusal(createStudioIssue(db, maker, {}, clock));
    expect(Object.keys(missing.details ?? {}).sort()).toEqual(["month", "title"]);
    const long = await refusal(
      createStudioIssue(
        db,
        maker,
        { month: "2027-03", title: "T", notes: "n".repeat(5001) },
        clock,
      ),
    );
    expect(long.details).toEqual({ notes: issueMessages.notesTooLong });
    expect(await db.select().from(mailClubIssues)).toHaveLength(0);
    expect(await audit()).toEqual([]);
  });

  it("follows the shop's clock: at 23:30 on 31 December in New York it is still December", async () => {
    const newYearsEve = { now: new Date("2027-01-01T04:30:00Z"), timeZone };
    const issue = await createStudioIssue(
      db,
      maker,
      { month: "2026-12", title: "Dec" },
      newYearsEve,
    );
    expect(issue.monthKey).toBe("2026-12");
  });
});

describe("updateIssueDetails", () => {
  it("changes the title and notes, logs what changed, and refuses once mailed", async () => {
    const issue = await createStudioIssue(db, maker, { month: "2027-02", title: "Draft" }, clock);
    const updated = await updateIssueDetails(db, maker, issue.id, {
      title: "Snow Letters",
      notes: "Pack with the blue tape",
    });
    expect(updated).toMatchObject({ title: "Snow Letters", notes: "Pack with the blue tape" });
    expect((await audit()).at(-1)).toEqual({
      action: "mail-club.issue.update",
      subject: `issue:${issue.id}`,
      details: {
        month: "2027-02",
        title: { from: "Draft", to: "Snow Letters" },
        notesChanged: true,
      },
    });

    const blank = await refusal(updateIssueDetails(db, maker, issue.id, { title: "" }));
    expect(blank.details).toEqual({ title: issueMessages.titleRequired });
    expect((await refusal(updateIssueDetails(db, maker, 999_999, { title: "X" }))).code).toBe(
      "not_found",
    );
    await db.update(mailClubIssues).set({ mailedAt: now }).where(eq(mailClubIssues.id, issue.id));
    const mailed = await refusal(updateIssueDetails(db, maker, issue.id, { title: "Later" }));
    expect(mailed).toMatchObject({
      code: "conflict",
      message: mailClubStudioMessages.alreadyMailed,
    });
    expect((await getIssue(db, { id: issue.id }))?.title).toBe("Snow Letters");
  });
});

describe("an issue's list, frozen, then mailed", () => {
  async function threeMembers() {
    const joinedAt = new Date("2027-01-05T15:00:00Z");
    await insertTestMember(db, { joinedAt, email: "mika@example.com" });
    await insertTestMember(db, {
      joinedAt,
      email: "kai@example.com",
      address: {
        firstName: "Kai",
        lastName: "Lee",
        country: "CA",
        stateProvince: "ON",
        postalCode: "M5V 2T6",
      },
    });
    // Leaves before February's cutoff: not on the list.
    await insertTestMember(db, {
      joinedAt,
      endedAt: new Date("2027-01-15T15:00:00Z"),
      email: "gone@example.com",
    });
    // Joins after the cutoff: March is their first.
    await insertTestMember(db, {
      joinedAt: new Date("2027-01-27T15:00:00Z"),
      email: "late@example.com",
    });
  }

  it("is live before the cutoff, cannot be frozen early, is frozen after it and mailed once", async () => {
    await threeMembers();
    const issue = await createStudioIssue(
      db,
      maker,
      { month: "2027-02", title: "Snow Letters" },
      clock,
    );

    const before = await getIssueOverview(db, issue.id, clock);
    expect(before).toMatchObject({
      state: "open",
      cutoff: new Date("2027-01-26T05:00:00Z"),
      byPlan: { usa: 1, international: 1 },
      international: 1,
    });
    expect(before?.recipients.map((recipient) => recipient.email)).toEqual([
      "kai@example.com",
      "mika@example.com",
    ]);
    const early = await refusal(freezeIssueNow(db, maker, issue.id, clock));
    expect(early.code).toBe("conflict");
    const notYet = await refusal(
      markMailedFromStudio(db, maker, issue.id, { ...clock, publicUrl: "https://washi.test" }),
    );
    expect(notYet).toMatchObject({ code: "conflict", message: issueMessages.notFrozen });

    const afterCutoff = { now: new Date("2027-01-27T12:00:00Z"), timeZone };
    expect((await listStudioIssues(db, afterCutoff))[0]).toMatchObject({
      state: "cutoff-passed",
      recipients: 2,
    });
    const frozen = await freezeIssueNow(db, maker, issue.id, afterCutoff);
    expect(frozen).toMatchObject({ frozenNow: true, issue: { frozenAt: afterCutoff.now } });
    expect((await freezeIssueNow(db, maker, issue.id, afterCutoff)).frozenNow).toBe(false);
    const overview = await getIssueOverview(db, issue.id, afterCutoff);
    expect(overview?.state).toBe("frozen");
    expect(overview?.recipients.map((recipient) => recipient.email)).toEqual([
      "kai@example.com",
      "mika@example.com",
    ]);

    const mailing = {
      now: new Date("2027-02-02T15:00:00Z"),
      timeZone,
      publicUrl: "https://washi.test",
    };
    const [first, second] = await Promise.all([
      markMailedFromStudio(db, maker, issue.id, mailing),
      markMailedFromStudio(db, maker, issue.id, mailing),
    ]);
    expect([first.markedNow, second.markedNow].sort()).toEqual([false, true]);
    const mails = await db.select().from(outboxEmails).orderBy(outboxEmails.toAddress);
    expect(mails.map((mail) => mail.toAddress)).toEqual(["kai@example.com", "mika@example.com"]);
    expect(mails[0]?.subject).toBe("Your February 2027 Mail Club issue is on its way");
    expect(mails[0]?.text).toContain("https://washi.test/account");

    expect((await listStudioIssues(db, mailing))[0]).toMatchObject({
      state: "mailed",
      recipients: 2,
    });
    expect(
      (await audit()).map(({ action, subject, details }) => [action, subject, details]),
    ).toEqual([
      ["mail-club.issue.create", `issue:${issue.id}`, { month: "2027-02", title: "Snow Letters" }],
      ["mail-club.issue.freeze", `issue:${issue.id}`, { month: "2027-02" }],
      ["mail-club.issue.mark-mailed", `issue:${issue.id}`, { month: "2027-02", emailsQueued: 2 }],
    ]);
  });

  it("lists issues newest first with their state and who would get them so far", async () => {
    await threeMembers();
    await createStudioIssue(db, maker, { month: "2027-02", title: "Snow Letters" }, clock);
    await createStudioIssue(db, maker, { month: "2027-03", title: "Spring Seeds" }, clock);
    const listed = await listStudioIssues(db, clock);
    expect(listed.map(({ monthKey, state, recipients }) => [monthKey, state, recipients])).toEqual([
      // The member who joined after February's cutoff gets March.
      ["2027-03", "open", 3],
      ["2027-02", "open", 2],
    ]);
    expect(listed[0]?.cutoff).toEqual(new Date("2027-02-26T05:00:00Z"));
    expect(await getIssueOverview(db, 2 ** 31, clock)).toBeNull();
  });

  it("refuses an issue that does not exist", async () => {
    expect((await refusal(freezeIssueNow(db, maker, 424_242, clock))).code).toBe("not_found");
    const options = { ...clock, publicUrl: "https://washi.test" };
    expect((await refusal(markMailedFromStudio(db, maker, 2 ** 31, options))).code).toBe(
      "not_found",
    );
    expect(await getIssue(db, { month: february })).toBeNull();
  });
});
