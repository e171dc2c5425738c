import { instantOf, wallClockOf } from "#server/lib/zoned-time.ts";
import { addMonths, type IssueMonth, issueMonth } from "#server/mail-club/issue-month.ts";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The demo history's clock: every date is counted back from the seeding instant on the shop's
 * calendar, so a shop seeded today has months behind it that end today.
 */
export interface DemoCalendar {
  now: Date;
  timeZone: string;
  /** This month on the shop's calendar. */
  current: IssueMonth;
  /** The month `offset` months from this one (-1: last month). */
  month(offset: number): IssueMonth;
  /** `hour` o'clock on `day` of the month `offset` months from this one, in the shop's zone. */
  at(offset: number, day: number, hour?: number): Date;
  /** So long before now. */
  ago(days: number, hours?: number): Date;
}

export function demoCalendar(now: Date, timeZone: string): DemoCalendar {
  const { year, month } = wallClockOf(now, timeZone);
  const current = issueMonth(year, month);
  return {
    now,
    timeZone,
    current,
    month: (offset) => addMonths(current, offset),
    at(offset, day, hour = 10) {
      const shown = addMonths(current, offset);
      return instantOf({ year: shown.year, month: shown.month, day, hour }, timeZone);
    },
    ago: (days, hours = 0) => new Date(now.getTime() - days * DAY_MS - hours * HOUR_MS),
  };
}

/**
 * `date` moved `months` calendar months on by UTC, as PayPal bills (the 31st becomes the
 * month's last day).
 */
export function monthsAfter(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const moved = new Date(date);
  moved.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDay));
  return moved;
}
