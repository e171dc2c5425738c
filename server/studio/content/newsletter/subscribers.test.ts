import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscribeToNewsletter } from "#server/content/newsletter/subscribe-to-newsletter.ts";
import { csvField } from "#server/csv/csv-text.ts";
import { newsletterSubscribers, studioAuditLog } from "#server/db/schema.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { studioSessionCookie } from "#tests/support/studio.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";
import { listNewsletterSubscribers } from "./list-newsletter-subscribers.ts";
import { newsletterSubscribersCsv } from "./subscribers-csv.ts";

let test: TestDatabase;
let account: StudioAccount;

beforeAll(async () => {
  test = await createTestDatabase();
  ({ account } = await studioSessionCookie(test.db));
  const options = { clientAddress: "203.0.113.5", publicUrl: "https://washi.test" };
  // '-2+3@…' is an address the sign-up accepts that a spreadsheet would run as a formula.
  for (const [email, at] of [
    ["ana@example.com", "2026-01-02T03:04:05Z"],
    ["-2+3@example.com", "2026-02-03T04:05:06Z"],
  ] as const) {
    await subscribeToNewsletter(test.db, { email }, { ...options, now: new Date(at) });
  }
  // Rows from an older import: not checked by today's sign-up form.
  await test.db.insert(newsletterSubscribers).values([
    {
      email: '=HYPERLINK("https://evil.example","Click")',
      consentedAt: new Date("2026-02-04T00:00:00Z"),
      unsubscribeTokenHash: "hash-1",
    },
    {
      email: "left@example.com",
      consentedAt: new Date("2025-12-01T00:00:00Z"),
      unsubscribedAt: new Date("2026-01-15T12:00:00Z"),
      unsubscribeTokenHash: "hash-2",
    },
  ]);
});
afterAll(() => test?.close());

describe("newsletter subscribers", () => {
  it("are listed newest first with their consent time, counted by status", async () => {
    const list = await listNewsletterSubscribers(test.db);
    expect(list.subscribers.map((row) => row.email)).toEqual([
      "left@example.com",
      '=HYPERLINK("https://evil.example","Click")',
      "-2+3@example.com",
      "ana@example.com",
    ]);
    expect(list.subscribed).toBe(3);
    expect(list.unsubscribed).toBe(1);
    expect(list.subscribers[3]?.consentedAt).toEqual(new Date("2026-01-02T03:04:05Z"));
    expect(JSON.stringify(list)).not.toContain("hash-1");
  });

  it("export as CSV that a spreadsheet shows as text, and the export is logged", async () => {
    const csv = await newsletterSubscribersCsv(test.db, account);
    expect(csv.split("\r\n")).toEqual([
      "Email,Status,Consented At (UTC),Unsubscribed At (UTC)",
      "left@example.com,Unsubscribed,2025-12-01 00:00:00,2026-01-15 12:00:00",
      `"'=HYPERLINK(""https://evil.example"",""Click"")",Subscribed,2026-02-04 00:00:00,`,
      "'-2+3@example.com,Subscribed,2026-02-03 04:05:06,",
      "ana@example.com,Subscribed,2026-01-02 03:04:05,",
      "",
    ]);
    const [change] = await test.db.select().from(studioAuditLog).orderBy(desc(studioAuditLog.id));
    expect(change).toMatchObject({ action: "newsletter.export", details: { rows: 4 } });
  });

  it("quotes and defuses every dangerous start", () => {
    expect(
      ["=1+1", "+1", "-1", "@SUM(A1)", "\tx", "\rx", "plain", 'say "hi", ok'].map(csvField),
    ).toEqual(["'=1+1", "'+1", "'-1", "'@SUM(A1)", "'\tx", '"\'\rx"', "plain", '"say ""hi"", ok"']);
  });
});
