import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { mailClubPlanChanges, subscriptions } from "#server/db/schema.ts";
import { changeMembership } from "#server/mail-club/change-membership.ts";
import { addressChangeAppliesFrom } from "#server/mail-club/cutoff.ts";
import {
  type MemberEventActor,
  recordMemberEvent,
} from "#server/mail-club/history/member-events.ts";
import { issueMonthKey, parseIssueMonthKey } from "#server/mail-club/issue-month.ts";
import { queueMailClubPlanChanged } from "#server/mail-club/mail-club-mail.ts";
import {
  findPendingPlanChange,
  type PlanChangeRow,
} from "#server/mail-club/plan-change/plan-change-rows.ts";
import { memberMailBase } from "#server/mail-club/subscriptions/member-mail.ts";
import type { SubscriptionRow } from "#server/mail-club/subscriptions/subscription-row.ts";
import type { PaymentServices } from "#server/payments/payment-services.ts";
import { clubTaxFor } from "#server/tax/club-tax.ts";

/**
 * The membership takes on an approved change of plan: its plan, price, PayPal plan and
 * delivery address, from the next issue whose cutoff has not passed now, through
 * changeMembership: issues already due keep the old plan and address; the member is
 * e-mailed the new plan. `subscription` and `change` must be locked by the caller, the change
 * still pending.
 */
export async function applyPlanChange(
  tx: Database,
  services: PaymentServices,
  input: {
    subscription: SubscriptionRow;
    change: PlanChangeRow;
    actor: MemberEventActor;
    now: Date;
  },
) {
  const { subscription, change, now } = input;
  return changeMembership(tx, { now, timeZone: services.timeZone }, async (tx) => {
    // The rate PayPal was asked for with the new plan (start-plan-change.ts).
    const tax = await clubTaxFor(tx, change.deliveryAddress, now);
    await tx
      .update(subscriptions)
      .set({
        taxRatePpm: tax?.ratePpm ?? 0,
        plan: change.plan,
        productId: change.productId,
        priceCents: change.priceCents,
        paypalPlanId: change.paypalPlanId,
        deliveryAddress: change.deliveryAddress,
      })
      .where(eq(subscriptions.id, subscription.id));
    const firstIssue = subscription.firstIssue ? parseIssueMonthKey(subscription.firstIssue) : null;
    const appliesFrom = issueMonthKey(addressChangeAppliesFrom(firstIssue, now, services.timeZone));
    const [approved] = await tx
      .update(mailClubPlanChanges)
      .set({ status: "approved", decidedAt: now, appliesFrom })
      .where(eq(mailClubPlanChanges.id, change.id))
      .returning();
    await recordMemberEvent(tx, {
      subscriptionId: subscription.id,
      actor: input.actor,
      action: "mail-club.plan-change",
      details: {
        from: change.fromPlan,
        to: change.plan,
        priceCents: change.priceCents,
        country: change.deliveryAddress.country,
        appliesFrom,
      },
    });
    const approvedFrom = parseIssueMonthKey(appliesFrom);
    if (approvedFrom) {
      await queueMailClubPlanChanged(tx, {
        ...(await memberMailBase(tx, services, subscription.customerId)),
        plan: change.plan,
        priceCents: change.priceCents,
        appliesFrom: approvedFrom,
        address: change.deliveryAddress,
      });
    }
    return approved ?? { ...change, status: "approved" as const, appliesFrom };
  });
}

/**
 * PayPal reports the subscription on `planId` (BILLING.SUBSCRIPTION.UPDATED, whose resource is
 * the subscription as GET shows it, verified): the change waiting for that plan is applied. A
 * report older than the change (a late event of an earlier switch) changes nothing; a plan no
 * change waits for is logged, as the shop did not ask for it.
 */
export async function applyRevisedPlan(
  tx: Database,
  services: PaymentServices,
  subscription: SubscriptionRow,
  reported: { planId: string | undefined; at: Date | undefined; now?: Date },
) {
  if (!reported.planId || reported.planId === subscription.paypalPlanId) return false;
  const change = await findPendingPlanChange(tx, subscription.id, { lock: true });
  if (!change || change.paypalPlanId !== reported.planId) {
    services.logger?.error(
      { subscriptionId: subscription.id, planId: reported.planId },
      "PayPal reports a plan the shop did not ask for",
    );
    return false;
  }
  if (reported.at && reported.at < change.createdAt) return false;
  await applyPlanChange(tx, services, {
    subscription,
    change,
    actor: "paypal",
    now: reported.now ?? new Date(),
  });
  return true;
}
