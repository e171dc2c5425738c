import type { Database } from "#server/db/client.ts";
import type { MailClubIssue } from "#server/mail-club/issues/issue-row.ts";
import { ridingItemLine, ridingItems } from "#server/mail-club/ride-along/riding-orders.ts";

/**
 * What goes in each envelope beside the issue, as lines for the packing list, by membership:
 * the shop items riding with it (decision 030). Each source adds its own lines, so another
 * (a gift's message) joins without changing how the documents draw them.
 */
export async function envelopeExtras(
  db: Database,
  issue: Pick<MailClubIssue, "monthKey">,
): Promise<Map<number, string[]>> {
  const extras = new Map<number, string[]>();
  const add = (subscriptionId: number, line: string) =>
    extras.set(subscriptionId, [...(extras.get(subscriptionId) ?? []), line]);
  for (const item of await ridingItems(db, issue.monthKey, { withShipped: true })) {
    add(item.subscriptionId, ridingItemLine(item));
  }
  return extras;
}
