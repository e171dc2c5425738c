import { and, desc, eq, inArray, isNotNull } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import {
  type PostalAddress,
  type SubscriptionPlan,
  type SubscriptionStatus,
  subscriptions,
} from "#server/db/schema.ts";
import { type Arrears, loadArrears } from "#server/mail-club/arrears/arrears.ts";
import { cutoffOf } from "#server/mail-club/cutoff.ts";
import { billingHoldOf, firstChargeAfterHold } from "#server/mail-club/holds/hold-billing.ts";
import { loadHolds } from "#server/mail-club/holds/hold-rows.ts";
import {
  type HoldSpan,
  holdCovers,
  isHoldAhead,
  issuesOfHold,
} from "#server/mail-club/holds/hold-span.ts";
import type { IssueMonth } from "#server/mail-club/issue-month.ts";
import {
  findPendingPlanChange,
  type PlanChangeRow,
} from "#server/mail-club/plan-change/plan-change-rows.ts";
import { nextIssueFor } from "#server/mail-club/receives-issue.ts";
import { type MemberIntro, memberIntro } from "#server/mail-club/subscriptions/intro-price.ts";
import { liveStatuses, spanOf } from "#server/mail-club/subscriptions/subscription-row.ts";

/** A member's subscription as the account page and GET /api/subscriptions/me show it. */
export interface MemberSubscription {
  id: number;
  status: SubscriptionStatus;
  plan: SubscriptionPlan;
  priceCents: number;
  startedAt: Date | null;
  cancelledAt: Date | null;
  firstIssue: IssueMonth | null;
  /** The next issue coming to them; null when none is (cancelled, or suspended past a cutoff). */
  nextIssue: IssueMonth | null;
  /** PayPal's next charge; during a skip or pause, the first charge after it. */
  nextBillingAt: Date | null;
  deliveryAddress: PostalAddress;
  /** Payments PayPal could not take that no later payment settled; null when none. */
  arrears: Arrears | null;
  /** A skip or pause with issues still ahead of now, and which; null when none. */
  hold: MemberHold | null;
  /** A move to the other plan waiting for the member's approval at PayPal; null when none. */
  pendingPlanChange: PendingPlanChange | null;
  /** The Mail Club offer joined with, and when the plan's own price starts; null for none. */
  intro: MemberIntro | null;
}

export type PendingPlanChange = Pick<
  PlanChangeRow,
  "plan" | "priceCents" | "deliveryAddress" | "approveUrl"
>;

export interface MemberHold {
  kind: HoldSpan["kind"];
  /** The issues it still leaves out whose cutoff is ahead: undoing it brings them back. */
  issuesAhead: IssueMonth[];
  /** Every issue it leaves out, those already past included. */
  issues: IssueMonth[];
}

function holdAheadOf(holds: HoldSpan[], now: Date, timeZone: string): MemberHold | null {
  const hold = holds.find((span) => isHoldAhead(span, now, timeZone));
  if (!hold) return null;
  const issues = issuesOfHold(hold).filter((issue) => holdCovers(hold, issue, timeZone));
  const issuesAhead = issues.filter((issue) => cutoffOf(issue, timeZone) > now);
  return { kind: hold.kind, issuesAhead, issues };
}

/**
 * The member's running subscription, else the latest that ever started; null when they never
 * joined (a join abandoned at PayPal's approval doesn't count).
 */
export async function getMemberSubscription(
  db: Database,
  customerId: number,
  options: { now: Date; timeZone: string },
): Promise<MemberSubscription | null> {
  const mine = eq(subscriptions.customerId, customerId);
  const [live] = await db
    .select()
    .from(subscriptions)
    .where(and(mine, inArray(subscriptions.status, liveStatuses)));
  const [row] = live
    ? [live]
    : await db
        .select()
        .from(subscriptions)
        .where(and(mine, isNotNull(subscriptions.startedAt)))
        .orderBy(desc(subscriptions.startedAt), desc(subscriptions.id))
        .limit(1);
  if (!row) return null;
  // One after the other: `db` may be a transaction's single connection.
  const holdsById = await loadHolds(db, { subscriptionIds: [row.id] });
  const billingHold = await billingHoldOf(db, row.id);
  const arrears = await loadArrears(db, [row.id]);
  const holds = holdsById.get(row.id) ?? [];
  const span = spanOf(row, holds);
  const running = (liveStatuses as readonly string[]).includes(row.status);
  const pending = row.status === "active" ? await findPendingPlanChange(db, row.id) : undefined;
  return {
    id: row.id,
    status: row.status,
    plan: row.plan,
    priceCents: row.priceCents,
    startedAt: row.startedAt,
    cancelledAt: row.cancelledAt,
    firstIssue: span?.firstIssue ?? null,
    nextIssue:
      span && row.status !== "suspended" ? nextIssueFor(span, options.now, options.timeZone) : null,
    nextBillingAt:
      row.status === "active"
        ? ((billingHold && firstChargeAfterHold(billingHold, options.timeZone)) ??
          row.nextBillingAt)
        : null,
    deliveryAddress: row.deliveryAddress,
    arrears: running ? (arrears.get(row.id) ?? null) : null,
    hold: row.status === "active" ? holdAheadOf(holds, options.now, options.timeZone) : null,
    pendingPlanChange: pending
      ? {
          plan: pending.plan,
          priceCents: pending.priceCents,
          deliveryAddress: pending.deliveryAddress,
          approveUrl: pending.approveUrl,
        }
      : null,
    intro: memberIntro(row, span?.firstIssue ?? null, holds, options.timeZone),
  };
}
