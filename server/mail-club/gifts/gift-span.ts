import {
  addMonths,
  compareIssueMonths,
  type IssueMonth,
  parseIssueMonthKey,
} from "#server/mail-club/issue-month.ts";

/** The part of a gift that decides which issues it brings. */
export interface GiftSpan {
  /** 'YYYY-MM'. */
  firstIssue: string;
  issueCount: number;
}

/** The gift's last issue: exactly `issueCount` issues from its first. */
export function lastIssueOf(gift: GiftSpan): IssueMonth {
  const first = parseIssueMonthKey(gift.firstIssue);
  if (!first) throw new Error(`A gift's first issue is not a month: ${gift.firstIssue}`);
  return addMonths(first, gift.issueCount - 1);
}

/** Whether the gift brings this issue: one of the `issueCount` months from its first. */
export function giftCovers(gift: GiftSpan, issue: IssueMonth): boolean {
  const first = parseIssueMonthKey(gift.firstIssue);
  if (!first) return false;
  return compareIssueMonths(first, issue) <= 0 && compareIssueMonths(issue, lastIssueOf(gift)) <= 0;
}

/** How many of the gift's issues come after this one (0 on its last; all of them before it). */
export function giftIssuesAfter(gift: GiftSpan, issue: IssueMonth): number {
  const left = compareIssueMonths(lastIssueOf(gift), issue);
  return Math.max(0, Math.min(left, gift.issueCount));
}
