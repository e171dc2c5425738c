/** The Mail Club's words, shared by the pages and the JSON API (spec §5, §8). */
export const subscriptionMessages = {
  missingPlanId: "Invalid subscription product - missing PayPal plan ID",
  notAPlan: "This product is not a Mail Club plan.",
  planUnavailable: "This Mail Club plan is not available right now. Please try again later.",
  usaOnly:
    "The USA plan mails to addresses in the USA only. For an address outside the USA, please choose the International plan.",
  alreadyMember:
    "You already have an active Mail Club subscription. You can manage it on your account page.",
  existingAccount:
    "An account with this email already exists. Please sign in to join the Mail Club.",
  signInOrGuest: "Please sign in, or give your name and email to create your account.",
  createFailed: "Failed to create subscription",
  activateFailed: "Failed to activate subscription. Please contact support.",
  loginToActivate: "Please log in to complete your subscription activation.",
  none: "No active subscription",
  cancelFailed: "Failed to cancel subscription. Please try again.",
} as const;
