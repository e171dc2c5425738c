import { instantOf, wallClockOf } from "#server/lib/zoned-time.ts";
import {
  addMonths,
  compareIssueMonths,
  type IssueMonth,
  issueMonth,
} from "#server/mail-club/issue-month.ts";

/** The day of the month by whose end a member must join to get the following month's issue. */
export const CUTOFF_DAY = 25;

/**
 * The cutoff of issue X (decisions.md 11): the end of the 25th of month X−1 in `timeZone`,
 * given as the first instant of the 26th. Whatever happens strictly before it (up to
 * 23:59:59.999 local on the 25th) happens "on or before the 25th"; from it on, it is too late
 * for X. The 25th may last 23 or 25 hours when the clocks change.
 */
export function cutoffOf(issue: IssueMonth, timeZone: string): Date {
  const before = addMonths(issue, -1);
  return instantOf({ year: before.year, month: before.month, day: CUTOFF_DAY + 1 }, timeZone);
}

/**
 * The first issue of someone joining at `joinedAt`: joining in month M before the cutoff of
 * M+1 (on or before the 25th) gives M+1, later gives M+2.
 */
export function firstIssueFor(joinedAt: Date, timeZone: string): IssueMonth {
  const local = wallClockOf(joinedAt, timeZone);
  const following = addMonths(issueMonth(local.year, local.month), 1);
  return joinedAt < cutoffOf(following, timeZone) ? following : addMonths(following, 1);
}

export interface UpcomingCutoff {
  /** The issue a person joining now gets first: the one this cutoff closes. */
  issue: IssueMonth;
  cutoff: Date;
  /** Milliseconds from now until the cutoff; always more than 0. */
  msLeft: number;
}

/** The next cutoff after `now`, the issue it closes, and the time left to join for it. */
export function nextCutoff(now: Date, timeZone: string): UpcomingCutoff {
  const issue = firstIssueFor(now, timeZone);
  const cutoff = cutoffOf(issue, timeZone);
  return { issue, cutoff, msLeft: cutoff.getTime() - now.getTime() };
}

/** The first issue a change of address made now reaches: the next one not yet locked. */
export function addressChangeAppliesFrom(
  firstIssue: IssueMonth | null,
  now: Date,
  timeZone: string,
): IssueMonth {
  const open = nextCutoff(now, timeZone).issue;
  return firstIssue && compareIssueMonths(firstIssue, open) > 0 ? firstIssue : open;
}
