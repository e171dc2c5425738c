import { asc, eq } from "drizzle-orm";
import type { Transaction } from "#server/db/client.ts";
import { mailClubIssues, subscriptions } from "#server/db/schema.ts";
import { instantOf } from "#server/lib/zoned-time.ts";
import { cutoffOf, firstIssueFor } from "#server/mail-club/cutoff.ts";
import {
  addMonths,
  compareIssueMonths,
  parseIssueMonthKey,
} from "#server/mail-club/issue-month.ts";
import { createIssue } from "#server/mail-club/issues/create-issue.ts";
import { freezeIssue } from "#server/mail-club/issues/freeze-issue.ts";
import type { DemoCalendar } from "#server/seed/demo-history/demo-calendar.ts";

/** The maker's names for the issues, the oldest first, used in turn. */
const issueTitles = [
  "Paper boats",
  "Ginkgo season",
  "Letters by lamplight",
  "Snow on the studio roof",
  "Plum blossom post",
  "Rainy-day indigo",
  "Tide pools",
  "Moon-viewing",
];

/**
 * Every issue from the demo members' first to the last whose cutoff has passed: created with
 * a title, frozen by the shop's own freezeIssue a few minutes after its cutoff (so each list
 * holds exactly the members the issue rules give, skips, pauses and arrears set apart), and
 * marked mailed on the 5th of its month once that has come. Marked directly, not through
 * markIssueMailed: its "on its way" e-mails belong to that day, not to the seeding.
 */
export async function insertDemoIssues(tx: Transaction, calendar: DemoCalendar) {
  const { now, timeZone } = calendar;
  const [earliest] = await tx
    .select({ firstIssue: subscriptions.firstIssue })
    .from(subscriptions)
    .orderBy(asc(subscriptions.firstIssue))
    .limit(1);
  const first = parseIssueMonthKey(earliest?.firstIssue ?? "");
  if (!first) return { issues: 0, mailed: 0 };
  const lastDue = addMonths(firstIssueFor(now, timeZone), -1);
  let issues = 0;
  let mailed = 0;
  for (let month = first; compareIssueMonths(month, lastDue) <= 0; month = addMonths(month, 1)) {
    const issue = await createIssue(tx, {
      month,
      title: issueTitles[issues % issueTitles.length] ?? "Mail Club",
    });
    issues += 1;
    const cutoff = cutoffOf(month, timeZone);
    const frozenAt = new Date(Math.min(cutoff.getTime() + 3 * 60_000, now.getTime()));
    await freezeIssue(tx, month, { now: frozenAt, timeZone });
    const sent = instantOf({ ...month, day: 5, hour: 11 }, timeZone);
    const mailedAt = sent < now ? sent : null;
    // Planned three weeks before its cutoff, as the maker would.
    const createdAt = new Date(cutoff.getTime() - 21 * 86_400_000);
    await tx
      .update(mailClubIssues)
      .set({ createdAt, mailedAt, updatedAt: mailedAt ?? frozenAt })
      .where(eq(mailClubIssues.id, issue.id));
    if (mailedAt) mailed += 1;
  }
  return { issues, mailed };
}
