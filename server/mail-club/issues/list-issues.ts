import { count, desc, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { mailClubIssueRecipients, mailClubIssues } from "#server/db/schema.ts";
import { issueColumns, type MailClubIssue, toIssue } from "#server/mail-club/issues/issue-row.ts";

export interface IssueSummary extends MailClubIssue {
  /** How many are on its mailing list once frozen; null before. */
  recipientCount: number | null;
}

/** Every issue, newest month first, for the studio's list. */
export async function listIssues(db: Database, options: { limit?: number } = {}) {
  const rows = await db
    .select({ ...issueColumns, recipients: count(mailClubIssueRecipients.id) })
    .from(mailClubIssues)
    .leftJoin(mailClubIssueRecipients, eq(mailClubIssueRecipients.issueId, mailClubIssues.id))
    .groupBy(mailClubIssues.id)
    .orderBy(desc(mailClubIssues.month))
    .limit(options.limit ?? 120);
  return rows.map(
    ({ recipients, ...row }): IssueSummary => ({
      ...toIssue(row),
      recipientCount: row.frozenAt ? recipients : null,
    }),
  );
}
