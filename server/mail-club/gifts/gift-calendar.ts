import { shopDay } from "#server/lib/zoned-time.ts";
import { firstIssueFor } from "#server/mail-club/cutoff.ts";
import {
  addMonths,
  formatIssueMonth,
  type IssueMonth,
  issueMonthKey,
  parseIssueMonthKey,
} from "#server/mail-club/issue-month.ts";

/** How many months ahead a gift may begin: the next open issue and the eleven after it. */
const FIRST_ISSUE_CHOICES = 12;

export interface FirstIssueChoice {
  /** 'YYYY-MM'. */
  key: string;
  /** "January 2027": mailed in its first week, as the page says above the choice. */
  label: string;
}

/** The issues a gift bought now may begin with: the next one still open by its cutoff first. */
export function giftFirstIssues(now: Date, timeZone: string): FirstIssueChoice[] {
  const open = firstIssueFor(now, timeZone);
  return Array.from({ length: FIRST_ISSUE_CHOICES }, (_, ahead) => {
    const issue = addMonths(open, ahead);
    return { key: issueMonthKey(issue), label: formatIssueMonth(issue) };
  });
}

/** The chosen first issue when it is still one of the choices now, else null. */
export function openFirstIssue(key: string, now: Date, timeZone: string): IssueMonth | null {
  const open = giftFirstIssues(now, timeZone).some((choice) => choice.key === key);
  return open ? parseIssueMonthKey(key) : null;
}

/**
 * The days the recipient may be e-mailed of the gift: from today until the 7th of the first
 * issue's month, when it is in the post (a birthday in that week still works).
 */
export function revealWindow(firstIssue: IssueMonth, now: Date, timeZone: string) {
  const until = `${issueMonthKey(firstIssue)}-07`;
  return { from: shopDay(now, timeZone), until };
}
