import type { GiftOfOrder } from "#server/mail-club/gifts/gift-of-order.ts";
import { formatIssueMonth } from "#server/mail-club/issue-month.ts";

/** The gift as the gifter's order page and receipt word it, ready to show. */
export interface GiftSummary {
  /** "For Rosa Recipient". */
  forLine: string;
  /** "3 issues, February 2027 to April 2027, mailed in the first week of each month." */
  issuesLine: string;
  /** "They will be e-mailed on January 20, 2027." or "You'll tell them yourself:". */
  revealLine: string;
  /** The gifter tells them: a card to print, once the order is paid. */
  selfReveal: boolean;
  /** Told instead of the card's link while the payment is not complete. */
  cardNotYet: string | null;
  /**
   * Once a gift e-mailed to its recipient is paid: whether an account holds it, and so what the
   * gifter may do about its link (server/mail-club/gifts/gift-link-control.ts); else null.
   */
  link: { claimed: boolean; line: string } | null;
}

/** Told in place of the card's link while PayPal still reviews the payment. */
export const giftCardNotYet = "The gift card can be printed here once your payment is complete.";

/** The card's download, refused: no gift of that order for this visitor yet, or a failure. */
export const giftCardMessages = {
  notFound:
    "No gift card here. Open it from your order's page, signed in or with the link from checkout, once the payment is complete.",
  failed: "The gift card could not be made just now. Please try again in a moment.",
} as const;

/**
 * The receipt of a guest's gift has no key to the order (only its hash is kept): the card is
 * on the order's page the guest came back to from PayPal.
 */
export const giftCardOnOrderPage =
  "Print the gift card from the link on your order's page, the one you came back to after paying.";

/** What arrives, in one plain sentence, as the gift card says it. */
export const giftArrives = "Original art mail arrives by post in the first week of each month.";

const revealDay = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** 'January 20, 2027' of a 'YYYY-MM-DD' day. */
export function formatRevealDay(day: string) {
  return revealDay.format(new Date(`${day}T00:00:00Z`));
}

export function giftSummary(gift: GiftOfOrder): GiftSummary {
  const selfReveal = gift.reveal.kind === "self";
  return {
    forLine: `For ${gift.recipientName}`,
    issuesLine: `${gift.issueCount} issues, ${formatIssueMonth(gift.firstIssue)} to ${formatIssueMonth(gift.lastIssue)}, mailed in the first week of each month.`,
    revealLine:
      gift.reveal.kind === "email"
        ? `They will be e-mailed on ${formatRevealDay(gift.reveal.on)}.`
        : "You'll tell them yourself:",
    selfReveal,
    cardNotYet: selfReveal && !gift.paid ? giftCardNotYet : null,
    // Only a gift e-mailed to its recipient has a link to claim it with.
    link:
      gift.paid && gift.reveal.kind === "email"
        ? {
            claimed: gift.claimed,
            line: gift.claimed
              ? "An account holds the gift: its owner can change where it goes and skip an issue."
              : "No account holds the gift yet.",
          }
        : null,
  };
}

/** "3 issues of the Mail Club, from February 2027 to April 2027", as the card says it. */
export function giftCardIssuesLine(gift: GiftOfOrder) {
  return `${gift.issueCount} issues of the Mail Club, from ${formatIssueMonth(gift.firstIssue)} to ${formatIssueMonth(gift.lastIssue)}`;
}

/** The printable gift card's address; a guest's carries the order's key. */
export function giftCardPath(orderId: number, accessKey?: string | null) {
  const query = new URLSearchParams({ order: String(orderId) });
  if (accessKey) query.set("key", accessKey);
  return `/mail-club/gift/card.pdf?${query}`;
}
