import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { mailClubGifts, orders, type SubscriptionPlan } from "#server/db/schema.ts";
import { firstSentIssueOf, lastIssueOf } from "#server/mail-club/gifts/gift-span.ts";
import { loadGiftSpan } from "#server/mail-club/gifts/load-gift-spans.ts";
import type { IssueMonth } from "#server/mail-club/issue-month.ts";
import { recipientName } from "#server/mail-club/issues/recipient.ts";
import { paidStatuses } from "#server/orders/order-states.ts";

/** How the recipient hears of the gift: an e-mail on a day, or from the gifter. */
export type GiftReveal = { kind: "email"; on: string } | { kind: "self" };

/** What the gifter's order page, receipt and gift card say of the gift their order bought. */
export interface GiftOfOrder {
  orderId: number;
  recipientName: string;
  /** The recipient's country (ISO code): their name and the message are drawn for it. */
  recipientCountry: string;
  /** The gifter, as they signed the order. */
  gifterName: string;
  plan: SubscriptionPlan;
  issueCount: number;
  firstIssue: IssueMonth;
  lastIssue: IssueMonth;
  /** The gifter's words, line breaks kept; "" for none. */
  message: string;
  /** `on` is 'YYYY-MM-DD' on the shop's calendar. */
  reveal: GiftReveal;
  /** Paid and brought to life (not refunded): its issues go out and its card may be printed. */
  paid: boolean;
  /** Whether an account has claimed it with its link (the gifter may release it). */
  claimed: boolean;
}

/** The gift the order bought, or null for an order that is not a gift's. */
export async function giftOfOrder(
  db: Database,
  orderId: number,
  timeZone: string,
): Promise<GiftOfOrder | null> {
  const [row] = await db
    .select({
      gift: mailClubGifts,
      gifterName: orders.customerName,
      status: orders.status,
    })
    .from(mailClubGifts)
    .innerJoin(orders, eq(orders.id, mailClubGifts.orderId))
    .where(eq(mailClubGifts.orderId, orderId));
  if (!row) return null;
  const { gift } = row;
  const span = await loadGiftSpan(db, gift);
  return {
    orderId,
    recipientName: recipientName(gift.recipientAddress),
    recipientCountry: gift.recipientAddress.country,
    gifterName: row.gifterName,
    plan: gift.plan,
    issueCount: gift.issueCount,
    firstIssue: firstSentIssueOf(span, timeZone),
    lastIssue: lastIssueOf(span, timeZone),
    message: gift.message,
    reveal: gift.revealOn ? { kind: "email", on: gift.revealOn } : { kind: "self" },
    paid: gift.activatedAt !== null && paidStatuses.includes(row.status),
    claimed: gift.claimedByCustomerId !== null,
  };
}
