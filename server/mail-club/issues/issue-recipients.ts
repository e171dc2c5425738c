import type { Database } from "#server/db/client.ts";
import { cutoffOf } from "#server/mail-club/cutoff.ts";
import type { IssueMonth } from "#server/mail-club/issue-month.ts";
import { frozenAbsentees } from "#server/mail-club/issues/frozen-absentees.ts";
import { frozenRecipients } from "#server/mail-club/issues/frozen-recipients.ts";
import { getIssue } from "#server/mail-club/issues/get-issue.ts";
import type { MailClubIssue } from "#server/mail-club/issues/issue-row.ts";
import { type IssueAbsentee, liveAudience } from "#server/mail-club/issues/live-recipients.ts";
import type { IssueRecipient } from "#server/mail-club/issues/recipient.ts";

export interface IssueRecipientList {
  /** The issue's record, or null while nobody has created it. */
  issue: MailClubIssue | null;
  /** True once the list is fixed; before, it is who will get the issue if nothing changes. */
  frozen: boolean;
  cutoff: Date;
  /**
   * Whether the cutoff has passed: the list no longer gains or loses members, though until it
   * is frozen (within minutes) an address may still change.
   */
  cutoffPassed: boolean;
  recipients: IssueRecipient[];
  /** Members left off it by their skip or pause, or held for a payment PayPal could not take. */
  absentees: IssueAbsentee[];
}

/**
 * The issue's mailing list, in label order: the frozen rows once the issue is frozen, else
 * computed from the subscriptions as they are now (an active one assumed to stay active).
 */
export async function issueRecipients(
  db: Database,
  month: IssueMonth,
  options: { now: Date; timeZone: string },
): Promise<IssueRecipientList> {
  const issue = await getIssue(db, { month });
  const cutoff = cutoffOf(month, options.timeZone);
  if (issue?.frozenAt) {
    const recipients = await frozenRecipients(db, issue.id);
    const absentees = await frozenAbsentees(db, issue.id);
    return { issue, frozen: true, cutoff, cutoffPassed: true, recipients, absentees };
  }
  const { recipients, absentees } = await liveAudience(db, month, options.timeZone);
  const cutoffPassed = options.now >= cutoff;
  return { issue, frozen: false, cutoff, cutoffPassed, recipients, absentees };
}
