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
  otherPlan:
    "A gift is mailed within the country group it was bought for (the USA, or abroad). To move across, please write to us.",
  addressSaved: "Saved. Your gift's next issue goes to the new address.",
} as const;
