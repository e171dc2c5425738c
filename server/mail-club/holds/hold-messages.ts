import { formatIssueMonth, type IssueMonth } from "#server/mail-club/issue-month.ts";

/** What skipping and pausing say when they refuse; the same on /account, in links and in /api. */
export const holdMessages = {
  notRunning: "Your membership is not running just now, so there is no issue to skip or pause.",
  issueCount: "A pause leaves out 1, 2 or 3 issues.",
  nothingToResume: "There is no skip or pause ahead to undo.",
} as const;

/** A second skip or pause while one is still ahead. */
export function alreadyHeldMessage(kind: "skip" | "pause", until: IssueMonth) {
  const what = kind === "skip" ? "skip" : "pause";
  return `Your membership already has a ${what} until the ${formatIssueMonth(until)} issue. Undo it first to change it.`;
}
