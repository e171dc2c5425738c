import { MAX_GIFT_SKIPS } from "#server/mail-club/gifts/gift-span.ts";
import { formatIssueMonth, type IssueMonth } from "#server/mail-club/issue-month.ts";

/** The gift form's and the gift's own words, shared by the page and the server. */
export const giftMessages = {
  lengthInvalid: "Please choose 3, 6 or 12 issues",
  emailInvalid: "Invalid email address",
  nameRequired: "Name is required",
  messageTooLong: "Please keep the message under 500 characters",
  unusualCharacters: "Please remove the unusual characters",
  firstIssueInvalid: "Please choose the first issue from the list",
  firstIssueClosed: "That issue's cutoff has passed: please choose the next issue or a later one",
  revealInvalid: "Please choose how they hear of the gift",
  revealEmailRequired: "An e-mail to send the gift to is needed for a gift e-mail",
  revealDateInvalid: "Please choose the day they hear of it: from today until the first issue",
  notOnSale: "Gifts of this length are not on sale for that country. Please choose another.",
  fixErrors: "Please fix the validation errors above",
  linkInvalid: "This gift link is not valid. Please use the link from your e-mail as it is.",
  linkExpired: "This gift has ended, and its link with it.",
  giftCancelled: "This gift was cancelled. Please ask the person who gave it.",
  claimedByAnother:
    "This gift belongs to another account. Please sign in with the one that claimed it.",
  claimFirst: "Please claim the gift first.",
  notYours: (hint: string) =>
    `This gift was sent to ${hint}. Please sign in with that e-mail address to claim it.`,
  linkRenewed: "A new link is on its way to them; the old one no longer works.",
  claimReleased: "The gift is no longer held by any account; its recipient can claim it again.",
  otherPlan:
    "A gift is mailed within the country group it was bought for (the USA, or abroad). To move across, please write to us.",
  addressSaved: "Saved. Your gift's next issue goes to the new address.",
  issueInvalid: "Please choose the issue from this page.",
  nothingToSkip: "This gift has no issue left to skip: the lists of its issues are fixed.",
  skipsUsedUp: `A gift may skip at most ${MAX_GIFT_SKIPS} issues, and this one has skipped ${MAX_GIFT_SKIPS}.`,
  nothingToUndo:
    "There is no skip ahead to undo: once an issue's cutoff has passed, its list is fixed.",
} as const;

/** A second skip while one is still ahead: one at a time, as a member's. */
export function skipAheadMessage(skipped: IssueMonth) {
  return `The ${formatIssueMonth(skipped)} issue is already skipped. Undo that skip first to skip another.`;
}

/** The page named an issue whose cutoff has passed since (or another): nothing is changed. */
export function skipClosedMessage(asked: IssueMonth) {
  return `The ${formatIssueMonth(asked)} issue can no longer be skipped: its list was fixed at its cutoff. Please look again at the issue you may skip now.`;
}

/** The skip saved: which issue is left out, and the gift's new last issue. */
export function skippedMessage(skipped: IssueMonth, endsWith: IssueMonth) {
  return `Skipped: the ${formatIssueMonth(skipped)} issue will not be sent, and your gift now ends with ${formatIssueMonth(endsWith)}.`;
}

/** The skip undone: the issue is sent again and the gift ends as before. */
export function skipUndoneMessage(issue: IssueMonth, endsWith: IssueMonth) {
  return `Undone: the ${formatIssueMonth(issue)} issue will be sent, and your gift ends with ${formatIssueMonth(endsWith)}.`;
}
