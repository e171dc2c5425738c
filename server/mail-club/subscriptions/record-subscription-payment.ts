import { eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { subscriptionPayments, subscriptions } from "#server/db/schema.ts";
import { settleArrears } from "#server/mail-club/arrears/settle-arrears.ts";
import { skipLinkFor } from "#server/mail-club/holds/skip-link.ts";
import { queueMailClubReceipt } from "#server/mail-club/mail-club-mail.ts";
import { nextIssueFor } from "#server/mail-club/receives-issue.ts";
import { memberMailBase } from "#server/mail-club/subscriptions/member-mail.ts";
import {
  loadSpan,
  type SubscriptionRow,
} from "#server/mail-club/subscriptions/subscription-row.ts";
import type { PaymentServices } from "#server/payments/payment-services.ts";

export interface SubscriptionSale {
  saleId: string;
  amountCents: number;
  paidAt: Date;
}

/**
 * One month paid (PAYMENT.SALE.COMPLETED): one payment row per PayPal sale, however often
 * the event comes, and the member's receipt. The next payment is a month after the latest.
 * Failed payments before it are settled, and the issues they held the member off come back.
 */
export async function recordSubscriptionPayment(
  tx: Database,
  services: PaymentServices,
  row: SubscriptionRow,
  sale: SubscriptionSale,
): Promise<boolean> {
  const [payment] = await tx
    .insert(subscriptionPayments)
    .values({ subscriptionId: row.id, paypalSaleId: sale.saleId, ...sale })
    .onConflictDoNothing({ target: subscriptionPayments.paypalSaleId })
    .returning({ id: subscriptionPayments.id });
  if (!payment) return false;
  // A Mail Club offer's first issues are paid at its intro price (decision 041).
  if (sale.amountCents !== row.priceCents && sale.amountCents !== row.introPriceCents) {
    services.logger?.warn(
      { subscriptionId: row.id, paid: sale.amountCents, price: row.priceCents },
      "Mail Club payment differs from the plan's price",
    );
  }
  const [updated] = await tx
    .update(subscriptions)
    .set({
      nextBillingAt: sql`greatest(${subscriptions.nextBillingAt}, ${sale.paidAt}::timestamptz + interval '1 month')`,
    })
    .where(eq(subscriptions.id, row.id))
    .returning({ nextBillingAt: subscriptions.nextBillingAt });
  await settleArrears(tx, row, sale.paidAt);
  const span = await loadSpan(tx, row);
  await queueMailClubReceipt(tx, {
    ...(await memberMailBase(tx, services, row.customerId)),
    plan: row.plan,
    amountCents: sale.amountCents,
    paidAt: sale.paidAt,
    nextIssue: span ? nextIssueFor(span, sale.paidAt, services.timeZone) : null,
    nextBillingAt: updated?.nextBillingAt ?? null,
    receiptNumber: `MC-${payment.id}`,
    // For the issue that can still be skipped when the receipt is read, not when PayPal took it.
    skipLink: await skipLinkFor(tx, services, row, new Date(Math.max(Date.now(), +sale.paidAt))),
  });
  return true;
}
