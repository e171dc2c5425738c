import {
  addMonths,
  compareIssueMonths,
  formatIssueMonth,
  type IssueMonth,
  parseIssueMonthKey,
} from "#server/mail-club/issue-month.ts";

/** The part of a gift that decides which issues it brings. */
export interface GiftSpan {
  /** 'YYYY-MM'. */
  firstIssue: string;
  issueCount: number;
}

function firstIssueOf(gift: GiftSpan): IssueMonth {
  const first = parseIssueMonthKey(gift.firstIssue);
  if (!first) throw new Error(`A gift's first issue is not a month: ${gift.firstIssue}`);
  return first;
}

/** The gift's last issue: exactly `issueCount` issues from its first. */
export function lastIssueOf(gift: GiftSpan): IssueMonth {
  return addMonths(firstIssueOf(gift), gift.issueCount - 1);
}

/** Every issue the gift brings, in order. */
export function giftIssues(gift: GiftSpan): IssueMonth[] {
  const first = firstIssueOf(gift);
  return Array.from({ length: gift.issueCount }, (_, ahead) => addMonths(first, ahead));
}

/** Its first and last issue as people read them: "February 2027", "April 2027". */
export function giftIssueNames(gift: GiftSpan) {
  return {
    firstIssue: formatIssueMonth(firstIssueOf(gift)),
    lastIssue: formatIssueMonth(lastIssueOf(gift)),
  };
}

/** Whether the gift brings this issue: one of the `issueCount` months from its first. */
export function giftCovers(gift: GiftSpan, issue: IssueMonth): boolean {
  return (
    compareIssueMonths(firstIssueOf(gift), issue) <= 0 &&
    compareIssueMonths(issue, lastIssueOf(gift)) <= 0
  );
}
