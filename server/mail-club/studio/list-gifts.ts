import { and, desc, eq, inArray, isNotNull } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import {
  mailClubGifts,
  mailClubIssues,
  type OrderStatus,
  orders,
  type SubscriptionPlan,
} from "#server/db/schema.ts";
import { firstSentIssueOf, lastIssueOf } from "#server/mail-club/gifts/gift-span.ts";
import { loadGiftSpans } from "#server/mail-club/gifts/load-gift-spans.ts";
import { type IssueMonth, issueMonthKey } from "#server/mail-club/issue-month.ts";
import { recipientName } from "#server/mail-club/issues/recipient.ts";
import { issuesOf } from "#server/mail-club/receives-issue.ts";

export interface StudioGift {
  id: number;
  recipient: string;
  recipientEmail: string | null;
  country: string;
  gifter: string;
  gifterEmail: string;
  orderId: number;
  orderNumber: string;
  orderStatus: OrderStatus;
  plan: SubscriptionPlan;
  issueCount: number;
  firstIssue: IssueMonth | null;
  lastIssue: IssueMonth;
  /** Its issues not yet mailed. */
  issuesLeft: number;
  revealOn: string | null;
  revealSentAt: Date | null;
  claimed: boolean;
  hasMessage: boolean;
}

/** Every paid gift, newest first, with how many of its issues are still to be mailed. */
export async function listGifts(db: Database, timeZone: string): Promise<StudioGift[]> {
  const rows = await db
    .select({
      gift: mailClubGifts,
      orderNumber: orders.orderNumber,
      orderStatus: orders.status,
      gifter: orders.customerName,
      gifterEmail: orders.customerEmail,
    })
    .from(mailClubGifts)
    .innerJoin(orders, eq(orders.id, mailClubGifts.orderId))
    .where(isNotNull(mailClubGifts.activatedAt))
    .orderBy(desc(mailClubGifts.activatedAt), desc(mailClubGifts.id));
  const spanOf = await loadGiftSpans(
    db,
    rows.map(({ gift }) => gift),
  );
  const months = rows.flatMap(({ gift }) => issuesOf(spanOf(gift), timeZone).map(issueMonthKey));
  const mailed = new Set(
    months.length === 0
      ? []
      : (
          await db
            .select({ month: mailClubIssues.month })
            .from(mailClubIssues)
            .where(
              and(
                inArray(mailClubIssues.month, [...new Set(months)]),
                isNotNull(mailClubIssues.mailedAt),
              ),
            )
        ).map((row) => row.month),
  );
  return rows.map(({ gift, ...order }) => ({
    id: gift.id,
    recipient: recipientName(gift.recipientAddress),
    recipientEmail: gift.recipientEmail,
    country: gift.recipientAddress.country,
    gifter: order.gifter,
    gifterEmail: order.gifterEmail,
    orderId: gift.orderId,
    orderNumber: order.orderNumber,
    orderStatus: order.orderStatus,
    plan: gift.plan,
    issueCount: gift.issueCount,
    firstIssue: firstSentIssueOf(spanOf(gift), timeZone),
    lastIssue: lastIssueOf(spanOf(gift), timeZone),
    issuesLeft: issuesOf(spanOf(gift), timeZone).filter(
      (month) => !mailed.has(issueMonthKey(month)),
    ).length,
    revealOn: gift.revealOn,
    revealSentAt: gift.revealSentAt,
    claimed: gift.claimedByCustomerId !== null,
    hasMessage: gift.message !== "",
  }));
}
