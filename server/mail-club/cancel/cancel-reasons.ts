/**
 * The cancel screen's one optional question and what it offers for each answer (decision
 * 025). Browser-safe: the account's dialog, the studio and the API read the same words.
 */
import type { CancelReason } from "#server/db/schema.ts";

/** The answers, in the order the question lists them, with the words members and the maker read. */
export const cancelReasonLabels: Record<CancelReason, string> = {
  too_expensive: "Too expensive",
  too_much_mail: "Too much mail",
  moving: "Moving",
  not_expected: "Not what I expected",
  other: "Other",
};

export const cancelReasons = Object.keys(cancelReasonLabels) as [CancelReason, ...CancelReason[]];

/** The most a member's own words may run to. */
export const MAX_CANCEL_REASON_TEXT = 500;

/**
 * The one alternative offered beside each answer, when the member can take it:
 * - too expensive: a pause (nothing is paid for up to 3 issues);
 * - too much mail: skipping the next issue;
 * - moving: the delivery address form (where a move abroad switches the plan, issue 23 item 3);
 * - not what I expected: skipping the next issue, to decide later without paying for it;
 * - other, or no answer: nothing.
 */
export type CancelAlternative = "pause" | "skip" | "address";

const alternatives: Record<CancelReason, CancelAlternative | null> = {
  too_expensive: "pause",
  too_much_mail: "skip",
  moving: "address",
  not_expected: "skip",
  other: null,
};

export function cancelAlternativeFor(reason: CancelReason | null | undefined) {
  return reason ? alternatives[reason] : null;
}

export const cancelReasonMessages = {
  textTooLong: `Please keep your reason to ${MAX_CANCEL_REASON_TEXT} characters or fewer.`,
} as const;

/** The answer as the maker reads it: 'Too expensive', or 'Other: their words'. */
export function describeCancelReason(reason: CancelReason, text: string | null) {
  return reason === "other" && text ? `Other: ${text}` : cancelReasonLabels[reason];
}
