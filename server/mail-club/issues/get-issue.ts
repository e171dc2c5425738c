import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { mailClubIssues } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";
import { type IssueMonth, issueMonthKey } from "#server/mail-club/issue-month.ts";
import { issueMessages } from "#server/mail-club/issues/issue-messages.ts";
import { issueColumns, type MailClubIssue, toIssue } from "#server/mail-club/issues/issue-row.ts";

/** The issue by its id or its month, or null when there is none. */
export async function getIssue(
  db: Database,
  ref: { id: number } | { month: IssueMonth },
): Promise<MailClubIssue | null> {
  if ("id" in ref && !isRowId(ref.id)) return null;
  const [row] = await db
    .select(issueColumns)
    .from(mailClubIssues)
    .where(
      "id" in ref
        ? eq(mailClubIssues.id, ref.id)
        : eq(mailClubIssues.month, issueMonthKey(ref.month)),
    );
  return row ? toIssue(row) : null;
}

/** The issue, or a not_found error for the studio to show. */
export async function requireIssue(db: Database, issueId: number): Promise<MailClubIssue> {
  const issue = await getIssue(db, { id: issueId });
  if (!issue) throw new AppError("not_found", issueMessages.notFound);
  return issue;
}

// The id is a 4-byte integer: a larger number is no issue and must not reach the query.
function isRowId(id: number) {
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647;
}
