import type { Database } from "#server/db/client.ts";
import { cutoffOf } from "#server/mail-club/cutoff.ts";
import { type IssueSummary, listIssues } from "#server/mail-club/issues/list-issues.ts";
import { liveRecipients } from "#server/mail-club/issues/live-recipients.ts";
import { type IssueState, issueState } from "#server/mail-club/studio/issue-state.ts";

export interface StudioIssueSummary extends IssueSummary {
  state: IssueState;
  cutoff: Date;
  /** Frozen: how many are on the list; before: how many would be if nothing changes. */
  recipients: number;
}

/**
 * Every issue, newest month first, with where it stands and its recipients: counted on the
 * frozen list, or from the live rules for the few issues not frozen yet (the months ahead).
 */
export async function listStudioIssues(
  db: Database,
  options: { now: Date; timeZone: string },
): Promise<StudioIssueSummary[]> {
  const issues = await listIssues(db);
  return Promise.all(
    issues.map(async (issue) => ({
      ...issue,
      state: issueState(issue, options),
      cutoff: cutoffOf(issue.month, options.timeZone),
      recipients:
        issue.recipientCount ?? (await liveRecipients(db, issue.month, options.timeZone)).length,
    })),
  );
}
