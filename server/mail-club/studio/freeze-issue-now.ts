import type { Database } from "#server/db/client.ts";
import { recordStudioChange } from "#server/lib/audit-log.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { type FreezeResult, freezeIssue } from "#server/mail-club/issues/freeze-issue.ts";
import { requireIssue } from "#server/mail-club/issues/get-issue.ts";

/**
 * Fixes the mailing list of an issue whose cutoff has passed, without waiting for the job
 * (which does the same within minutes). Before the cutoff the domain refuses: members may
 * still join or leave. A list already frozen stays as it is.
 */
export async function freezeIssueNow(
  db: Database,
  account: StudioAccount,
  issueId: number,
  options: { now: Date; timeZone: string },
): Promise<FreezeResult> {
  const issue = await requireIssue(db, issueId);
  return db.transaction(async (tx) => {
    const result = await freezeIssue(tx, issue.month, options);
    if (result.frozenNow) {
      await recordStudioChange(tx, account, {
        action: "mail-club.issue.freeze",
        subject: `issue:${issue.id}`,
        details: { month: issue.monthKey },
      });
    }
    return result;
  });
}
