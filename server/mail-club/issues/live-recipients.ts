import { and, eq, gte, isNotNull, isNull, lt, lte, or } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { customers, subscriptions } from "#server/db/schema.ts";
import { cutoffOf } from "#server/mail-club/cutoff.ts";
import {
  type IssueMonth,
  issueMonthKey,
  parseIssueMonthKey,
} from "#server/mail-club/issue-month.ts";
import {
  compareLabelOrder,
  type IssueRecipient,
  recipientName,
} from "#server/mail-club/issues/recipient.ts";
import { receivesIssue } from "#server/mail-club/receives-issue.ts";

/**
 * Who receives the issue by the rules of decisions.md 11, with the delivery addresses they
 * have now. Before the cutoff this is who will receive it if nothing changes.
 */
export async function liveRecipients(
  db: Database,
  month: IssueMonth,
  timeZone: string,
): Promise<IssueRecipient[]> {
  const cutoff = cutoffOf(month, timeZone);
  // The SQL narrows the rows; receivesIssue stays the one definition of who gets an issue.
  const rows = await db
    .select({
      subscriptionId: subscriptions.id,
      plan: subscriptions.plan,
      priceCents: subscriptions.priceCents,
      address: subscriptions.deliveryAddress,
      startedAt: subscriptions.startedAt,
      endedAt: subscriptions.endedAt,
      firstIssue: subscriptions.firstIssue,
      email: customers.email,
    })
    .from(subscriptions)
    .innerJoin(customers, eq(customers.id, subscriptions.customerId))
    .where(
      and(
        isNotNull(subscriptions.startedAt),
        lt(subscriptions.startedAt, cutoff),
        or(isNull(subscriptions.endedAt), gte(subscriptions.endedAt, cutoff)),
        lte(subscriptions.firstIssue, issueMonthKey(month)),
      ),
    );
  const recipients: IssueRecipient[] = [];
  for (const row of rows) {
    const firstIssue = row.firstIssue ? parseIssueMonthKey(row.firstIssue) : null;
    if (!firstIssue || !row.startedAt) continue;
    const span = { firstIssue, joinedAt: row.startedAt, endedAt: row.endedAt };
    if (!receivesIssue(span, month, timeZone)) continue;
    recipients.push({
      subscriptionId: row.subscriptionId,
      name: recipientName(row.address),
      email: row.email,
      plan: row.plan,
      address: row.address,
      priceCents: row.priceCents,
    });
  }
  return recipients.sort(compareLabelOrder);
}
