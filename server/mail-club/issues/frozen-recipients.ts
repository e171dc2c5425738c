import { eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { mailClubGifts, mailClubIssueRecipients, subscriptions } from "#server/db/schema.ts";
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
      giftId: mailClubIssueRecipients.giftId,
      plan: mailClubIssueRecipients.plan,
      email: mailClubIssueRecipients.email,
      address: mailClubIssueRecipients.address,
      // A member's monthly price; a gift's price for one of its issues.
      priceCents: sql<number>`coalesce(${subscriptions.priceCents}, round(${mailClubGifts.priceCents}::numeric / ${mailClubGifts.issueCount}))::integer`,
    })
    .from(mailClubIssueRecipients)
    .leftJoin(subscriptions, eq(subscriptions.id, mailClubIssueRecipients.subscriptionId))
    .leftJoin(mailClubGifts, eq(mailClubGifts.id, mailClubIssueRecipients.giftId))
    .where(eq(mailClubIssueRecipients.issueId, issueId));
  return rows.map((row) => ({ ...row, name: recipientName(row.address) })).sort(compareLabelOrder);
}
