import { postalCountry } from "#server/addresses/postal-lines.ts";
import type { Database } from "#server/db/client.ts";
import type { SubscriptionPlan } from "#server/db/schema.ts";
import { getIssue } from "#server/mail-club/issues/get-issue.ts";
import { issueRecipients } from "#server/mail-club/issues/issue-recipients.ts";
import type { MailClubIssue } from "#server/mail-club/issues/issue-row.ts";
import type { IssueAbsentee } from "#server/mail-club/issues/live-recipients.ts";
import type { IssueRecipient } from "#server/mail-club/issues/recipient.ts";
import { byCountryKnown } from "#server/mail-club/issues/without-country.ts";
import { type IssueState, issueState } from "#server/mail-club/studio/issue-state.ts";

export interface IssueOverview {
  issue: MailClubIssue;
  state: IssueState;
  cutoff: Date;
  /**
   * The frozen list once frozen; before, who will get it if nothing changes: in label order,
   * those whose address has a country (they get a label).
   */
  recipients: IssueRecipient[];
  /** Those whose address names no country: no label, until the maker asks them for it. */
  withoutCountry: IssueRecipient[];
  /** Everybody on the list, with a country or without. */
  byPlan: Record<SubscriptionPlan, number>;
  /** Members left off it: skipped, paused, or held for a failed payment. */
  absentees: IssueAbsentee[];
  /** How many envelopes go abroad and need a customs declaration (CN22). */
  international: number;
}

/** An issue and its mailing list, live or frozen, for the studio's issue page; null if none. */
export async function getIssueOverview(
  db: Database,
  issueId: number,
  options: { now: Date; timeZone: string },
): Promise<IssueOverview | null> {
  const issue = await getIssue(db, { id: issueId });
  if (!issue) return null;
  const list = await issueRecipients(db, issue.month, options);
  const byPlan: Record<SubscriptionPlan, number> = { usa: 0, international: 0 };
  for (const recipient of list.recipients) byPlan[recipient.plan] += 1;
  const { addressed, withoutCountry } = byCountryKnown(list.recipients);
  return {
    issue: list.issue ?? issue,
    state: issueState(list.issue ?? issue, options),
    cutoff: list.cutoff,
    recipients: addressed,
    withoutCountry,
    byPlan,
    absentees: list.absentees,
    international: addressed.filter((recipient) => postalCountry(recipient.address) !== "US")
      .length,
  };
}
