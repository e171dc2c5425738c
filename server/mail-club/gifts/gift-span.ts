import type { HoldSpan } from "#server/mail-club/holds/hold-span.ts";
import {
  formatIssueMonth,
  type IssueMonth,
  parseIssueMonthKey,
} from "#server/mail-club/issue-month.ts";
import { issuesOf, type MembershipSpan } from "#server/mail-club/receives-issue.ts";

/** The most issues a gift's recipient may skip (decision 029): as many as a member's pause. */
export const MAX_GIFT_SKIPS = 3;

/**
 * A gift as the club's one membership model reads it: a number of issues, and its skips
 * (load-gift-spans.ts reads them). Pure: the gift's page script uses what is here.
 */
export interface GiftSpan extends MembershipSpan {
  issueCount: number;
  holds: readonly HoldSpan[];
}

/** The columns of a gift's row its span is made of. */
export interface GiftSpanRow {
  id: number;
  /** 'YYYY-MM'. */
  firstIssue: string;
  issueCount: number;
}

export function giftSpanOf(gift: GiftSpanRow, holds: readonly HoldSpan[] = []): GiftSpan {
  const firstIssue = parseIssueMonthKey(gift.firstIssue);
  if (!firstIssue)
    throw new Error(`Gift ${gift.id}'s first issue is not a month: ${gift.firstIssue}`);
  return {
    firstIssue,
    joinedAt: null,
    endedAt: null,
    issueCount: gift.issueCount,
    holds,
  };
}

/** The first issue actually sent: the one its message goes with. */
export function firstSentIssueOf(gift: GiftSpan, timeZone: string): IssueMonth {
  return issuesOf(gift, timeZone)[0] ?? gift.firstIssue;
}

/** The gift's last issue: `issueCount` issues sent from its first, skips left out. */
export function lastIssueOf(gift: GiftSpan, timeZone: string): IssueMonth {
  return issuesOf(gift, timeZone).at(-1) ?? gift.firstIssue;
}

/** Its first and last issue sent as people read them: "February 2027", "April 2027". */
export function giftIssueNames(gift: GiftSpan, timeZone: string) {
  return {
    firstIssue: formatIssueMonth(firstSentIssueOf(gift, timeZone)),
    lastIssue: formatIssueMonth(lastIssueOf(gift, timeZone)),
  };
}
