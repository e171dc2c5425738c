import {
  formatIssueMonth,
  type IssueMonth,
  parseIssueMonthKey,
} from "#server/mail-club/issue-month.ts";

/** What the checkout and the API say about sending items with a Mail Club issue (decision 030). */
export const rideAlongMessages = {
  signIn: "Please sign in with your Mail Club account to have items come with your next issue.",
  notMember:
    "Only members with an active Mail Club membership can have items come with their next issue. Please choose a shipping method.",
  notActive:
    "Your Mail Club membership is not active just now, so items cannot come with an issue. Please choose a shipping method.",
  noIssue:
    "No issue is coming to you that these items could come with. Please choose a shipping method.",
  nothingToPost: "Nothing in this order is posted, so there is nothing to send with an issue.",
  doesNotFit: (title: string) =>
    `“${title}” does not fit in the Mail Club envelope. Items come with your issue only when every one of them fits: please choose a shipping method, or take it out of your cart.`,
  /** The rule, as the checkout page says it beside the choice. */
  onlyWhenAllFit:
    "Items come with your Mail Club issue only when every item to post fits in its envelope.",
  option: (issue: IssueMonth) =>
    `Send with my next Mail Club issue (${formatIssueMonth(issue)}, no postage)`,
  coming: (issue: IssueMonth) => `Coming with your ${formatIssueMonth(issue)} Mail Club issue`,
} as const;

/** The shipping method an order riding in a member's envelope records: nothing is posted alone. */
export const MAIL_CLUB_ENVELOPE = "Mail Club envelope";

/** A riding order's state in the maker's words, for the studio's orders; null for any other. */
export function rideAlongNote(order: {
  status: string;
  rideAlongSubscriptionId?: number | null;
  rideAlongIssue?: string | null;
}): string | null {
  if (order.rideAlongSubscriptionId == null && order.rideAlongIssue == null) return null;
  const issue = order.rideAlongIssue ? parseIssueMonthKey(order.rideAlongIssue) : null;
  if (order.status === "paid" || order.status === "processing") {
    return issue
      ? `Rides with the ${formatIssueMonth(issue)} Mail Club issue: do not post it on its own.`
      : "The membership has ended: post it on its own (no postage was paid).";
  }
  if ((order.status === "shipped" || order.status === "delivered") && issue) {
    return `Went with the ${formatIssueMonth(issue)} Mail Club issue.`;
  }
  return null;
}

/** The customer's order page: "Coming with your March 2027 Mail Club issue", or null. */
export function rideAlongComing(rideAlongIssue: string | null): string | null {
  const issue = rideAlongIssue ? parseIssueMonthKey(rideAlongIssue) : null;
  return issue ? rideAlongMessages.coming(issue) : null;
}
