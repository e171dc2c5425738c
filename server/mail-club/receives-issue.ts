import { wallClockOf } from "#server/lib/zoned-time.ts";
import { cutoffOf } from "#server/mail-club/cutoff.ts";
import { absenceFrom, type HoldSpan, MAX_PAUSE_ISSUES } from "#server/mail-club/holds/hold-span.ts";
import {
  addMonths,
  compareIssueMonths,
  type IssueMonth,
  issueMonth,
} from "#server/mail-club/issue-month.ts";

/**
 * The part of a subscription that decides which issues it receives. Assumes one unbroken
 * active span, `joinedAt` until `endedAt`; a caller with pauses (a suspension later lifted)
 * must map them onto it.
 */
export interface SubscriptionSpan {
  /** Fixed when the member joins (firstIssueFor(joinedAt)), so it can be named in the welcome. */
  firstIssue: IssueMonth;
  /**
   * When the member joined: the instant `firstIssue` came from, not when a late activation
   * webhook was processed, or a member joining at 23:59 on the 25th could lose their issue.
   */
  joinedAt: Date;
  /** When it stopped being active (cancelled, expired); null while it is active. */
  endedAt: Date | null;
  /** The member's skips and pauses (none when left out). */
  holds?: readonly HoldSpan[];
}

/**
 * Whether issue X goes to this subscription (decisions.md 11): it was active at the cutoff of X
 * (joined before it, not ended before it) and its first issue is X or earlier. Ending at or
 * after the cutoff keeps X. A skip or a pause covering X leaves it out. An active subscription
 * is assumed to stay active, so for a cutoff still ahead this says whether it will receive X.
 */
export function receivesIssue(
  subscription: SubscriptionSpan,
  issue: IssueMonth,
  timeZone: string,
): boolean {
  const cutoff = cutoffOf(issue, timeZone);
  const { firstIssue, joinedAt, endedAt } = subscription;
  return (
    compareIssueMonths(firstIssue, issue) <= 0 &&
    joinedAt < cutoff &&
    (endedAt === null || endedAt >= cutoff) &&
    absenceFrom(subscription.holds ?? [], issue, timeZone) === null
  );
}

/**
 * The next issue the member will receive, for the account card, or null when none is coming.
 * From the 1st of month X the issue of X counts as sent (it is mailed in the first week), so
 * the next one is of a month still ahead, and no earlier than the first issue.
 */
export function nextIssueFor(
  subscription: SubscriptionSpan,
  now: Date,
  timeZone: string,
): IssueMonth | null {
  const local = wallClockOf(now, timeZone);
  const nextMonth = addMonths(issueMonth(local.year, local.month), 1);
  const earliest =
    compareIssueMonths(subscription.firstIssue, nextMonth) > 0
      ? subscription.firstIssue
      : nextMonth;
  // The cutoff of the month after `earliest` is still ahead, so a subscription that misses
  // that one (and the issues a pause leaves out) misses every later one too.
  for (let ahead = 0; ahead <= MAX_PAUSE_ISSUES + 1; ahead++) {
    const issue = addMonths(earliest, ahead);
    if (receivesIssue(subscription, issue, timeZone)) return issue;
  }
  return null;
}
