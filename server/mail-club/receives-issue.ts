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
 * A membership as the issue rules read it (see README.md): a member's PayPal subscription or a
 * gift, each with its holds. A member's runs while they pay; a gift brings `issueCount` issues.
 */
export interface MembershipSpan {
  /**
   * A member's is fixed when they join (firstIssueFor(joinedAt)), so the welcome can name it; a
   * gift's is chosen by the gifter and moved on if its order is paid after that issue's cutoff.
   */
  firstIssue: IssueMonth;
  /**
   * When a member joined: the instant `firstIssue` came from, not when a late webhook was
   * processed, or a member joining at 23:59 on the 25th could lose their issue. Assumes one
   * unbroken active span until `endedAt`; a caller with pauses (a suspension later lifted)
   * must map them onto it. Null for a gift: paid for its issues, it is on each of their lists
   * (paid after its first issue's cutoff, that first issue moved on: activate-gift.ts).
   */
  joinedAt: Date | null;
  /** When it stopped being active (cancelled, expired); null while it is active. */
  endedAt: Date | null;
  /** How many issues it brings: a gift's length; null or left out for a member's. */
  issueCount?: number | null;
  /** Its skips and pauses (none when left out); each one moves a gift's end on by an issue. */
  holds?: readonly HoldSpan[];
}

/**
 * What a membership does with issue X: receives it, misses it by a hold ("skipped",
 * "paused"), or X lies outside it ("outside"). Inside means (decisions.md 11): active at the
 * cutoff of X (joined before it, not ended before it; ending at or after it keeps X), its first
 * issue X or earlier and, for a gift, X among the months its issues and holds take up. An
 * active membership is assumed to stay active, so for a cutoff still ahead this says what
 * will happen.
 */
export function issueStatus(
  membership: MembershipSpan,
  issue: IssueMonth,
  timeZone: string,
): "receives" | "skipped" | "paused" | "outside" {
  const cutoff = cutoffOf(issue, timeZone);
  const { firstIssue, joinedAt, endedAt, issueCount } = membership;
  const inside =
    compareIssueMonths(firstIssue, issue) <= 0 &&
    (joinedAt === null || joinedAt < cutoff) &&
    (endedAt === null || endedAt >= cutoff) &&
    (issueCount == null || isUpToLastIssue({ ...membership, issueCount }, issue, timeZone));
  if (!inside) return "outside";
  const absence = absenceFrom(membership.holds ?? [], issue, timeZone);
  return absence === "skipped" || absence === "paused" ? absence : "receives";
}

/** Whether issue X goes to this membership: inside it, and no hold of it covers X (issueStatus). */
export function receivesIssue(
  membership: MembershipSpan,
  issue: IssueMonth,
  timeZone: string,
): boolean {
  return issueStatus(membership, issue, timeZone) === "receives";
}

/**
 * Every issue a membership of `issueCount` issues (a gift) brings, in order: that many months
 * from its first, leaving out the ones its holds cover, so each skip moves its end on by one.
 */
export function issuesOf(
  membership: MembershipSpan & { issueCount: number },
  timeZone: string,
): IssueMonth[] {
  const holds = membership.holds ?? [];
  const issues: IssueMonth[] = [];
  for (let month = membership.firstIssue; issues.length < membership.issueCount; ) {
    if (absenceFrom(holds, month, timeZone) === null) issues.push(month);
    month = addMonths(month, 1);
  }
  return issues;
}

/** Whether X comes no later than the last of a gift's issues. */
function isUpToLastIssue(
  membership: MembershipSpan & { issueCount: number },
  issue: IssueMonth,
  timeZone: string,
) {
  const last = issuesOf(membership, timeZone).at(-1);
  return last !== undefined && compareIssueMonths(issue, last) <= 0;
}

/**
 * The next issue the member will receive, for the account card, or null when none is coming.
 * From the 1st of month X the issue of X counts as sent (it is mailed in the first week), so
 * the next one is of a month still ahead, and no earlier than the first issue.
 */
export function nextIssueFor(
  membership: MembershipSpan,
  now: Date,
  timeZone: string,
): IssueMonth | null {
  const local = wallClockOf(now, timeZone);
  const nextMonth = addMonths(issueMonth(local.year, local.month), 1);
  const earliest =
    compareIssueMonths(membership.firstIssue, nextMonth) > 0 ? membership.firstIssue : nextMonth;
  // The cutoff of the month after `earliest` is still ahead, so a membership that misses
  // that one (and the issues a pause leaves out) misses every later one too.
  for (let ahead = 0; ahead <= MAX_PAUSE_ISSUES + 1; ahead++) {
    const issue = addMonths(earliest, ahead);
    if (receivesIssue(membership, issue, timeZone)) return issue;
  }
  return null;
}
