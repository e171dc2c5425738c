import { nextCutoff } from "#server/mail-club/cutoff.ts";
import { formatIssueMonth } from "#server/mail-club/issue-month.ts";

/**
 * What /subscribe says about joining now (decisions.md 11): the issue it brings first, the
 * time left to the cutoff, and the last day to join for it, as people in `timeZone` read it.
 */
export function joinDeadline(now: Date, timeZone: string) {
  const { issue, cutoff, msLeft } = nextCutoff(now, timeZone);
  // The cutoff is the first instant of the 26th; the day before it is the last one to join.
  const lastDay = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", timeZone });
  return {
    issue: formatIssueMonth(issue),
    cutoffAt: cutoff.toISOString(),
    msLeft,
    lastDay: lastDay.format(new Date(cutoff.getTime() - 1)),
    zone: timeZone.split("/").at(-1)?.replaceAll("_", " ") || timeZone,
  };
}
