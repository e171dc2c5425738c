import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { orders, subscriptions } from "#server/db/schema.ts";
import { issueMonthKey } from "#server/mail-club/issue-month.ts";
import { rideAlongIssueFor } from "#server/mail-club/ride-along/ride-along-issue.ts";
import { loadSpan } from "#server/mail-club/subscriptions/subscription-row.ts";

/**
 * The issue a riding order comes with, decided from `at` (when it is paid, or when the issue
 * it waited for went without its member): the member's next issue whose cutoff is still
 * ahead. A membership no longer active leaves none: the order is then posted on its own, and
 * the studio lists it to post (decision 030). Returns the issue's key, or null.
 */
export async function settleRideAlong(
  tx: Database,
  order: { id: number; rideAlongSubscriptionId: number },
  options: { at: Date; timeZone: string },
): Promise<string | null> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, order.rideAlongSubscriptionId));
  const span = row?.status === "active" ? await loadSpan(tx, row) : null;
  const issue = span ? rideAlongIssueFor(span, options.at, options.timeZone) : null;
  const key = issue ? issueMonthKey(issue) : null;
  await tx.update(orders).set({ rideAlongIssue: key }).where(eq(orders.id, order.id));
  return key;
}
