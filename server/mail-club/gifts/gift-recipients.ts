import { and, eq, gte, inArray, isNotNull, lte } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { mailClubGifts, type OrderStatus, orders } from "#server/db/schema.ts";
import { giftCovers } from "#server/mail-club/gifts/gift-span.ts";
import { addMonths, type IssueMonth, issueMonthKey } from "#server/mail-club/issue-month.ts";
import { type IssueRecipient, recipientName } from "#server/mail-club/issues/recipient.ts";

/** A gift's order in one of these states has been paid and not refunded: its issues go out. */
export const GIFT_PAID_STATES: OrderStatus[] = ["paid", "processing", "shipped", "delivered"];

/** The longest gift sold, in issues: no gift that began earlier reaches an issue. */
const LONGEST_GIFT = 12;

/**
 * The gifts' recipients of an issue: every paid gift whose issues include it, with the
 * address the recipient has now. A gift is never held or skipped by PayPal: it was paid once.
 */
export async function giftRecipients(db: Database, month: IssueMonth): Promise<IssueRecipient[]> {
  const rows = await db
    .select({
      giftId: mailClubGifts.id,
      plan: mailClubGifts.plan,
      firstIssue: mailClubGifts.firstIssue,
      issueCount: mailClubGifts.issueCount,
      priceCents: mailClubGifts.priceCents,
      address: mailClubGifts.recipientAddress,
      email: mailClubGifts.recipientEmail,
    })
    .from(mailClubGifts)
    .innerJoin(orders, eq(orders.id, mailClubGifts.orderId))
    .where(
      and(
        isNotNull(mailClubGifts.activatedAt),
        inArray(orders.status, GIFT_PAID_STATES),
        lte(mailClubGifts.firstIssue, issueMonthKey(month)),
        gte(mailClubGifts.firstIssue, issueMonthKey(addMonths(month, 1 - LONGEST_GIFT))),
      ),
    );
  return rows
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
}
