import { formatIssueMonth, type IssueMonth } from "#server/mail-club/issue-month.ts";

/** What the studio's Mail Club screens say when they refuse something. */
export const mailClubStudioMessages = {
  memberNotFound: "Member not found",
  notRunning: "This membership is not running, so there is nothing to cancel.",
  monthRequired: "Please choose the month of the issue.",
  monthInvalid: "Please choose a month such as 2027-01.",
  alreadyMailed: "This issue has already been mailed: its title and notes can no longer change.",
} as const;

export function monthInPastMessage(current: IssueMonth) {
  return `Please choose ${formatIssueMonth(current)} or a later month: earlier issues have been mailed already.`;
}
