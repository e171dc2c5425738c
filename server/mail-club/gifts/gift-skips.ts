import { cutoffOf } from "#server/mail-club/cutoff.ts";
import { type GiftSpan, lastIssueOf, MAX_GIFT_SKIPS } from "#server/mail-club/gifts/gift-span.ts";
import { holdCovers } from "#server/mail-club/holds/hold-span.ts";
import {
  compareIssueMonths,
  formatIssueMonth,
  type IssueMonth,
  issueMonthKey,
} from "#server/mail-club/issue-month.ts";
import { issuesOf } from "#server/mail-club/receives-issue.ts";

/** What the gift's recipient may do about skipping, at one moment. */
export interface GiftSkipState {
  /** The issue a skip would leave out now, and the issue the gift would then end with. */
  next: { issue: IssueMonth; endsWith: IssueMonth } | null;
  /** The skip whose issue's cutoff has not passed: it may still be undone. */
  ahead: IssueMonth | null;
  /** Skips the gift may still make. */
  left: number;
}

/** The gift with one more issue skipped: its issues then, for the wording and the check. */
export function withSkip(gift: GiftSpan, issue: IssueMonth): GiftSpan {
  return {
    ...gift,
    holds: [...gift.holds, { kind: "skip", firstIssue: issue, issueCount: 1, endedAt: null }],
  };
}

/** The gift with the skip of this issue undone at `now`, before its cutoff. */
export function withoutSkip(gift: GiftSpan, issue: IssueMonth, now: Date): GiftSpan {
  const undone = (hold: GiftSpan["holds"][number]) =>
    hold.endedAt === null && compareIssueMonths(hold.firstIssue, issue) === 0;
  return {
    ...gift,
    holds: gift.holds.map((hold) => (undone(hold) ? { ...hold, endedAt: now } : hold)),
  };
}

/**
 * One skip ahead at a time, as a member's (decision 024): while one may still be undone there
 * is nothing else to skip. Otherwise the next issue of the gift whose cutoff has not passed may
 * be skipped, unless the gift has used its MAX_GIFT_SKIPS (a skip undone before its cutoff
 * does not count).
 */
export function giftSkipState(gift: GiftSpan, now: Date, timeZone: string): GiftSkipState {
  const open = (issue: IssueMonth) => cutoffOf(issue, timeZone) > now;
  const skipped = gift.holds
    .filter((hold) => holdCovers(hold, hold.firstIssue, timeZone))
    .map((hold) => hold.firstIssue);
  const ahead = skipped.find(open) ?? null;
  const left = Math.max(0, MAX_GIFT_SKIPS - skipped.length);
  const nextIssue = ahead || left === 0 ? undefined : issuesOf(gift, timeZone).find(open);
  return {
    next: nextIssue
      ? { issue: nextIssue, endsWith: lastIssueOf(withSkip(gift, nextIssue), timeZone) }
      : null,
    ahead,
    left,
  };
}

/** The skip as the claim page words it; `issue` keys name it in the form. */
export interface GiftSkipView {
  next: { issue: string; name: string; endsWith: string } | null;
  /** `undoUntil`: the last day before its cutoff, "January 25". */
  ahead: { issue: string; name: string; undoUntil: string } | null;
  left: number;
}

export function giftSkipView(gift: GiftSpan, now: Date, timeZone: string): GiftSkipView {
  const { next, ahead, left } = giftSkipState(gift, now, timeZone);
  const lastDay = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", timeZone });
  return {
    next: next && {
      issue: issueMonthKey(next.issue),
      name: formatIssueMonth(next.issue),
      endsWith: formatIssueMonth(next.endsWith),
    },
    ahead: ahead && {
      issue: issueMonthKey(ahead),
      name: formatIssueMonth(ahead),
      undoUntil: lastDay.format(new Date(cutoffOf(ahead, timeZone).getTime() - 1)),
    },
    left,
  };
}
