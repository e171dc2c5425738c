import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { mailClubIssueRecipients, subscriptions } from "#server/db/schema.ts";
import {
  compareLabelOrder,
  type IssueRecipient,
  recipientName,
} from "#server/mail-club/issues/recipient.ts";

/** The mailing list fixed at the issue's cutoff, in label order. */
export async function frozenRecipients(db: Database, issueId: number): Promise<IssueRecipient[]> {
  const rows = await db
    .select({
      subscriptionId: mailClubIssueRecipients.subscriptionId,
      plan: mailClubIssueRecipients.plan,
      email: mailClubIssueRecipients.email,
      address: mailClubIssueRecipients.address,
      priceCents: subscriptions.priceCents,
    })
    .from(mailClubIssueRecipients)
    .innerJoin(subscriptions, eq(subscriptions.id, mailClubIssueRecipients.subscriptionId))
    .where(eq(mailClubIssueRecipients.issueId, issueId));
  return rows.map((row) => ({ ...row, name: recipientName(row.address) })).sort(compareLabelOrder);
}
