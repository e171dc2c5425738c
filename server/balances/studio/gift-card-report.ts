/**
 * The gift cards in the studio (decision 043): per month on the shop's clock, what was sold,
 * what was redeemed (spent, less what came back), what was voided by a refund of the card's
 * own order, and what the cards still hold at the month's end: a liability the shop owes.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { csvLines } from "#server/csv/csv-text.ts";
import type { Database } from "#server/db/client.ts";
import { balanceEntries, balances, giftCards, orders } from "#server/db/schema.ts";
import { centsToDollars } from "#server/lib/money.ts";

export interface GiftCardMonth {
  month: string;
  soldCents: number;
  redeemedCents: number;
  voidedCents: number;
  /** What the cards hold at the month's end. */
  outstandingCents: number;
}

export async function giftCardReport(db: Database, timeZone: string): Promise<GiftCardMonth[]> {
  const month = sql<string>`to_char(${balanceEntries.createdAt} at time zone ${timeZone}, 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      sold: sql<number>`sum(${balanceEntries.amountCents}) filter (where ${balanceEntries.kind} = 'issued')`.mapWith(
        Number,
      ),
      voided:
        sql<number>`sum(-${balanceEntries.amountCents}) filter (where ${balanceEntries.kind} = 'refunded' and ${balanceEntries.amountCents} < 0)`.mapWith(
          Number,
        ),
      moved: sql<number>`sum(${balanceEntries.amountCents})`.mapWith(Number),
    })
    .from(balanceEntries)
    .innerJoin(balances, eq(balances.id, balanceEntries.balanceId))
    .where(eq(balances.kind, "gift_card"))
    // By position: the time zone is a parameter, which GROUP BY cannot match by value.
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  let outstanding = 0;
  return rows.map((row) => {
    const sold = row.sold || 0;
    const voided = row.voided || 0;
    outstanding += row.moved;
    return {
      month: row.month,
      soldCents: sold,
      // Every other movement is spending, net of what unpaid or refunded orders gave back.
      redeemedCents: sold - voided - row.moved,
      voidedCents: voided,
      outstandingCents: outstanding,
    };
  });
}

export function giftCardReportCsv(months: GiftCardMonth[]) {
  return csvLines([
    ["Month", "Sold", "Redeemed", "Voided by refunds", "Outstanding at month end"],
    ...months.map((row) => [
      row.month,
      centsToDollars(row.soldCents),
      centsToDollars(row.redeemedCents),
      centsToDollars(row.voidedCents),
      centsToDollars(row.outstandingCents),
    ]),
  ]);
}

/** The newest cards, never their codes: the last four signs once sent. */
export function listGiftCards(db: Database, limit = 100) {
  return db
    .select({
      id: giftCards.id,
      lastFour: giftCards.lastFour,
      status: giftCards.status,
      initialCents: giftCards.initialCents,
      balanceCents: balances.balanceCents,
      recipientName: giftCards.recipientName,
      sendOn: giftCards.sendOn,
      sentAt: giftCards.sentAt,
      orderId: giftCards.orderId,
      orderNumber: orders.orderNumber,
      createdAt: giftCards.createdAt,
    })
    .from(giftCards)
    .leftJoin(balances, eq(balances.id, giftCards.balanceId))
    .leftJoin(orders, eq(orders.id, giftCards.orderId))
    .where(sql`${giftCards.status} <> 'unpaid'`)
    .orderBy(desc(giftCards.createdAt), desc(giftCards.id))
    .limit(limit);
}

/** One card with its facts; its history is its balance's ledger. */
export async function getStudioGiftCard(db: Database, giftCardId: number) {
  const [card] = await db
    .select({
      id: giftCards.id,
      balanceId: giftCards.balanceId,
      lastFour: giftCards.lastFour,
      status: giftCards.status,
      disabledReason: giftCards.disabledReason,
      disabledAt: giftCards.disabledAt,
      initialCents: giftCards.initialCents,
      balanceCents: balances.balanceCents,
      recipientName: giftCards.recipientName,
      recipientEmail: giftCards.recipientEmail,
      senderName: giftCards.senderName,
      sendOn: giftCards.sendOn,
      sentAt: giftCards.sentAt,
      orderId: giftCards.orderId,
      orderNumber: orders.orderNumber,
      createdAt: giftCards.createdAt,
    })
    .from(giftCards)
    .leftJoin(balances, eq(balances.id, giftCards.balanceId))
    .leftJoin(orders, eq(orders.id, giftCards.orderId))
    .where(and(eq(giftCards.id, giftCardId), sql`${giftCards.status} <> 'unpaid'`));
  return card ?? null;
}
