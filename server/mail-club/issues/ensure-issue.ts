import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { mailClubIssues } from "#server/db/schema.ts";
import { formatIssueMonth, type IssueMonth, issueMonthKey } from "#server/mail-club/issue-month.ts";
import { issueColumns, type MailClubIssue, toIssue } from "#server/mail-club/issues/issue-row.ts";

/** 'January 2027 issue': the title of an issue the maker has not named yet. */
export function defaultIssueTitle(month: IssueMonth) {
  return `${formatIssueMonth(month)} issue`;
}

/** The month's issue, created with the default title when it does not exist yet. */
export async function ensureIssue(db: Database, month: IssueMonth): Promise<MailClubIssue> {
  const key = issueMonthKey(month);
  await db
    .insert(mailClubIssues)
    .values({ month: key, title: defaultIssueTitle(month) })
    .onConflictDoNothing({ target: mailClubIssues.month });
  const [row] = await db
    .select(issueColumns)
    .from(mailClubIssues)
    .where(eq(mailClubIssues.month, key));
  if (!row) throw new Error(`The ${key} issue was neither created nor found.`);
  return toIssue(row);
}
