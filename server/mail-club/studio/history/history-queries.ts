/** The Mail Club history's counts, each one grouped query by month on the shop's calendar. */

import { and, count, eq, gte, inArray, isNotNull, lte, type SQL, sql, sum } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "#server/db/client.ts";
import {
  mailClubIssueAbsentees,
  mailClubIssues,
  orders,
  subscriptionPayments,
  subscriptions,
} from "#server/db/schema.ts";
import { paidStatuses } from "#server/orders/order-states.ts";

/** 'YYYY-MM' of a timestamp on the shop's calendar. */
function monthOf(column: PgColumn, timeZone: string): SQL<string> {
  return sql<string>`to_char(${column} at time zone ${timeZone}, 'YYYY-MM')`;
}

// Grouped by position: the zone is a parameter, and two copies of it would not be one column.
const byFirst = sql`1`;
const byFirstTwo = [sql`1`, sql`2`];

export interface HistoryRange {
  timeZone: string;
  /** The first instant of the first month shown. */
  from: Date;
  /** The first and last months shown, 'YYYY-MM'. */
  firstMonth: string;
  lastMonth: string;
}

/** Memberships PayPal activated, by the month they started. */
export function joinsByMonth(db: Database, range: HistoryRange) {
  const month = monthOf(subscriptions.startedAt, range.timeZone);
  return db
    .select({ month, n: count() })
    .from(subscriptions)
    .where(gte(subscriptions.startedAt, range.from))
    .groupBy(byFirst);
}

/** Cancelled memberships by the month they were cancelled in, and the member's reason. */
export function cancelsByMonth(db: Database, range: HistoryRange) {
  const month = monthOf(subscriptions.cancelledAt, range.timeZone);
  return db
    .select({ month, reason: subscriptions.cancelReason, n: count() })
    .from(subscriptions)
    .where(and(eq(subscriptions.status, "cancelled"), gte(subscriptions.cancelledAt, range.from)))
    .groupBy(...byFirstTwo);
}

/** Members left off each frozen issue, by why: skipped, paused, held (a gift's skip is not a member's). */
export function absencesByIssue(db: Database, range: HistoryRange) {
  return db
    .select({ month: mailClubIssues.month, reason: mailClubIssueAbsentees.reason, n: count() })
    .from(mailClubIssueAbsentees)
    .innerJoin(mailClubIssues, eq(mailClubIssues.id, mailClubIssueAbsentees.issueId))
    .where(
      and(
        isNotNull(mailClubIssueAbsentees.subscriptionId),
        gte(mailClubIssues.month, range.firstMonth),
        lte(mailClubIssues.month, range.lastMonth),
      ),
    )
    .groupBy(mailClubIssues.month, mailClubIssueAbsentees.reason);
}

/** What PayPal's Mail Club sales took, by month. */
export function membershipRevenueByMonth(db: Database, range: HistoryRange) {
  const month = monthOf(subscriptionPayments.paidAt, range.timeZone);
  return db
    .select({ month, cents: sum(subscriptionPayments.amountCents) })
    .from(subscriptionPayments)
    .where(gte(subscriptionPayments.paidAt, range.from))
    .groupBy(byFirst);
}

/** What paid shop orders the shop keeps took, by the month they were paid (the dashboard's rule). */
export function orderRevenueByMonth(db: Database, range: HistoryRange) {
  const month = monthOf(orders.paidAt, range.timeZone);
  return db
    .select({ month, cents: sum(orders.totalCents) })
    .from(orders)
    .where(and(inArray(orders.status, paidStatuses), gte(orders.paidAt, range.from)))
    .groupBy(byFirst);
}
