import type { Database } from "#server/db/client.ts";
import { AppError } from "#server/lib/errors.ts";
import { frozenRecipients } from "#server/mail-club/issues/frozen-recipients.ts";
import { requireIssue } from "#server/mail-club/issues/get-issue.ts";
import { issueMessages } from "#server/mail-club/issues/issue-messages.ts";
import type { MailClubIssue } from "#server/mail-club/issues/issue-row.ts";
import type { IssueRecipient } from "#server/mail-club/issues/recipient.ts";
import { byCountryKnown } from "#server/mail-club/issues/without-country.ts";

export interface MailingList {
  issue: MailClubIssue;
  /** The envelopes with a country, in label order: every document numbers them alike. */
  recipients: IssueRecipient[];
  /** Recipients whose address names no country: no label until the maker knows it. */
  withoutCountry: IssueRecipient[];
}

/**
 * The issue and its frozen mailing list, in label order, for the documents the maker mails
 * from. Refused before freezing: a list that may still change is not printed on labels.
 */
export async function loadMailingList(db: Database, issueId: number): Promise<MailingList> {
  const issue = await requireIssue(db, issueId);
  if (!issue.frozenAt) throw new AppError("conflict", issueMessages.notFrozen);
  const { addressed, withoutCountry } = byCountryKnown(await frozenRecipients(db, issue.id));
  return { issue, recipients: addressed, withoutCountry };
}
