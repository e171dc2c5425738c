import type { Database } from "#server/db/client.ts";
import { mailClubIssues } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";
import { type IssueMonth, issueMonthKey } from "#server/mail-club/issue-month.ts";
import { issueExistsMessage } from "#server/mail-club/issues/issue-messages.ts";
import { issueColumns, type MailClubIssue, toIssue } from "#server/mail-club/issues/issue-row.ts";
import { type IssueDetails, issueDetailsSchema } from "#server/mail-club/issues/issue-schema.ts";

/** A new issue for a month that has none; a second one for the same month is refused. */
export async function createIssue(
  db: Database,
  input: IssueDetails & { month: IssueMonth },
): Promise<MailClubIssue> {
  const parsed = issueDetailsSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError("bad_request", issue?.message ?? "Invalid issue", {
      field: String(issue?.path[0] ?? "title"),
    });
  }
  // The unique month decides between two makers creating the same issue at once.
  const [row] = await db
    .insert(mailClubIssues)
    .values({ month: issueMonthKey(input.month), ...parsed.data })
    .onConflictDoNothing({ target: mailClubIssues.month })
    .returning(issueColumns);
  if (!row) throw new AppError("conflict", issueExistsMessage(input.month), { field: "month" });
  return toIssue(row);
}
