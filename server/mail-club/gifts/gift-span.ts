import {
  addMonths,
  compareIssueMonths,
  formatIssueMonth,
  type IssueMonth,
  issueMonthKey,
  parseIssueMonthKey,
} from "#server/mail-club/issue-month.ts";

/** The most issues a gift's recipient may skip (decision 029): as many as a member's pause. */
export const MAX_GIFT_SKIPS = 3;

/** The part of a gift that decides which issues it brings. */
export interface GiftSpan {
  /** 'YYYY-MM'. */
  firstIssue: string;
  issueCount: number;
  /** The months ('YYYY-MM') its recipient skipped: not sent, each one added at the end. */
  skippedIssues: readonly string[];
}

function firstIssueOf(gift: GiftSpan): IssueMonth {
  const first = parseIssueMonthKey(gift.firstIssue);
  if (!first) throw new Error(`A gift's first issue is not a month: ${gift.firstIssue}`);
  return first;
}

/**
 * Every issue the gift brings, in order: exactly `issueCount` months from its first, leaving
 * out the skipped ones (so each skip moves its end on by one).
 */
export function giftIssues(gift: GiftSpan): IssueMonth[] {
  const skipped = new Set(gift.skippedIssues);
  const issues: IssueMonth[] = [];
  for (let month = firstIssueOf(gift); issues.length < gift.issueCount; ) {
    if (!skipped.has(issueMonthKey(month))) issues.push(month);
    month = addMonths(month, 1);
  }
  return issues;
}

/** The first issue actually sent: the one its message goes with. */
export function firstSentIssueOf(gift: GiftSpan): IssueMonth {
  return giftIssues(gift)[0] ?? firstIssueOf(gift);
}

/** The gift's last issue: `issueCount` issues sent from its first, skips left out. */
export function lastIssueOf(gift: GiftSpan): IssueMonth {
  return giftIssues(gift).at(-1) ?? firstIssueOf(gift);
}

/** Its first and last issue sent as people read them: "February 2027", "April 2027". */
export function giftIssueNames(gift: GiftSpan) {
  return {
    firstIssue: formatIssueMonth(firstSentIssueOf(gift)),
    lastIssue: formatIssueMonth(lastIssueOf(gift)),
  };
}

/** Whether the gift brings this issue: one of its months sent. */
export function giftCovers(gift: GiftSpan, issue: IssueMonth): boolean {
  return giftIssues(gift).some((month) => compareIssueMonths(month, issue) === 0);
}

/** Whether its recipient skipped this issue: the issue's list leaves the gift out, as "skipped". */
export function giftSkips(gift: GiftSpan, issue: IssueMonth): boolean {
  return gift.skippedIssues.includes(issueMonthKey(issue));
}
