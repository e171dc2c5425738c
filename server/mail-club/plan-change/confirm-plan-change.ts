import { eq } from "drizzle-orm";
import { mailClubPlanChanges, type PlanChangeStatus, subscriptions } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";
import { recordMemberEvent } from "#server/mail-club/history/member-events.ts";
import { type IssueMonth, parseIssueMonthKey } from "#server/mail-club/issue-month.ts";
import { applyPlanChange } from "#server/mail-club/plan-change/apply-plan-change.ts";
import { planChangeMessages } from "#server/mail-club/plan-change/plan-change-messages.ts";
import {
  findMemberPlanChange,
  findPendingPlanChange,
  type PlanChangeRow,
} from "#server/mail-club/plan-change/plan-change-rows.ts";
import type { PaymentServices } from "#server/payments/payment-services.ts";
import { PayPalError, type PayPalSubscription } from "#server/payments/paypal/types.ts";

export interface PlanChangeOutcome {
  status: PlanChangeStatus;
  change: PlanChangeRow;
  appliesFrom: IssueMonth;
}

/** The customer's change (that one, else their latest) and PayPal's subscription as it is now. */
async function withPayPalState(
  services: PaymentServices,
  input: { customerId: number; changeId?: number },
  unreachable: string,
) {
  const found = await findMemberPlanChange(services.db, input.customerId, input.changeId);
  if (!found) throw new AppError("not_found", planChangeMessages.noneWaiting);
  if (found.change.status !== "pending") return { found, current: undefined };
  const current = await services.paypal
    .getSubscription(found.subscription.paypalSubscriptionId)
    .catch((error) => {
      if (!(error instanceof PayPalError)) throw error;
      services.logger?.error({ err: error }, "PayPal subscription lookup");
      throw new AppError("unavailable", unreachable);
    });
  return { found, current };
}

/**
 * Finishes the change the member approved, or finds it still waiting, each time from
 * PayPal's word (GET subscription: its plan_id is the new plan once approved): for PayPal's
 * return and the API. Whichever of this and the webhook comes first applies it; the other,
 * and any reload, find it no longer pending and change nothing.
 */
export async function confirmPlanChange(
  services: PaymentServices,
  input: { customerId: number; changeId?: number; now?: Date },
): Promise<PlanChangeOutcome> {
  const now = input.now ?? new Date();
  const { found, current } = await withPayPalState(
    services,
    input,
    planChangeMessages.stillWaiting,
  );
  if (!current || current.planId !== found.change.paypalPlanId) return outcomeOf(found.change);
  return services.db.transaction(async (tx) => {
    const [subscription] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, found.subscription.id))
      .for("update");
    const change = await findPendingPlanChange(tx, found.subscription.id, { lock: true });
    if (!subscription || change?.id !== found.change.id) {
      const [latest] = await tx
        .select()
        .from(mailClubPlanChanges)
        .where(eq(mailClubPlanChanges.id, found.change.id));
      return outcomeOf(latest ?? found.change);
    }
    const applied = await applyPlanChange(tx, services, {
      subscription,
      change,
      actor: { customerId: input.customerId },
      now,
    });
    return outcomeOf(applied);
  });
}

/**
 * The member keeps their plan ("Keep my current plan", or "Cancel" on PayPal's consent page):
 * the waiting change is abandoned and PayPal is asked to drop it too (a revise back to the
 * plan the subscription is on asks nothing of the buyer). If PayPal already has the new plan,
 * the member had approved meanwhile, and the change is applied instead.
 */
export async function abandonPlanChange(
  services: PaymentServices,
  input: {
    customerId: number;
    changeId?: number;
    reason: "kept" | "cancelled-at-paypal";
    now?: Date;
  },
): Promise<PlanChangeOutcome> {
  const now = input.now ?? new Date();
  // Not without PayPal's word: the member may have approved there a moment ago.
  const { found, current } = await withPayPalState(services, input, planChangeMessages.keepFailed);
  if (found.change.status !== "pending") return outcomeOf(found.change);
  if (current && current.planId === found.change.paypalPlanId) {
    return confirmPlanChange(services, { ...input, now });
  }
  const abandoned = await services.db.transaction(async (tx) => {
    const change = await findPendingPlanChange(tx, found.subscription.id, { lock: true });
    if (change?.id !== found.change.id) return undefined;
    const [row] = await tx
      .update(mailClubPlanChanges)
      .set({ status: "abandoned", decidedAt: now })
      .where(eq(mailClubPlanChanges.id, change.id))
      .returning();
    await recordMemberEvent(tx, {
      subscriptionId: found.subscription.id,
      actor: { customerId: input.customerId },
      action: "mail-club.plan-change-abandoned",
      details: { to: change.plan, reason: input.reason },
    });
    return row;
  });
  if (abandoned && current) await dropAtPayPal(services, current);
  return outcomeOf(abandoned ?? found.change);
}

/** Best effort: a consent link left open at PayPal would otherwise still switch the plan. */
async function dropAtPayPal(services: PaymentServices, current: PayPalSubscription) {
  try {
    await services.paypal.reviseSubscription(current.id, { planId: current.planId });
  } catch (error) {
    services.logger?.warn({ err: error }, "PayPal's waiting plan change not dropped");
  }
}

function outcomeOf(change: PlanChangeRow): PlanChangeOutcome {
  const appliesFrom = parseIssueMonthKey(change.appliesFrom);
  if (!appliesFrom) throw new Error(`Bad issue month ${change.appliesFrom}`);
  return { status: change.status, change, appliesFrom };
}
