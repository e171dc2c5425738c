import type { Database } from "#server/db/client.ts";
import { recordStudioChange } from "#server/lib/audit-log.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { requireIssue } from "#server/mail-club/issues/get-issue.ts";
import { markIssueMailed } from "#server/mail-club/issues/mark-issue-mailed.ts";
import { getShopSettings } from "#server/shop/get-shop-settings.ts";

/**
 * The maker says the frozen issue went into the post: each recipient is sent the 'on its
 * way' e-mail once (markIssueMailed locks the issue; a second click sends nobody another).
 */
export async function markMailedFromStudio(
  db: Database,
  account: StudioAccount,
  issueId: number,
  options: { now: Date; timeZone: string; publicUrl: string },
) {
  // A number no issue can have is "not found", as markIssueMailed says for a missing one.
  await requireIssue(db, issueId);
  const { shopName } = await getShopSettings(db);
  return db.transaction(async (tx) => {
    const result = await markIssueMailed(tx, issueId, {
      now: options.now,
      shopName,
      publicUrl: options.publicUrl,
      timeZone: options.timeZone,
    });
    if (result.markedNow) {
      await recordStudioChange(tx, account, {
        action: "mail-club.issue.mark-mailed",
        subject: `issue:${issueId}`,
        details: { month: result.issue.monthKey, emailsQueued: result.queued },
      });
    }
    return result;
  });
}
