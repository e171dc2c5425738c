/**
 * What the newsletter sign-up and unsubscribe say (decisions.md 6), the same on the footer
 * form, the /newsletter page and POST /api/newsletter.
 */
export const newsletterMessages = {
  subscribed: "Thanks for subscribing! A confirmation is on its way to your inbox.",
  /**
   * An address already on the list hears so, kindly; no second e-mail goes out (nobody can
   * use the form to fill someone's inbox) and nothing else about the address is told.
   */
  alreadySubscribed: "You're already on the list. Thank you!",
  rateLimited: "Too many sign-ups from your connection. Please try again in an hour.",
  unsubscribed: "You're unsubscribed",
  alreadyUnsubscribed: "You're already unsubscribed",
  invalidLink:
    "This unsubscribe link is not valid. Please use the link in the most recent e-mail from us, or write to us and we'll take you off the list.",
} as const;
