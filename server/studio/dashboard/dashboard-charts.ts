import { and, count, gte, inArray, sql, sum } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { orders } from "#server/db/schema.ts";
import { instantOf, wallClockOf } from "#server/lib/zoned-time.ts";
import { activeAt } from "#server/mail-club/active-members.ts";
import { addMonths, issueMonth, issueMonthKey } from "#server/mail-club/issue-month.ts";
import { paidStatuses } from "#server/orders/order-states.ts";

export interface DaySales {
  /** YYYY-MM-DD on the shop's calendar. */
  day: string;
  orders: number;
  cents: number;
}

export interface MonthMembers {
  /** YYYY-MM. */
  month: string;
  members: number;
}

const DAY_MS = 86_400_000;

function dayKey(date: Date, timeZone: string) {
  const { year, month, day } = wallClockOf(date, timeZone);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Paid orders and their takings for each of the last `days` days, today last, gaps as 0. */
export async function salesPerDay(
  db: Database,
  options: { now: Date; timeZone: string; days?: number },
): Promise<DaySales[]> {
  const days = options.days ?? 90;
  const today = wallClockOf(options.now, options.timeZone);
  const first = instantOf(
    { year: today.year, month: today.month, day: today.day - (days - 1) },
    options.timeZone,
  );
  const day = sql<string>`to_char(${orders.paidAt} at time zone ${options.timeZone}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, orders: count(), cents: sum(orders.totalCents) })
    .from(orders)
    .where(and(inArray(orders.status, paidStatuses), gte(orders.paidAt, first)))
    // By position: the zone is a parameter, and two copies of it would not count as one column.
    .groupBy(sql`1`);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return Array.from({ length: days }, (_, index) => {
    // Noon of each day: a daylight-saving change never skips or repeats a calendar day.
    const key = dayKey(new Date(first.getTime() + index * DAY_MS + DAY_MS / 2), options.timeZone);
    const row = byDay.get(key);
    return { day: key, orders: row?.orders ?? 0, cents: Number(row?.cents ?? 0) };
  });
}

/**
 * Members at the end of each of the last `months` months (this month: now): everyone whose
 * membership had started by then and had not yet ended.
 */
export async function membersPerMonth(
  db: Database,
  options: { now: Date; timeZone: string; months?: number },
): Promise<MonthMembers[]> {
  const months = options.months ?? 12;
  const { year, month } = wallClockOf(options.now, options.timeZone);
  const current = issueMonth(year, month);
  const ends = Array.from({ length: months }, (_, index) => {
    const shown = addMonths(current, index - (months - 1));
    const next = addMonths(shown, 1);
    const end = instantOf({ year: next.year, month: next.month, day: 1 }, options.timeZone);
    return { month: issueMonthKey(shown), at: end < options.now ? end : options.now };
  });
  const members = await activeAt(
    db,
    ends.map(({ at }) => at),
  );
  return ends.map(({ month: key }, index) => ({ month: key, members: members[index] ?? 0 }));
}
