import type { Database } from "#server/db/client.ts";
import { firstIssueFor } from "#server/mail-club/cutoff.ts";
import { MAX_PAUSE_ISSUES } from "#server/mail-club/holds/hold-span.ts";
import { addMonths, type IssueMonth } from "#server/mail-club/issue-month.ts";
import { receivesIssue } from "#server/mail-club/receives-issue.ts";
import {
  loadSpan,
  type SubscriptionRow,
} from "#server/mail-club/subscriptions/subscription-row.ts";

/**
 * The issue a payment failing at `at` puts at stake: the first the member would receive whose
 * list is not yet fixed. Unless a payment goes through by its cutoff, they are held off it.
 */
export async function heldIssueAhead(
  db: Database,
  row: SubscriptionRow,
  at: Date,
  timeZone: string,
): Promise<IssueMonth | null> {
  const span = await loadSpan(db, row);
  if (!span) return null;
  const open = firstIssueFor(at, timeZone);
  for (let ahead = 0; ahead <= MAX_PAUSE_ISSUES + 1; ahead++) {
    const issue = addMonths(open, ahead);
    if (receivesIssue({ ...span, endedAt: null }, issue, timeZone)) return issue;
  }
  return null;
}
