import type { Database } from "#server/db/client.ts";
import { AppError } from "#server/errors.ts";
import { frozenRecipients } from "#server/mail-club/issues/frozen-recipients.ts";
import { requireIssue } from "#server/mail-club/issues/get-issue.ts";
import { issueMessages } from "#server/mail-club/issues/issue-messages.ts";
import type { MailClubIssue } from "#server/mail-club/issues/issue-row.ts";
import type { IssueRecipient } from "#server/mail-club/issues/recipient.ts";

/**
 * The issue and its frozen mailing list, in label order, for the documents the maker mails
 * from. Refused before freezing: a list that may still change is not printed on labels.
 */
export async function loadMailingList(
  db: Database,
  issueId: number,
): Promise<{ issue: MailClubIssue; recipients: IssueRecipient[] }> {
  const issue = await requireIssue(db, issueId);
  if (!issue.frozenAt) throw new AppError("conflict", issueMessages.notFrozen);
  return { issue, recipients: await frozenRecipients(db, issue.id) };
}
