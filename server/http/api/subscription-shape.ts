import { dollarsOf } from "#server/lib/money.ts";
import { type HoldSpan, issuesOfHold } from "#server/mail-club/holds/hold-span.ts";
import { formatIssueMonth, type IssueMonth } from "#server/mail-club/issue-month.ts";
import type { PlanChangePreview } from "#server/mail-club/plan-change/start-plan-change.ts";
import type { MemberSubscription } from "#server/mail-club/subscriptions/member-subscription.ts";

const issueName = (issue: IssueMonth | null) => (issue ? formatIssueMonth(issue) : null);

/** The spec §3 subscription fields, and what the account card shows beside them. */
export function toApiSubscription(subscription: MemberSubscription, fixPaymentUrl: string) {
  const { arrears } = subscription;
  return {
    subscription_status: subscription.status,
    subscription_type: subscription.plan,
    subscription_start_date: subscription.startedAt?.toISOString() ?? null,
    subscription_cancelled_date: subscription.cancelledAt?.toISOString() ?? null,
    delivery_address: subscription.deliveryAddress,
    price: dollarsOf(subscription.priceCents),
    first_issue: issueName(subscription.firstIssue),
    next_issue: issueName(subscription.nextIssue),
    next_payment_date: subscription.nextBillingAt?.toISOString() ?? null,
    hold: subscription.hold
      ? {
          kind: subscription.hold.kind,
          issues_ahead: subscription.hold.issuesAhead.map(formatIssueMonth),
        }
      : null,
    payment_problem: arrears
      ? {
          last_failed_at: arrears.lastFailedAt.toISOString(),
          amount: dollarsOf(arrears.amountCents ?? subscription.priceCents),
          failures_in_row: arrears.failuresInRow,
          suspended: arrears.suspended,
          fix_payment_url: fixPaymentUrl,
        }
      : null,
    pending_plan_change: subscription.pendingPlanChange
      ? {
          subscription_type: subscription.pendingPlanChange.plan,
          price: dollarsOf(subscription.pendingPlanChange.priceCents),
          delivery_address: subscription.pendingPlanChange.deliveryAddress,
          approvalUrl: subscription.pendingPlanChange.approveUrl,
        }
      : null,
    intro_offer: subscription.intro
      ? {
          price: dollarsOf(subscription.intro.priceCents),
          issues: subscription.intro.issues,
          full_price_from: issueName(subscription.intro.fullPriceFrom),
        }
      : null,
  };
}

/** A skip or pause as the API answers it: the issues it was asked for, and when it ended. */
export function toApiHold(hold: HoldSpan) {
  return {
    kind: hold.kind,
    issues: issuesOfHold(hold).map(formatIssueMonth),
    ended_at: hold.endedAt?.toISOString() ?? null,
  };
}
export type ApiHold = ReturnType<typeof toApiHold>;

/** A move to the other plan: the plan, its monthly price, and from when each counts. */
export function toApiPlanChange(preview: PlanChangePreview) {
  return {
    subscription_type: preview.plan,
    price: dollarsOf(preview.priceCents),
    previous_price: dollarsOf(preview.currentPriceCents),
    applies_from_issue: formatIssueMonth(preview.appliesFrom),
    first_charge_date: preview.firstChargeAt?.toISOString() ?? null,
  };
}
export type ApiPlanChange = ReturnType<typeof toApiPlanChange>;
