import { and, eq, isNull } from "drizzle-orm";
import type { Transaction } from "#server/db/client.ts";
import { mailClubGifts } from "#server/db/schema.ts";
import { firstIssueFor } from "#server/mail-club/cutoff.ts";
import {
  compareIssueMonths,
  issueMonthKey,
  parseIssueMonthKey,
} from "#server/mail-club/issue-month.ts";

/**
 * Brings the gift of a just-paid order to life, in the payment's transaction: from now on it
 * is on the lists of its issues. Paid after its first issue's cutoff (a slow approval at
 * PayPal across the 25th), it begins with the next issue still open, so the recipient still
 * gets every issue paid for. An order without a gift is left alone.
 */
export async function activateGift(
  tx: Transaction,
  orderId: number,
  payment: { paidAt: Date; timeZone: string },
) {
  const [gift] = await tx
    .select({ id: mailClubGifts.id, firstIssue: mailClubGifts.firstIssue })
    .from(mailClubGifts)
    .where(and(eq(mailClubGifts.orderId, orderId), isNull(mailClubGifts.activatedAt)));
  if (!gift) return;
  const open = firstIssueFor(payment.paidAt, payment.timeZone);
  const chosen = parseIssueMonthKey(gift.firstIssue);
  const firstIssue = chosen && compareIssueMonths(chosen, open) >= 0 ? chosen : open;
  await tx
    .update(mailClubGifts)
    .set({ activatedAt: payment.paidAt, firstIssue: issueMonthKey(firstIssue) })
    .where(eq(mailClubGifts.id, gift.id));
}
