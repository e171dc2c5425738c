import { and, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import {
  mailClubPlanChanges,
  type PostalAddress,
  type SubscriptionPlan,
  subscriptions,
} from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";
import { addressChangeAppliesFrom } from "#server/mail-club/cutoff.ts";
import { recordMemberEvent } from "#server/mail-club/history/member-events.ts";
import {
  type IssueMonth,
  issueMonthKey,
  parseIssueMonthKey,
} from "#server/mail-club/issue-month.ts";
import { confirmPlanChange } from "#server/mail-club/plan-change/confirm-plan-change.ts";
import { planChangeMessages } from "#server/mail-club/plan-change/plan-change-messages.ts";
import { loadPlanProduct } from "#server/mail-club/plan-change/plan-for-address.ts";
import { assertPlanMailsTo } from "#server/mail-club/subscriptions/plan-countries.ts";
import type { SubscriptionRow } from "#server/mail-club/subscriptions/subscription-row.ts";
import type { PaymentServices } from "#server/payments/payment-services.ts";
import { PayPalError } from "#server/payments/paypal/types.ts";
import { clubTaxFor } from "#server/tax/club-tax.ts";

/** What a move to the other plan means, shown before the member confirms it. */
export interface PlanChangePreview {
  plan: SubscriptionPlan;
  priceCents: number;
  currentPlan: SubscriptionPlan;
  currentPriceCents: number;
  /** The next issue whose cutoff has not passed (set again when the member approves). */
  appliesFrom: IssueMonth;
  /** The membership's next billing date: PayPal charges the new price from it on. */
  firstChargeAt: Date | null;
}

/**
 * The change of plan an address in another plan's country needs, refused when the new plan
 * does not mail there or is not for sale, or the membership is not running.
 */
export async function previewPlanChange(
  services: Pick<PaymentServices, "db" | "timeZone">,
  input: { member: SubscriptionRow; plan: SubscriptionPlan; address: PostalAddress; now: Date },
) {
  const { db, timeZone } = services;
  const { member, now } = input;
  if (member.status !== "active" || !member.firstIssue) {
    throw new AppError("conflict", planChangeMessages.notRunning);
  }
  await assertPlanMailsTo(db, input.plan, input.address, "country");
  const product = await loadPlanProduct(db, input.plan);
  const preview: PlanChangePreview = {
    plan: input.plan,
    priceCents: product.priceCents,
    currentPlan: member.plan,
    currentPriceCents: member.priceCents,
    appliesFrom: addressChangeAppliesFrom(parseIssueMonthKey(member.firstIssue), now, timeZone),
    firstChargeAt: member.nextBillingAt,
  };
  return { preview, product };
}

export type StartedPlanChange =
  | { status: "pending"; changeId: number; approveUrl: string; preview: PlanChangePreview }
  | { status: "approved"; changeId: number; preview: PlanChangePreview };

/**
 * The member confirmed the move: the change is stored as pending (replacing one that waited),
 * PayPal's subscription is revised to the new plan, and the member is to be sent to PayPal's
 * consent page. The membership keeps its plan and address until PayPal says they approved
 * (confirm-plan-change.ts, or the BILLING.SUBSCRIPTION.UPDATED webhook). When PayPal asks for
 * no consent, the change is confirmed with PayPal and applied at once.
 */
export async function startPlanChange(
  services: PaymentServices,
  input: { member: SubscriptionRow; plan: SubscriptionPlan; address: PostalAddress; now: Date },
): Promise<StartedPlanChange> {
  const { db, paypal, publicUrl } = services;
  const { member } = input;
  const { preview, product } = await previewPlanChange(services, input);
  const changeId = await db.transaction(async (tx) => {
    await abandonWaiting(tx, member.id, input.now);
    const [row] = await tx
      .insert(mailClubPlanChanges)
      .values({
        subscriptionId: member.id,
        fromPlan: member.plan,
        plan: input.plan,
        productId: product.id,
        priceCents: product.priceCents,
        paypalPlanId: product.paypalPlanId,
        deliveryAddress: input.address,
        appliesFrom: issueMonthKey(preview.appliesFrom),
      })
      .returning({ id: mailClubPlanChanges.id });
    if (!row) throw new Error("The plan change was not returned");
    await recordMemberEvent(tx, {
      subscriptionId: member.id,
      actor: { customerId: member.customerId },
      action: "mail-club.plan-change-asked",
      details: { from: member.plan, to: input.plan, country: input.address.country },
    });
    return row.id;
  });

  const back = `${publicUrl}/subscription/plan-change?change=${changeId}`;
  // The tax where the issues will go, in place of the old address's (decision 042).
  const tax = await clubTaxFor(db, input.address, input.now);
  const revision = await paypal
    .reviseSubscription(member.paypalSubscriptionId, {
      planId: product.paypalPlanId,
      // None where the new address is untaxed: an explicit 0 % undoes the old override.
      taxes: tax
        ? { percentage: tax.percentage, inclusive: tax.inclusive }
        : member.taxRatePpm > 0
          ? { percentage: "0", inclusive: false }
          : null,
      returnUrl: back,
      cancelUrl: `${back}&outcome=cancelled`,
    })
    .catch(async (error) => {
      if (!(error instanceof PayPalError)) throw error;
      services.logger?.error({ err: error, changeId }, "PayPal subscription revision");
      await db
        .update(mailClubPlanChanges)
        .set({ status: "abandoned", decidedAt: input.now })
        .where(eq(mailClubPlanChanges.id, changeId));
      // A refusal (4xx: e.g. plans of two PayPal products) will not pass by trying again.
      if (error.status >= 400 && error.status < 500) {
        throw new AppError("conflict", planChangeMessages.reviseRefused);
      }
      throw new AppError("unavailable", planChangeMessages.reviseFailed);
    });

  if (revision.approveUrl) {
    await db
      .update(mailClubPlanChanges)
      .set({ approveUrl: revision.approveUrl })
      .where(eq(mailClubPlanChanges.id, changeId));
    return { status: "pending", changeId, approveUrl: revision.approveUrl, preview };
  }
  const confirmed = await confirmPlanChange(services, {
    customerId: member.customerId,
    changeId,
    now: input.now,
  });
  if (confirmed.status !== "approved") {
    throw new AppError("unavailable", planChangeMessages.reviseFailed);
  }
  return {
    status: "approved",
    changeId,
    preview: { ...preview, appliesFrom: confirmed.appliesFrom },
  };
}

/** A change still waiting is replaced by a newer one, as PayPal's newer revise replaces its own. */
async function abandonWaiting(tx: Database, subscriptionId: number, now: Date) {
  // The membership row first, so two confirmations at once replace one another in order.
  await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId))
    .for("update");
  await tx
    .update(mailClubPlanChanges)
    .set({ status: "abandoned", decidedAt: now })
    .where(
      and(
        eq(mailClubPlanChanges.subscriptionId, subscriptionId),
        eq(mailClubPlanChanges.status, "pending"),
      ),
    );
}
