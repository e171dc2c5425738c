import { mailClubIssues } from "#server/db/schema.ts";
import { type IssueMonth, parseIssueMonthKey } from "#server/mail-club/issue-month.ts";

export interface MailClubIssue {
  id: number;
  month: IssueMonth;
  /** 'YYYY-MM'. */
  monthKey: string;
  title: string;
  notes: string;
  /** When its recipients were fixed (at or after its cutoff); null before. */
  frozenAt: Date | null;
  mailedAt: Date | null;
  createdAt: Date;
}

export const issueColumns = {
  id: mailClubIssues.id,
  month: mailClubIssues.month,
  title: mailClubIssues.title,
  notes: mailClubIssues.notes,
  frozenAt: mailClubIssues.frozenAt,
  mailedAt: mailClubIssues.mailedAt,
  createdAt: mailClubIssues.createdAt,
};

export function toIssue(
  row: Omit<MailClubIssue, "month" | "monthKey"> & { month: string },
): MailClubIssue {
  const month = parseIssueMonthKey(row.month);
  if (!month) throw new Error(`Issue ${row.id} has a month that is not one: ${row.month}`);
  return { ...row, month, monthKey: row.month };
}
