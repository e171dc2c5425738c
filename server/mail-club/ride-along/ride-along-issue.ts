import { firstIssueFor } from "#server/mail-club/cutoff.ts";
import { MAX_PAUSE_ISSUES } from "#server/mail-club/holds/hold-span.ts";
import { addMonths, compareIssueMonths, type IssueMonth } from "#server/mail-club/issue-month.ts";
import { type MembershipSpan, receivesIssue } from "#server/mail-club/receives-issue.ts";

/**
 * The issue an order paid at `at` rides with (decision 030): the member's first issue whose
 * cutoff is still ahead of `at` and that they receive (a skip or a pause covering it moves the
 * order to the one after). A payment one millisecond after a cutoff rides with the next month.
 * Null when no issue is coming (the membership has ended).
 */
export function rideAlongIssueFor(
  span: MembershipSpan,
  at: Date,
  timeZone: string,
): IssueMonth | null {
  const open = firstIssueFor(at, timeZone);
  const earliest = compareIssueMonths(span.firstIssue, open) > 0 ? span.firstIssue : open;
  for (let ahead = 0; ahead <= MAX_PAUSE_ISSUES + 1; ahead++) {
    const issue = addMonths(earliest, ahead);
    if (receivesIssue(span, issue, timeZone)) return issue;
  }
  return null;
}
