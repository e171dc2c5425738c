/** How the studio's Mail Club loaders turn dates, months and plans into the words on screen. */
import type { SubscriptionPlan } from "#server/db/schema.ts";
import { formatIssueMonth, type IssueMonth } from "#server/mail-club/issue-month.ts";
import { planName } from "#server/mail-club/plan-name.ts";

export function mailClubFormat(timeZone: string) {
  const day = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone });
  const dateTime = new Intl.DateTimeFormat("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone,
  });
  const full = new Intl.DateTimeFormat("en-US", {
    dateStyle: "full",
    timeStyle: "short",
    timeZone,
  });
  return {
    day: (date: Date | null) => (date ? day.format(date) : null),
    dateTime: (date: Date | null) => (date ? dateTime.format(date) : null),
    /** The last minute before the cutoff, as the maker reads it: 'Wednesday, November 25, 2026 at 11:59 PM'. */
    cutoff: (cutoff: Date) => `${full.format(new Date(cutoff.getTime() - 1))} (${timeZone})`,
    month: (month: IssueMonth | null) => (month ? formatIssueMonth(month) : null),
    plan: (plan: SubscriptionPlan) => planName(plan),
  };
}
