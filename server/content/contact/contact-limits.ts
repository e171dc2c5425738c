/**
 * The contact form's bounds, without dependencies: the schema enforces them on the server and
 * the page's fields repeat them for the browser (so this file, not Zod, reaches the bundle).
 */
export const MAX_NAME_LENGTH = 100;
export const MIN_MESSAGE_LENGTH = 10;
export const MAX_MESSAGE_LENGTH = 5000;

/**
 * The honeypot: a field people never see (off screen, aria-hidden, out of the tab order), so
 * only a bot fills it. Its name looks like one a form-filling bot would want to complete.
 */
export const HONEYPOT_FIELD = "website";

/**
 * What the /contact page and POST /api/contact say when a message could not be sent for a
 * reason the visitor cannot fix (spec §8 Contact failure): try again, or write directly.
 */
export function contactFailureMessage(ownerEmail: string) {
  return `Failed to send message. Please try again or email us directly at ${ownerEmail}`;
}
