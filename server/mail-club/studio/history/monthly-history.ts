import { min } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { type CancelReason, subscriptions } from "#server/db/schema.ts";
import { instantOf, wallClockOf } from "#server/lib/zoned-time.ts";
import { activeAt } from "#server/mail-club/active-members.ts";
import { cancelReasons } from "#server/mail-club/cancel/cancel-reasons.ts";
import {
  addMonths,
  compareIssueMonths,
  type IssueMonth,
  issueMonth,
  issueMonthKey,
} from "#server/mail-club/issue-month.ts";
import {
  absencesByIssue,
  cancelsByMonth,
  joinsByMonth,
  membershipRevenueByMonth,
  orderRevenueByMonth,
} from "./history-queries.ts";

/** A cancel's answer to "Why are you leaving?", or none given (decision 025). */
export type CancelAnswer = CancelReason | "unanswered";

/** One month of the Mail Club (decision 031 defines each figure). */
export interface MonthHistory {
  /** 'YYYY-MM' on the shop's calendar; its issue is the one mailed that month. */
  month: string;
  /** The month under way: its figures so far. */
  inProgress: boolean;
  joins: number;
  cancels: number;
  cancelsByReason: Record<CancelAnswer, number>;
  /** Members the month's issue left out when it froze. */
  skips: number;
  pauses: number;
  held: number;
  activeAtStart: number;
  /** At the month's end; for the month under way, now. */
  activeAtEnd: number;
  /** Cancels ÷ active at the start, 0–1; null when nobody was active at the start. */
  churn: number | null;
  mailClubCents: number;
  shopOrdersCents: number;
}

export const cancelAnswers: readonly CancelAnswer[] = [...cancelReasons, "unanswered"];

const monthStart = (month: IssueMonth, timeZone: string) =>
  instantOf({ year: month.year, month: month.month, day: 1 }, timeZone);

/**
 * The Mail Club month by month, oldest first, from the month the first membership started (at
 * most `months` back) to the month under way; empty before anybody has joined.
 */
export async function monthlyHistory(
  db: Database,
  options: { now: Date; timeZone: string; months?: number },
): Promise<MonthHistory[]> {
  const { now, timeZone } = options;
  const [first] = await db.select({ at: min(subscriptions.startedAt) }).from(subscriptions);
  if (!first?.at) return [];
  const clock = wallClockOf(now, timeZone);
  const current = issueMonth(clock.year, clock.month);
  const started = wallClockOf(first.at, timeZone);
  const earliest = addMonths(current, 1 - (options.months ?? 24));
  const from = issueMonth(started.year, started.month);
  const firstShown = compareIssueMonths(from, earliest) > 0 ? from : earliest;
  const shown: IssueMonth[] = [];
  for (
    let month = firstShown;
    compareIssueMonths(month, current) <= 0;
    month = addMonths(month, 1)
  ) {
    shown.push(month);
  }
  const range = {
    timeZone,
    from: monthStart(firstShown, timeZone),
    firstMonth: issueMonthKey(firstShown),
    lastMonth: issueMonthKey(current),
  };
  const [joins, cancels, absences, membership, shopOrders, active] = await Promise.all([
    joinsByMonth(db, range),
    cancelsByMonth(db, range),
    absencesByIssue(db, range),
    membershipRevenueByMonth(db, range),
    orderRevenueByMonth(db, range),
    activeAt(db, [...shown.map((month) => monthStart(month, timeZone)), now]),
  ]);
  return shown.map((month, index) => {
    const key = issueMonthKey(month);
    const cancelsByReason = Object.fromEntries(
      cancelAnswers.map((answer) => [answer, 0]),
    ) as Record<CancelAnswer, number>;
    for (const row of cancels) {
      if (row.month === key) cancelsByReason[row.reason ?? "unanswered"] += row.n;
    }
    const cancelCount = cancelAnswers.reduce((total, answer) => total + cancelsByReason[answer], 0);
    const absent = (reason: string) =>
      absences.find((row) => row.month === key && row.reason === reason)?.n ?? 0;
    const cents = (rows: { month: string; cents: string | null }[]) =>
      Number(rows.find((row) => row.month === key)?.cents ?? 0);
    const activeAtStart = active[index] ?? 0;
    return {
      month: key,
      inProgress: index === shown.length - 1,
      joins: joins.find((row) => row.month === key)?.n ?? 0,
      cancels: cancelCount,
      cancelsByReason,
      skips: absent("skipped"),
      pauses: absent("paused"),
      held: absent("held"),
      activeAtStart,
      activeAtEnd: active[index + 1] ?? 0,
      churn: activeAtStart > 0 ? cancelCount / activeAtStart : null,
      mailClubCents: cents(membership),
      shopOrdersCents: cents(shopOrders),
    };
  });
}
