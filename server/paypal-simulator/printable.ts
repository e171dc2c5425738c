/** PayPal's longest brand name; no text the pages print from a request needs more. */
const maxLength = 127;

/**
 * Text a merchant sent (a brand name, an invoice id, a plan's name) as the approval pages
 * print it: on one line, control characters and line breaks flattened to spaces, cut to
 * PayPal's length. The pages' template escapes it for HTML as well.
 */
export function printable(text: string) {
  return text
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, " ")
    .trim()
    .slice(0, maxLength);
}
