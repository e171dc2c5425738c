import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { customers, outboxEmails } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";
import { issueMonth } from "#server/mail-club/issue-month.ts";
import { createIssue } from "#server/mail-club/issues/create-issue.ts";
import { freezeIssue } from "#server/mail-club/issues/freeze-issue.ts";
import { getIssue } from "#server/mail-club/issues/get-issue.ts";
import { markIssueMailed } from "#server/mail-club/issues/mark-issue-mailed.ts";
import { insertTestMember } from "#tests/support/fixtures/issues.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let db: Database;

beforeAll(async () => {
  test = await createTestDatabase();
  db = test.db;
  await db.execute(sql`delete from customers`);
  await db.execute(sql`delete from outbox_emails`);
});
afterAll(() => test?.close());

const february = issueMonth(2027, 2);
const options = {
  shopName: "Washi",
  publicUrl: "https://washi.test",
  timeZone: "America/New_York",
};

async function outbox() {
  return db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.template, "mail-club-issue-mailed"))
    .orderBy(outboxEmails.toAddress);
}

describe("markIssueMailed", () => {
  it("is refused for an issue whose list is not frozen, and for no issue", async () => {
    const issue = await createIssue(db, { month: issueMonth(2027, 1), title: "Open" });
    const now = new Date("2027-01-03T15:00:00Z");
    const error = await markIssueMailed(db, issue.id, { ...options, now }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: "conflict" });
    expect((await getIssue(db, { id: issue.id }))?.mailedAt).toBeNull();
    const missing = await markIssueMailed(db, 999_999, { ...options, now }).catch(
      (e: unknown) => e,
    );
    expect(missing).toMatchObject({ code: "not_found" });
  });

  it("sets mailedAt once and queues one e-mail per recipient, exactly once", async () => {
    const joinedAt = new Date("2027-01-10T14:00:00Z");
    await insertTestMember(db, { joinedAt, email: "mika@example.com", firstName: "Mika" });
    const abroad = await insertTestMember(db, {
      joinedAt,
      email: "kai@example.com",
      firstName: "Kai",
      address: { firstName: "Kai", country: "CA", stateProvince: "QC", postalCode: "H2X 3K7" },
    });
    await insertTestMember(db, {
      joinedAt,
      endedAt: new Date("2027-01-20T10:00:00Z"),
      email: "gone@example.com",
    });
    await createIssue(db, { month: february, title: "Winter Birds" });
    const { issue } = await freezeIssue(db, february, {
      now: new Date("2027-01-26T05:00:00Z"),
      timeZone: "America/New_York",
    });
    // A new e-mail address after the freeze: the notice goes where the member reads now.
    await db
      .update(customers)
      .set({ email: "kai.lee@example.com" })
      .where(eq(customers.id, abroad.customerId));

    const now = new Date("2027-02-03T16:00:00Z");
    const [first, second] = await Promise.all([
      markIssueMailed(db, issue.id, { ...options, now }),
      markIssueMailed(db, issue.id, { ...options, now: new Date("2027-02-03T16:00:01Z") }),
    ]);
    expect([first?.markedNow, second?.markedNow].sort()).toEqual([false, true]);
    const again = await markIssueMailed(db, issue.id, {
      ...options,
      now: new Date("2027-02-04T09:00:00Z"),
    });
    expect(again).toMatchObject({ markedNow: false, queued: 0 });
    expect(again.issue.mailedAt).toEqual(first?.markedNow ? now : new Date("2027-02-03T16:00:01Z"));

    const mails = await outbox();
    expect(mails.map((mail) => [mail.toAddress, mail.subject])).toEqual([
      ["kai.lee@example.com", "Your February 2027 Mail Club issue is on its way"],
      ["mika@example.com", "Your February 2027 Mail Club issue is on its way"],
    ]);
    expect(mails[0]?.text).toContain("Hello Kai");
    expect(mails[0]?.text).toContain("2–4 weeks");
    expect(mails[1]?.text).toContain("Winter Birds");
    expect(mails[1]?.text).toContain("3–7 days");
  });
});
