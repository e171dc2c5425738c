import { and, eq, isNotNull, isNull, lte } from "drizzle-orm";
import { mailClubPrepaid, subscriptions } from "#server/db/schema.ts";
import type { PaymentServices } from "#server/payments/payment-services.ts";

/** The prepaid issues whose billing the shop has suspended now, if any. */
export async function prepaidBillingOf(db: PaymentServices["db"], subscriptionId: number) {
  const [prepaid] = await db
    .select()
    .from(mailClubPrepaid)
    .where(
      and(
        eq(mailClubPrepaid.subscriptionId, subscriptionId),
        isNotNull(mailClubPrepaid.billingSuspendedAt),
        isNull(mailClubPrepaid.billingResumedAt),
      ),
    );
  return prepaid;
}

/**
 * Suspends the PayPal subscription's billing for prepaid issues, so their billing dates pass
 * uncharged. Marked first, as a hold's is: PayPal's SUSPENDED webhook may come before its
 * answer and must find the suspension is the shop's own. Unreachable PayPal: the job tries
 * again.
 */
export async function suspendBillingForPrepaid(
  services: PaymentServices,
  prepaidId: number,
  now: Date,
) {
  const { db, paypal } = services;
  const [claimed] = await db
    .update(mailClubPrepaid)
    .set({ billingSuspendedAt: now })
    .where(and(eq(mailClubPrepaid.id, prepaidId), isNull(mailClubPrepaid.billingSuspendedAt)))
    .returning({
      subscriptionId: mailClubPrepaid.subscriptionId,
      issueCount: mailClubPrepaid.issueCount,
    });
  if (!claimed) return;
  const [member] = await db
    .select({ paypalId: subscriptions.paypalSubscriptionId })
    .from(subscriptions)
    .where(eq(subscriptions.id, claimed.subscriptionId));
  try {
    if (!member) throw new Error("The prepaid issues' membership is gone");
    await paypal.suspendSubscription(member.paypalId, {
      reason: `The member prepaid ${claimed.issueCount} issues from their balance.`,
    });
  } catch (error) {
    await db
      .update(mailClubPrepaid)
      .set({ billingSuspendedAt: null })
      .where(eq(mailClubPrepaid.id, prepaidId));
    throw error;
  }
}

/**
 * The job's pass: billing suspended for prepaid issues that have not had it yet, and activated
 * again once the billing dates they pay have passed (a membership cancelled meanwhile has
 * nothing to bill).
 */
export async function syncPrepaidBilling(services: PaymentServices, now: Date) {
  const { db, paypal } = services;
  const pending = await db
    .select({ id: mailClubPrepaid.id })
    .from(mailClubPrepaid)
    .where(
      and(isNull(mailClubPrepaid.billingSuspendedAt), isNull(mailClubPrepaid.billingResumedAt)),
    );
  for (const { id } of pending) await suspendBillingForPrepaid(services, id, now);
  const due = await db
    .select({
      id: mailClubPrepaid.id,
      paypalId: subscriptions.paypalSubscriptionId,
      status: subscriptions.status,
    })
    .from(mailClubPrepaid)
    .innerJoin(subscriptions, eq(subscriptions.id, mailClubPrepaid.subscriptionId))
    .where(
      and(
        isNotNull(mailClubPrepaid.billingSuspendedAt),
        isNull(mailClubPrepaid.billingResumedAt),
        lte(mailClubPrepaid.billingResumeAfter, now),
      ),
    );
  for (const prepaid of due) {
    if (prepaid.status === "active") {
      await paypal.activateSubscription(prepaid.paypalId, {
        reason: "The member's prepaid issues are paid through.",
      });
    }
    await db
      .update(mailClubPrepaid)
      .set({ billingResumedAt: now })
      .where(eq(mailClubPrepaid.id, prepaid.id));
  }
}
