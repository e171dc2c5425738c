import { cutoffOf } from "#server/mail-club/cutoff.ts";
import type { MailClubIssue } from "#server/mail-club/issues/issue-row.ts";

/**
 * Where an issue stands: open until its cutoff, then (for the minutes until the job runs)
 * waiting to be frozen, frozen with its final list, and mailed.
 */
export type IssueState = "open" | "cutoff-passed" | "frozen" | "mailed";

export function issueState(
  issue: Pick<MailClubIssue, "month" | "frozenAt" | "mailedAt">,
  options: { now: Date; timeZone: string },
): IssueState {
  if (issue.mailedAt) return "mailed";
  if (issue.frozenAt) return "frozen";
  return options.now >= cutoffOf(issue.month, options.timeZone) ? "cutoff-passed" : "open";
}
