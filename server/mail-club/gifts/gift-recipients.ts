import { and, eq, gte, inArray, isNotNull, lte } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { GIFT_LENGTHS, mailClubGifts, orders } from "#server/db/schema.ts";
import { MAX_GIFT_SKIPS } from "#server/mail-club/gifts/gift-span.ts";
import { loadGiftSpans } from "#server/mail-club/gifts/load-gift-spans.ts";
import { addMonths, type IssueMonth, issueMonthKey } from "#server/mail-club/issue-month.ts";
import { type AudienceMembership, recipientName } from "#server/mail-club/issues/recipient.ts";
import { paidStatuses } from "#server/orders/order-states.ts";

/** The most months a gift may span, skips included: no gift that began earlier reaches an issue. */
const LONGEST_SPAN = Math.max(...GIFT_LENGTHS) + MAX_GIFT_SKIPS;

/**
 * The gifts that may reach the issue: paid (and not refunded) ones begun recently enough, with
 * their skips and the address the recipient has now. A gift is never held for payment: it
 * was paid once.
 */
export async function giftsAround(db: Database, month: IssueMonth): Promise<AudienceMembership[]> {
  const rows = await db
    .select({ gift: mailClubGifts })
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
  const spanOf = await loadGiftSpans(
    db,
    rows.map(({ gift }) => gift),
  );
  return rows.map(({ gift }) => ({
    subscriptionId: null,
    giftId: gift.id,
    name: recipientName(gift.recipientAddress),
    email: gift.recipientEmail,
    plan: gift.plan,
    address: gift.recipientAddress,
    priceCents: Math.round(gift.priceCents / gift.issueCount),
    span: spanOf(gift),
    heldForArrears: false,
  }));
}
