import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { issueMonth } from "#server/mail-club/issue-month.ts";
import { createIssue } from "#server/mail-club/issues/create-issue.ts";
import { ensureIssue } from "#server/mail-club/issues/ensure-issue.ts";
import { freezeIssue } from "#server/mail-club/issues/freeze-issue.ts";
import { getIssue } from "#server/mail-club/issues/get-issue.ts";
import { issueMessages } from "#server/mail-club/issues/issue-messages.ts";
import { listIssues } from "#server/mail-club/issues/list-issues.ts";
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

const january = issueMonth(2027, 1);
const february = issueMonth(2027, 2);

describe("createIssue", () => {
  it("stores the month, the trimmed title and the notes", async () => {
    const issue = await createIssue(db, {
      month: january,
      title: "  Winter Birds  ",
      notes: "Bookmark + letter",
    });
    expect(issue).toMatchObject({
      month: { year: 2027, month: 1 },
      monthKey: "2027-01",
      title: "Winter Birds",
      notes: "Bookmark + letter",
      frozenAt: null,
      mailedAt: null,
    });
    expect(await getIssue(db, { id: issue.id })).toEqual(issue);
    expect(await getIssue(db, { month: january })).toEqual(issue);
  });

  it("takes titles of 1 to 120 characters and nothing blank", async () => {
    expect((await createIssue(db, { month: january, title: "x".repeat(120) })).notes).toBe("");
    for (const title of ["", "   ", "\n"]) {
      const error = await refusal(createIssue(db, { month: february, title }));
      expect(error).toMatchObject({
        code: "bad_request",
        message: issueMessages.titleRequired,
        details: { field: "title" },
      });
    }
    const long = await refusal(createIssue(db, { month: february, title: "x".repeat(121) }));
    expect(long.message).toBe(issueMessages.titleTooLong);
    expect(await getIssue(db, { month: february })).toBeNull();
  });

  it("refuses a second issue for the same month", async () => {
    await createIssue(db, { month: january, title: "Winter Birds" });
    const error = await refusal(createIssue(db, { month: january, title: "Another" }));
    expect(error).toMatchObject({
      code: "conflict",
      message: "The January 2027 issue already exists.",
    });
    expect((await getIssue(db, { month: january }))?.title).toBe("Winter Birds");
  });
});

describe("ensureIssue", () => {
  it("creates a missing issue with the default title, and keeps an existing one", async () => {
    const created = await ensureIssue(db, february);
    expect(created.title).toBe("February 2027 issue");
    expect(await ensureIssue(db, february)).toEqual(created);
    const named = await createIssue(db, { month: january, title: "Winter Birds" });
    expect(await ensureIssue(db, january)).toEqual(named);
  });
});

describe("getIssue and listIssues", () => {
  it("find nothing for an unknown id or month", async () => {
    expect(await getIssue(db, { id: 999_999 })).toBeNull();
    expect(await getIssue(db, { id: 2 ** 40 })).toBeNull();
    expect(await getIssue(db, { id: 0 })).toBeNull();
    expect(await getIssue(db, { month: january })).toBeNull();
  });

  it("list the newest month first, with the count of a frozen list", async () => {
    await insertTestMember(db, { joinedAt: new Date("2026-12-01T12:00:00Z") });
    await insertTestMember(db, { joinedAt: new Date("2026-12-02T12:00:00Z") });
    await createIssue(db, { month: january, title: "Winter Birds" });
    await ensureIssue(db, issueMonth(2027, 3));
    await freezeIssue(db, february, {
      now: new Date("2027-01-26T05:00:00Z"),
      timeZone: "America/New_York",
    });
    const issues = await listIssues(db);
    expect(issues.map((issue) => [issue.monthKey, issue.recipientCount])).toEqual([
      ["2027-03", null],
      ["2027-02", 2],
      ["2027-01", null],
    ]);
  });
});
