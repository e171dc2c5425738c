import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { type SubscriptionStatus, subscriptions } from "#server/db/schema.ts";
import { firstIssueFor } from "#server/mail-club/cutoff.ts";
import { isBillingHeldByShop } from "#server/mail-club/holds/hold-billing.ts";
import { skipLinkFor } from "#server/mail-club/holds/skip-link.ts";
import { issueMonthKey } from "#server/mail-club/issue-month.ts";
import {
  queueMailClubCancelled,
  queueMailClubPaymentFailed,
  queueMailClubWelcome,
} from "#server/mail-club/mail-club-mail.ts";
import { nextIssueFor } from "#server/mail-club/receives-issue.ts";
import { memberMailBase } from "#server/mail-club/subscriptions/member-mail.ts";
import {
  loadSpan,
  type SubscriptionRow,
} from "#server/mail-club/subscriptions/subscription-row.ts";
import type { PaymentServices } from "#server/payments/payment-services.ts";
import type { PayPalSubscriptionStatus } from "#server/payments/paypal/types.ts";

/** A subscription's state as PayPal reported it, from a GET or a webhook's resource. */
export interface PayPalSubscriptionState {
  status: PayPalSubscriptionStatus;
  /** PayPal's time of this state: status_update_time, else the event's create_time. */
  at: Date;
  startTime?: Date;
  nextBillingTime?: Date;
}

const statusOfPayPal: Record<PayPalSubscriptionStatus, SubscriptionStatus> = {
  APPROVAL_PENDING: "approval_pending",
  APPROVED: "approval_pending",
  ACTIVE: "active",
  SUSPENDED: "suspended",
  CANCELLED: "cancelled",
  EXPIRED: "expired",
};

const ended = new Set<SubscriptionStatus>(["cancelled", "expired"]);

/**
 * Brings the row to PayPal's state, whether it came from the return page's GET or from a
 * webhook, in any order and any number of times: a state older than the one applied last
 * changes nothing, and a cancelled or expired membership never comes back. The first issue
 * is fixed from PayPal's start time (the moment the member joined) the first time it is
 * known. E-mails go out on the transitions themselves, so each is sent once.
 */
export async function applyPayPalState(
  tx: Database,
  services: PaymentServices,
  row: SubscriptionRow,
  state: PayPalSubscriptionState,
): Promise<boolean> {
  const status = statusOfPayPal[state.status];
  const stale = row.statusChangedAt !== null && state.at < row.statusChangedAt;
  // A suspension the shop asked for, for a skip or a pause: the membership runs on.
  const shopsOwn = status === "suspended" && (await isBillingHeldByShop(tx, row.id));
  if (stale || ended.has(row.status) || status === "approval_pending" || shopsOwn) {
    return fixStartIfKnown(tx, services, row, state);
  }
  const startedAt = row.startedAt ?? state.startTime ?? (status === "active" ? state.at : null);
  const firstIssue =
    row.firstIssue ??
    (startedAt ? issueMonthKey(firstIssueFor(startedAt, services.timeZone)) : null);
  const [updated] = await tx
    .update(subscriptions)
    .set({
      status,
      statusChangedAt: state.at,
      startedAt,
      firstIssue,
      // The newest state decides, so the result is the same in whatever order events come.
      endedAt: status === "active" ? null : state.at,
      cancelledAt: status === "cancelled" ? state.at : row.cancelledAt,
      nextBillingAt: laterOf(row.nextBillingAt, state.nextBillingTime),
    })
    .where(eq(subscriptions.id, row.id))
    .returning();
  if (!updated) return false;
  await sendTransitionMail(tx, services, row, updated);
  return true;
}

/**
 * A state that must not change the status may still be the first to tell when the member
 * joined (a CANCELLED event delivered before ACTIVATED): the start is the same either way.
 */
async function fixStartIfKnown(
  tx: Database,
  services: PaymentServices,
  row: SubscriptionRow,
  state: PayPalSubscriptionState,
) {
  if (row.startedAt || !state.startTime || state.status === "APPROVAL_PENDING") return false;
  await tx
    .update(subscriptions)
    .set({
      startedAt: state.startTime,
      firstIssue: issueMonthKey(firstIssueFor(state.startTime, services.timeZone)),
    })
    .where(eq(subscriptions.id, row.id));
  return true;
}

function laterOf(a: Date | null, b: Date | undefined) {
  if (!b) return a;
  return a && a > b ? a : b;
}

async function sendTransitionMail(
  tx: Database,
  services: PaymentServices,
  before: SubscriptionRow,
  after: SubscriptionRow,
) {
  if (before.status === after.status && before.firstIssue === after.firstIssue) return;
  const base = await memberMailBase(tx, services, after.customerId);
  const span = await loadSpan(tx, after);
  if (after.status === "active" && before.firstIssue === null && span && after.startedAt) {
    await queueMailClubWelcome(tx, {
      ...base,
      plan: after.plan,
      priceCents: after.priceCents,
      firstIssue: span.firstIssue,
      startedAt: after.startedAt,
      nextBillingAt: after.nextBillingAt,
      skipLink: await skipLinkFor(tx, services, after),
    });
  } else if (after.status === "suspended" && before.status === "active") {
    await queueMailClubPaymentFailed(tx, {
      ...base,
      plan: after.plan,
      priceCents: after.priceCents,
      suspended: true,
      fixPaymentUrl: services.paypal.autopayUrl,
    });
  } else if (after.status === "cancelled" && before.status !== "cancelled") {
    await queueMailClubCancelled(tx, {
      ...base,
      cancelledAt: after.cancelledAt ?? new Date(),
      lastIssue: span
        ? nextIssueFor(span, after.cancelledAt ?? new Date(), services.timeZone)
        : null,
      subscribeUrl: `${services.publicUrl}/subscribe`,
    });
  }
}
