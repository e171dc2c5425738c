import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import {
  customers,
  mailClubIssueAbsentees,
  mailClubIssueRecipients,
  mailClubIssues,
  subscriptionPaymentFailures,
} from "#server/db/schema.ts";
import { recordMemberEvent } from "#server/mail-club/history/member-events.ts";
import type { SubscriptionRow } from "#server/mail-club/subscriptions/subscription-row.ts";

/**
 * A payment went through: the failures before it are settled, and the member is put back on
 * every issue they were held off that is not mailed yet, with the address they have now.
 * Issues already in the post stay as they were. Returns the months put back.
 */
export async function settleArrears(tx: Database, row: SubscriptionRow, paidAt: Date) {
  const settled = await tx
    .update(subscriptionPaymentFailures)
    .set({ settledAt: paidAt })
    .where(
      and(
        eq(subscriptionPaymentFailures.subscriptionId, row.id),
        isNull(subscriptionPaymentFailures.settledAt),
      ),
    )
    .returning({ id: subscriptionPaymentFailures.id });
  if (settled.length === 0) return [];

  const held = await tx
    .select({ issueId: mailClubIssues.id, month: mailClubIssues.month })
    .from(mailClubIssueAbsentees)
    .innerJoin(mailClubIssues, eq(mailClubIssues.id, mailClubIssueAbsentees.issueId))
    .where(
      and(
        eq(mailClubIssueAbsentees.subscriptionId, row.id),
        eq(mailClubIssueAbsentees.reason, "held"),
        isNull(mailClubIssues.mailedAt),
      ),
    );
  if (held.length > 0) {
    const [customer] = await tx
      .select({ email: customers.email })
      .from(customers)
      .where(eq(customers.id, row.customerId));
    await tx.delete(mailClubIssueAbsentees).where(
      and(
        eq(mailClubIssueAbsentees.subscriptionId, row.id),
        inArray(
          mailClubIssueAbsentees.issueId,
          held.map((issue) => issue.issueId),
        ),
      ),
    );
    await tx
      .insert(mailClubIssueRecipients)
      .values(
        held.map(({ issueId }) => ({
          issueId,
          subscriptionId: row.id,
          plan: row.plan,
          email: customer?.email ?? "",
          address: row.deliveryAddress,
        })),
      )
      .onConflictDoNothing();
  }
  const issues = held.map((issue) => issue.month).sort();
  await recordMemberEvent(tx, {
    subscriptionId: row.id,
    actor: "paypal",
    action: "mail-club.payment-settled",
    details: { failuresSettled: settled.length, issuesPutBack: issues },
  });
  return issues;
}
