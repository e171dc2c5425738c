import { inArray } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { mailClubIssues } from "#server/db/schema.ts";
import { cutoffOf, nextCutoff } from "#server/mail-club/cutoff.ts";
import {
  addMonths,
  compareIssueMonths,
  type IssueMonth,
  issueMonthKey,
} from "#server/mail-club/issue-month.ts";
import { type MembershipSpan, receivesIssue } from "#server/mail-club/receives-issue.ts";

/** An issue on a member's page: fixed for them (frozen, mailed), or coming if nothing changes. */
export interface MemberIssue {
  /** The issue's record; null for a month nobody has created an issue for yet. */
  issueId: number | null;
  month: IssueMonth;
  title: string | null;
  /** `held`: coming, but a payment PayPal could not take holds them off it unless paid first. */
  state: "mailed" | "frozen" | "coming" | "held";
  /** For a coming issue: when its list is fixed. */
  cutoff?: Date;
}

/**
 * The issues whose lists are not fixed yet that the membership will receive, oldest first:
 * the one whose cutoff passed moments ago (until the job freezes it), the one whose cutoff is
 * next, and the first issue when it lies beyond that. Later months follow while it stays active.
 */
export async function upcomingIssues(
  db: Database,
  span: MembershipSpan,
  options: { now: Date; timeZone: string },
): Promise<MemberIssue[]> {
  const open = nextCutoff(options.now, options.timeZone).issue;
  const candidates = [addMonths(open, -1), open];
  if (compareIssueMonths(span.firstIssue, open) > 0) candidates.push(span.firstIssue);
  const records = await db
    .select({
      id: mailClubIssues.id,
      month: mailClubIssues.month,
      title: mailClubIssues.title,
      frozenAt: mailClubIssues.frozenAt,
    })
    .from(mailClubIssues)
    .where(inArray(mailClubIssues.month, candidates.map(issueMonthKey)));
  const byMonth = new Map(records.map((record) => [record.month, record]));
  return candidates.flatMap((month): MemberIssue[] => {
    const record = byMonth.get(issueMonthKey(month));
    if (record?.frozenAt || !receivesIssue(span, month, options.timeZone)) return [];
    return [
      {
        issueId: record?.id ?? null,
        month,
        title: record?.title ?? null,
        state: "coming",
        cutoff: cutoffOf(month, options.timeZone),
      },
    ];
  });
}
