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
} as const;
