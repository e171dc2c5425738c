import { and, eq, gte, inArray, isNotNull, lte } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { GIFT_LENGTHS, mailClubGifts, orders } from "#server/db/schema.ts";
import { giftCovers, giftSkips, MAX_GIFT_SKIPS } from "#server/mail-club/gifts/gift-span.ts";
import { addMonths, type IssueMonth, issueMonthKey } from "#server/mail-club/issue-month.ts";
import type { IssueAbsentee } from "#server/mail-club/issues/live-recipients.ts";
import { type IssueRecipient, recipientName } from "#server/mail-club/issues/recipient.ts";
import { paidStatuses } from "#server/orders/order-states.ts";

/** A gift's order in one of these states has been paid and not refunded: its issues go out. */

/** The most months a gift may span, skips included: no gift that began earlier reaches an issue. */
const LONGEST_SPAN = Math.max(...GIFT_LENGTHS) + MAX_GIFT_SKIPS;

/**
 * The gifts' part of an issue: every paid gift whose issues include it, with the address the
 * recipient has now, and the gifts whose recipient skipped it (absent, "skipped"). A gift is
 * never held for payment: it was paid once.
 */
export async function giftAudience(
  db: Database,
  month: IssueMonth,
): Promise<{ recipients: IssueRecipient[]; absentees: IssueAbsentee[] }> {
  const rows = await db
    .select({
      giftId: mailClubGifts.id,
      plan: mailClubGifts.plan,
      firstIssue: mailClubGifts.firstIssue,
      issueCount: mailClubGifts.issueCount,
      skippedIssues: mailClubGifts.skippedIssues,
      priceCents: mailClubGifts.priceCents,
      address: mailClubGifts.recipientAddress,
      email: mailClubGifts.recipientEmail,
    })
    .from(mailClubGifts)
    .innerJoin(orders, eq(orders.id, mailClubGifts.orderId))
    .where(
      and(
        isNotNull(mailClubGifts.activatedAt),
        inArray(orders.status, paidStatuses),
        lte(mailClubGifts.firstIssue, issueMonthKey(month)),
        gte(mailClubGifts.firstIssue, issueMonthKey(addMonths(month, 1 - LONGEST_SPAN))),
      ),
    );
  const recipients = rows
    .filter((row) => giftCovers(row, month))
    .map((row) => ({
      subscriptionId: null,
      giftId: row.giftId,
      name: recipientName(row.address),
      email: row.email,
      plan: row.plan,
      address: row.address,
      priceCents: Math.round(row.priceCents / row.issueCount),
    }));
  const absentees = rows
    .filter((row) => giftSkips(row, month))
    .map((row) => ({
      subscriptionId: null,
      giftId: row.giftId,
      name: recipientName(row.address),
      email: row.email,
      reason: "skipped" as const,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, "en") || a.giftId - b.giftId);
  return { recipients, absentees };
}
