import { and, count, desc, eq, ilike, isNull, min, or, type SQL, sql } from "drizzle-orm";
import { escapeLike } from "#server/catalogue/search-term.ts";
import type { Database } from "#server/db/client.ts";
import {
  customers,
  type SubscriptionPlan,
  type SubscriptionStatus,
  subscriptionPaymentFailures,
  subscriptions,
} from "#server/db/schema.ts";
import { describeCancelReason } from "#server/mail-club/cancel/cancel-reasons.ts";
import { type IssueMonth, parseIssueMonthKey } from "#server/mail-club/issue-month.ts";
import { MEMBERS_PAGE_SIZE, type MemberFilters } from "#server/mail-club/studio/member-filters.ts";

/** One row of the studio's members list: a membership (a subscription) and its member. */
export interface MemberSummary {
  subscriptionId: number;
  name: string;
  email: string;
  plan: SubscriptionPlan;
  status: SubscriptionStatus;
  /** When PayPal activated it; null while it waits for approval. */
  memberSince: Date | null;
  /** Only while active: a paused or ended membership takes no payment. */
  nextPaymentAt: Date | null;
  firstIssue: IssueMonth | null;
  /** The first payment PayPal could not take that nothing paid since; null when none. */
  inArrearsSince: Date | null;
  /** Why the member cancelled, in the maker's words ('Too expensive'), when they said. */
  cancelReason: string | null;
}

export interface MemberPage {
  members: MemberSummary[];
  total: number;
  page: number;
  pageCount: number;
}

/**
 * The memberships, newest first, filtered by status and plan and searched by the member's
 * name or e-mail, a page at a time. A page past the last shows the last.
 */
export async function listMembers(
  db: Database,
  filters: MemberFilters,
  options: { pageSize?: number } = {},
): Promise<MemberPage> {
  const pageSize = options.pageSize ?? MEMBERS_PAGE_SIZE;
  const where = and(...conditions(filters));
  const [counted] = await db
    .select({ total: count() })
    .from(subscriptions)
    .innerJoin(customers, eq(customers.id, subscriptions.customerId))
    .where(where);
  const total = counted?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(filters.page, pageCount);
  const rows = await db
    .select({
      subscriptionId: subscriptions.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      plan: subscriptions.plan,
      status: subscriptions.status,
      startedAt: subscriptions.startedAt,
      nextBillingAt: subscriptions.nextBillingAt,
      firstIssue: subscriptions.firstIssue,
      inArrearsSince: sql<Date | null>`(${arrearsSince})`.mapWith(subscriptions.startedAt),
      cancelReason: subscriptions.cancelReason,
      cancelReasonText: subscriptions.cancelReasonText,
    })
    .from(subscriptions)
    .innerJoin(customers, eq(customers.id, subscriptions.customerId))
    .where(where)
    .orderBy(
      desc(sql`coalesce(${subscriptions.startedAt}, ${subscriptions.createdAt})`),
      desc(subscriptions.id),
    )
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    members: rows.map((row) => ({
      subscriptionId: row.subscriptionId,
      name: `${row.firstName} ${row.lastName}`.trim(),
      email: row.email,
      plan: row.plan,
      status: row.status,
      memberSince: row.startedAt,
      nextPaymentAt: row.status === "active" ? row.nextBillingAt : null,
      firstIssue: row.firstIssue ? parseIssueMonthKey(row.firstIssue) : null,
      inArrearsSince: row.inArrearsSince,
      cancelReason: row.cancelReason
        ? describeCancelReason(row.cancelReason, row.cancelReasonText)
        : null,
    })),
    total,
    page,
    pageCount,
  };
}

/** Payment failures no later payment settled, of the membership in the outer query. */
const unsettledFailures = and(
  eq(subscriptionPaymentFailures.subscriptionId, subscriptions.id),
  isNull(subscriptionPaymentFailures.settledAt),
);

const arrearsSince = sql`select ${min(subscriptionPaymentFailures.failedAt)} from ${subscriptionPaymentFailures} where ${unsettledFailures}`;

function conditions(filters: MemberFilters): (SQL | undefined)[] {
  const pattern = filters.q ? `%${escapeLike(filters.q)}%` : undefined;
  return [
    filters.status ? eq(subscriptions.status, filters.status) : undefined,
    filters.plan ? eq(subscriptions.plan, filters.plan) : undefined,
    filters.payments === "arrears"
      ? sql`exists (select 1 from ${subscriptionPaymentFailures} where ${unsettledFailures})`
      : undefined,
    pattern
      ? or(
          ilike(customers.email, pattern),
          ilike(sql`${customers.firstName} || ' ' || ${customers.lastName}`, pattern),
        )
      : undefined,
  ];
}
