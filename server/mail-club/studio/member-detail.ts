import { desc, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import {
  customers,
  mailClubIssueRecipients,
  mailClubIssues,
  type PostalAddress,
  type SubscriptionPlan,
  type SubscriptionStatus,
  subscriptionPayments,
  subscriptions,
} from "#server/db/schema.ts";
import { parseRowId } from "#server/lib/row-id.ts";
import { heldAt, loadArrears } from "#server/mail-club/arrears/arrears.ts";
import { describeCancelReason } from "#server/mail-club/cancel/cancel-reasons.ts";
import { type IssueMonth, parseIssueMonthKey } from "#server/mail-club/issue-month.ts";
import { type MemberIssue, upcomingIssues } from "#server/mail-club/studio/member-issues.ts";
import { liveStatuses, loadSpan } from "#server/mail-club/subscriptions/subscription-row.ts";

export interface MemberPayment {
  id: number;
  paidAt: Date;
  amountCents: number;
  paypalSaleId: string;
}

/** A membership as the studio's member page shows it. */
export interface MemberDetail {
  subscriptionId: number;
  customerId: number;
  customerNumber: string;
  name: string;
  email: string;
  plan: SubscriptionPlan;
  priceCents: number;
  status: SubscriptionStatus;
  /** Whether it still runs (active or suspended), so the maker may cancel it. */
  cancellable: boolean;
  paypalSubscriptionId: string;
  deliveryAddress: PostalAddress;
  memberSince: Date | null;
  firstIssue: IssueMonth | null;
  cancelledAt: Date | null;
  /** The member's answer when they cancelled ('Too expensive', 'Other: their words'), else null. */
  cancelReason: string | null;
  endedAt: Date | null;
  nextPaymentAt: Date | null;
  payments: MemberPayment[];
  /** Newest first: the issues fixed for them, then those they will get if nothing changes. */
  issues: MemberIssue[];
}

/** The membership with its payments and issues, or null when there is no such one. */
export async function getMemberDetail(
  db: Database,
  subscriptionId: number,
  options: { now: Date; timeZone: string },
): Promise<MemberDetail | null> {
  if (!parseRowId(subscriptionId)) return null;
  const [found] = await db
    .select({ row: subscriptions, customer: customers })
    .from(subscriptions)
    .innerJoin(customers, eq(customers.id, subscriptions.customerId))
    .where(eq(subscriptions.id, subscriptionId));
  if (!found) return null;
  const { row, customer } = found;
  const [payments, fixed] = await Promise.all([
    db
      .select({
        id: subscriptionPayments.id,
        paidAt: subscriptionPayments.paidAt,
        amountCents: subscriptionPayments.amountCents,
        paypalSaleId: subscriptionPayments.paypalSaleId,
      })
      .from(subscriptionPayments)
      .where(eq(subscriptionPayments.subscriptionId, row.id))
      .orderBy(desc(subscriptionPayments.paidAt), desc(subscriptionPayments.id)),
    db
      .select({
        issueId: mailClubIssues.id,
        month: mailClubIssues.month,
        title: mailClubIssues.title,
        mailedAt: mailClubIssues.mailedAt,
      })
      .from(mailClubIssueRecipients)
      .innerJoin(mailClubIssues, eq(mailClubIssues.id, mailClubIssueRecipients.issueId))
      .where(eq(mailClubIssueRecipients.subscriptionId, row.id))
      .orderBy(desc(mailClubIssues.month)),
  ]);
  const received: MemberIssue[] = fixed.flatMap((issue) => {
    const month = parseIssueMonthKey(issue.month);
    if (!month) return [];
    const state = issue.mailedAt ? ("mailed" as const) : ("frozen" as const);
    return [{ issueId: issue.issueId, month, title: issue.title, state }];
  });
  const span = await loadSpan(db, row);
  const owed = (await loadArrears(db, [row.id])).get(row.id);
  const coming = (span ? await upcomingIssues(db, span, options) : []).map((issue) =>
    issue.cutoff && heldAt(owed, issue.cutoff) ? { ...issue, state: "held" as const } : issue,
  );
  return {
    subscriptionId: row.id,
    customerId: customer.id,
    customerNumber: customer.customerNumber,
    name: `${customer.firstName} ${customer.lastName}`.trim(),
    email: customer.email,
    plan: row.plan,
    priceCents: row.priceCents,
    status: row.status,
    cancellable: (liveStatuses as readonly string[]).includes(row.status),
    paypalSubscriptionId: row.paypalSubscriptionId,
    deliveryAddress: row.deliveryAddress,
    memberSince: row.startedAt,
    firstIssue: span?.firstIssue ?? null,
    cancelledAt: row.cancelledAt,
    cancelReason: row.cancelReason
      ? describeCancelReason(row.cancelReason, row.cancelReasonText)
      : null,
    endedAt: row.endedAt,
    nextPaymentAt: row.status === "active" ? row.nextBillingAt : null,
    payments,
    issues: [...coming.reverse(), ...received],
  };
}
