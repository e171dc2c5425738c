import { and, eq, isNotNull } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import {
  customers,
  mailClubGifts,
  mailClubIssueRecipients,
  mailClubIssues,
  subscriptions,
} from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";
import { giftLinkPath } from "#server/mail-club/gifts/gift-link.ts";
import { loadGiftSpans } from "#server/mail-club/gifts/load-gift-spans.ts";
import { skipLinkFor } from "#server/mail-club/holds/skip-link.ts";
import { issueMessages } from "#server/mail-club/issues/issue-messages.ts";
import { issueColumns, type MailClubIssue, toIssue } from "#server/mail-club/issues/issue-row.ts";
import { queueMailClubIssueMailed } from "#server/mail-club/mail-club-mail.ts";
import { shipRidingOrders } from "#server/mail-club/ride-along/ship-riding-orders.ts";

/**
 * Records that the frozen issue went into the post and, in the same transaction, queues the
 * "on its way" e-mail to each recipient (a gift's, when the gifter gave their e-mail). Only the call that sets mailedAt queues them (the
 * row is locked), so a double click or a retry sends nobody two. The shop orders riding with
 * the issue become shipped in the same transaction, named in their member's e-mail (decision
 * 030). Returns whether this call
 * marked it, and the issue.
 */
export async function markIssueMailed(
  db: Database,
  issueId: number,
  options: { now: Date; shopName: string; publicUrl: string; timeZone: string },
): Promise<{ issue: MailClubIssue; markedNow: boolean; queued: number }> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select(issueColumns)
      .from(mailClubIssues)
      .where(eq(mailClubIssues.id, issueId))
      .for("update");
    if (!locked) throw new AppError("not_found", issueMessages.notFound);
    if (!locked.frozenAt) throw new AppError("conflict", issueMessages.notFrozen);
    if (locked.mailedAt) return { issue: toIssue(locked), markedNow: false, queued: 0 };

    const [marked] = await tx
      .update(mailClubIssues)
      .set({ mailedAt: options.now })
      .where(eq(mailClubIssues.id, issueId))
      .returning(issueColumns);
    if (!marked) throw new Error(`Issue ${issueId} went away while it was being marked mailed.`);
    const issue = toIssue(marked);
    // The member's e-mail and first name as they are now: the mail goes to where they read it.
    const recipients = await tx
      .select({
        plan: mailClubIssueRecipients.plan,
        email: customers.email,
        firstName: customers.firstName,
        membership: {
          id: subscriptions.id,
          status: subscriptions.status,
          firstIssue: subscriptions.firstIssue,
          linkSecret: subscriptions.linkSecret,
        },
      })
      .from(mailClubIssueRecipients)
      .innerJoin(subscriptions, eq(subscriptions.id, mailClubIssueRecipients.subscriptionId))
      .innerJoin(customers, eq(customers.id, subscriptions.customerId))
      .where(eq(mailClubIssueRecipients.issueId, issueId))
      .orderBy(mailClubIssueRecipients.subscriptionId);
    const rideAlong = await shipRidingOrders(tx, issue.monthKey, {
      recipients: new Set(recipients.map((recipient) => recipient.membership.id)),
      now: options.now,
      context: options,
    });
    for (const recipient of recipients) {
      await queueMailClubIssueMailed(tx, {
        to: recipient.email,
        firstName: recipient.firstName,
        shopName: options.shopName,
        accountUrl: `${options.publicUrl}/account`,
        timeZone: options.timeZone,
        skipLink: await skipLinkFor(tx, options, recipient.membership, options.now),
        issue: issue.month,
        issueTitle: issue.title,
        international: recipient.plan === "international",
        rideAlong: rideAlong.get(recipient.membership.id) ?? [],
      });
    }
    const gifts = await tx
      .select({ plan: mailClubIssueRecipients.plan, gift: mailClubGifts })
      .from(mailClubIssueRecipients)
      .innerJoin(mailClubGifts, eq(mailClubGifts.id, mailClubIssueRecipients.giftId))
      .where(
        and(eq(mailClubIssueRecipients.issueId, issueId), isNotNull(mailClubGifts.recipientEmail)),
      )
      .orderBy(mailClubIssueRecipients.giftId);
    const spanOf = await loadGiftSpans(
      tx,
      gifts.map(({ gift }) => gift),
    );
    for (const { plan, gift } of gifts) {
      // A gift's recipient checks their address through the gift's own link.
      await queueMailClubIssueMailed(tx, {
        to: gift.recipientEmail ?? "",
        firstName: gift.recipientAddress.firstName,
        shopName: options.shopName,
        accountUrl: `${options.publicUrl}${giftLinkPath(gift, spanOf(gift), options.timeZone)}`,
        timeZone: options.timeZone,
        issue: issue.month,
        issueTitle: issue.title,
        international: plan === "international",
      });
    }
    return { issue, markedNow: true, queued: recipients.length + gifts.length };
  });
}
