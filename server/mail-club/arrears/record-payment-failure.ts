import type { Database } from "#server/db/client.ts";
import { subscriptionPaymentFailures } from "#server/db/schema.ts";
import { heldIssueAhead } from "#server/mail-club/arrears/held-issue-ahead.ts";
import { recordMemberEvent } from "#server/mail-club/history/member-events.ts";
import { queueMailClubPaymentFailed } from "#server/mail-club/mail-club-mail.ts";
import { memberMailBase } from "#server/mail-club/subscriptions/member-mail.ts";
import type { SubscriptionRow } from "#server/mail-club/subscriptions/subscription-row.ts";
import type { PaymentServices } from "#server/payments/payment-services.ts";

export interface PaymentFailure {
  failedAt: Date;
  amountCents?: number;
  /** PayPal's failed_payments_count: failures in a row, this one included. */
  failuresInRow: number;
  /** PayPal suspended the subscription after it. */
  suspended: boolean;
}

/**
 * A payment PayPal could not take: the member is in arrears until one goes through, it is in
 * their history, and they are told what happened, what PayPal does next and how to fix it.
 * When PayPal suspends the subscription, the suspension's own e-mail says so instead.
 */
export async function recordPaymentFailure(
  tx: Database,
  services: PaymentServices,
  row: SubscriptionRow,
  failure: PaymentFailure,
) {
  await tx.insert(subscriptionPaymentFailures).values({
    subscriptionId: row.id,
    failedAt: failure.failedAt,
    amountCents: failure.amountCents,
    failuresInRow: failure.failuresInRow,
    suspended: failure.suspended,
  });
  await recordMemberEvent(tx, {
    subscriptionId: row.id,
    actor: "paypal",
    action: "mail-club.payment-failed",
    details: {
      amountCents: failure.amountCents ?? row.priceCents,
      failuresInRow: failure.failuresInRow,
      suspended: failure.suspended,
    },
  });
  if (failure.suspended) return;
  await queueMailClubPaymentFailed(tx, {
    ...(await memberMailBase(tx, services, row.customerId)),
    plan: row.plan,
    priceCents: failure.amountCents ?? row.priceCents,
    suspended: false,
    failedAt: failure.failedAt,
    failuresInRow: failure.failuresInRow,
    fixPaymentUrl: services.paypal.autopayUrl,
    heldIssue: await heldIssueAhead(tx, row, failure.failedAt, services.timeZone),
  });
}
