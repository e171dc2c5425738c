import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { mailClubHolds, subscriptions } from "#server/db/schema.ts";
import { cutoffOf } from "#server/mail-club/cutoff.ts";
import {
  DAY_MS,
  monthsAfter,
  nextBillingFrom,
  resumeAfter,
} from "#server/mail-club/holds/billing-dates.ts";
import { type HoldRow, toHoldSpan } from "#server/mail-club/holds/hold-rows.ts";
import { holdCovers, isHoldAhead, issuesOfHold } from "#server/mail-club/holds/hold-span.ts";
import { prepaidBillingOf } from "#server/mail-club/prepaid/prepaid-billing.ts";
import type { PaymentServices } from "#server/payments/payment-services.ts";

/** The first billing date a hold's suspension skips, from its planned resume. */
function firstSkippedBilling(hold: HoldRow) {
  if (!hold.billingResumeAfter) return null;
  return monthsAfter(new Date(hold.billingResumeAfter.getTime() - DAY_MS), -(hold.issueCount - 1));
}

/** How many issues the hold has left out for good: those whose cutoff had passed when it ended. */
function issuesLeftOut(hold: HoldRow, timeZone: string) {
  const span = toHoldSpan(hold);
  return issuesOfHold(span).filter(
    (issue) =>
      holdCovers(span, issue, timeZone) &&
      (hold.endedAt === null || cutoffOf(issue, timeZone) <= hold.endedAt),
  ).length;
}

/** When billing for a hold may be activated: skipping only the billing dates of issues left out. */
function billingResumesAt(hold: HoldRow, timeZone: string, now: Date) {
  const first = firstSkippedBilling(hold);
  const leftOut = hold.endedAt ? issuesLeftOut(hold, timeZone) : hold.issueCount;
  return leftOut === 0 || !first ? now : resumeAfter(first, leftOut);
}

/**
 * The first billing date PayPal charges after a hold whose billing the shop suspended: the one
 * after the dates it skips. Null while billing is not suspended for it (or back already).
 */
export function firstChargeAfterHold(hold: HoldRow, timeZone: string): Date | null {
  if (!hold.billingSuspendedAt || hold.billingResumedAt) return null;
  const first = firstSkippedBilling(hold);
  if (!first) return null;
  const leftOut = hold.endedAt ? issuesLeftOut(hold, timeZone) : hold.issueCount;
  return monthsAfter(first, leftOut);
}

/** The hold whose billing the shop has suspended now, if any. */
export async function billingHoldOf(db: PaymentServices["db"], subscriptionId: number) {
  const [hold] = await db
    .select()
    .from(mailClubHolds)
    .where(
      and(
        eq(mailClubHolds.subscriptionId, subscriptionId),
        isNotNull(mailClubHolds.billingSuspendedAt),
        isNull(mailClubHolds.billingResumedAt),
      ),
    );
  return hold;
}

/**
 * Suspends the PayPal subscription's billing for a hold that leaves out N issues, so that its
 * next N billing dates pass uncharged (decision 024), and plans its activation for the day
 * after the last of them.
 */
export async function suspendBillingForHold(services: PaymentServices, holdId: number, now: Date) {
  const { db, paypal } = services;
  const [found] = await db
    .select({ hold: mailClubHolds, subscription: subscriptions })
    .from(mailClubHolds)
    .innerJoin(subscriptions, eq(subscriptions.id, mailClubHolds.subscriptionId))
    .where(eq(mailClubHolds.id, holdId));
  if (!found || found.hold.billingSuspendedAt || found.hold.endedAt) return;
  const { hold, subscription } = found;
  const firstBilling = nextBillingFrom(subscription.nextBillingAt, now);
  // Marked first: PayPal's SUSPENDED webhook may come before its answer, and must find the
  // suspension is the shop's own (applyPayPalState keeps the membership active for it).
  const claimed = await db
    .update(mailClubHolds)
    .set({
      billingSuspendedAt: now,
      billingResumeAfter: resumeAfter(firstBilling, hold.issueCount),
    })
    .where(and(eq(mailClubHolds.id, holdId), isNull(mailClubHolds.billingSuspendedAt)))
    .returning({ id: mailClubHolds.id });
  if (claimed.length === 0) return;
  const what = hold.kind === "skip" ? "skipped an issue" : `paused ${hold.issueCount} issues`;
  try {
    await paypal.suspendSubscription(subscription.paypalSubscriptionId, {
      reason: `The member ${what} of the Mail Club.`,
    });
  } catch (error) {
    await db
      .update(mailClubHolds)
      .set({ billingSuspendedAt: null, billingResumeAfter: null })
      .where(eq(mailClubHolds.id, holdId));
    throw error;
  }
}

/**
 * Activates billing again once the billing dates a hold skips have passed. A hold ended early
 * skips only as many billing dates as it left issues out; one that left none out resumes now.
 */
export async function resumeBillingIfDue(services: PaymentServices, holdId: number, now: Date) {
  const { db, paypal, timeZone } = services;
  const [found] = await db
    .select({
      hold: mailClubHolds,
      paypalId: subscriptions.paypalSubscriptionId,
      status: subscriptions.status,
    })
    .from(mailClubHolds)
    .innerJoin(subscriptions, eq(subscriptions.id, mailClubHolds.subscriptionId))
    .where(eq(mailClubHolds.id, holdId));
  if (!found?.hold.billingSuspendedAt || found.hold.billingResumedAt) return false;
  const { hold } = found;
  if (now < billingResumesAt(hold, timeZone, now)) return false;
  // A membership cancelled meanwhile has nothing to bill again.
  if (found.status === "active") {
    await paypal.activateSubscription(found.paypalId, {
      reason: "The member's skip or pause is over.",
    });
  }
  await db.update(mailClubHolds).set({ billingResumedAt: now }).where(eq(mailClubHolds.id, holdId));
  return true;
}

/**
 * The job's pass: billing suspended for every hold still ahead that has not had it yet (PayPal
 * was unreachable when it was placed), and activated for every hold whose skipped billing
 * dates have passed.
 */
export async function syncHoldBilling(services: PaymentServices, now: Date) {
  const { db, timeZone } = services;
  const pending = await db
    .select()
    .from(mailClubHolds)
    .where(
      and(
        // A gift's skip has no billing: the gift was paid once.
        isNotNull(mailClubHolds.subscriptionId),
        isNull(mailClubHolds.billingSuspendedAt),
        isNull(mailClubHolds.endedAt),
      ),
    );
  for (const hold of pending) {
    if (isHoldAhead(toHoldSpan(hold), now, timeZone)) {
      await suspendBillingForHold(services, hold.id, now);
    }
  }
  const suspended = await db
    .select({ id: mailClubHolds.id })
    .from(mailClubHolds)
    .where(
      and(isNotNull(mailClubHolds.billingSuspendedAt), isNull(mailClubHolds.billingResumedAt)),
    );
  for (const { id } of suspended) await resumeBillingIfDue(services, id, now);
}

/**
 * Whether the shop itself has the membership's billing suspended: for a skip or pause, or for
 * issues prepaid from the member's balance.
 */
export async function isBillingHeldByShop(db: PaymentServices["db"], subscriptionId: number) {
  if ((await billingHoldOf(db, subscriptionId)) !== undefined) return true;
  return (await prepaidBillingOf(db, subscriptionId)) !== undefined;
}
