import { z } from "zod";
import type { CancelReason } from "#server/db/schema.ts";
import {
  cancelReasonMessages,
  cancelReasons,
  describeCancelReason,
  MAX_CANCEL_REASON_TEXT,
} from "#server/mail-club/cancel/cancel-reasons.ts";
import { parseInput } from "#server/validation/parse-input.ts";

const blankToNull = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? null : value;

/**
 * The member's optional answer to "why?", the same from the account's form and the API: a
 * reason of the five, or none; their own words (trimmed, bounded) only go with `other`.
 */
/** Words the member may type: blank is none, at most MAX_CANCEL_REASON_TEXT characters. */
const ownWords = z
  .preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .max(MAX_CANCEL_REASON_TEXT, { error: cancelReasonMessages.textTooLong })
      .nullable(),
  )
  .optional();

export const cancelAnswerSchema = z.object({ reason: ownWords, reasonText: ownWords });

export interface CancelAnswer {
  reason: CancelReason | null;
  /** Only for `other`. */
  text: string | null;
}

const isCancelReason = (value: string): value is CancelReason =>
  (cancelReasons as readonly string[]).includes(value);

/**
 * Reads the answer; words typed with no reason ticked are a reason of their own ('other'),
 * words typed with another reason are dropped (the form shows the text box to everyone). A
 * `reason` in the member's own words (the API took free text before the five existed) is
 * 'other' with those words.
 */
export function readCancelAnswer(input: unknown): CancelAnswer {
  const { reason, reasonText } = parseInput(cancelAnswerSchema, input ?? {});
  if (!reason) return { reason: reasonText ? "other" : null, text: reasonText ?? null };
  if (!isCancelReason(reason)) return { reason: "other", text: reasonText ?? reason };
  return { reason, text: reason === "other" ? (reasonText ?? null) : null };
}

/** PayPal's limit on a cancel's reason. */
export const PAYPAL_REASON_LENGTH = 128;

/** What PayPal is told: the answer in short ('Member: Too expensive'), within its 128 characters. */
export function paypalCancelNote(answer: CancelAnswer) {
  if (!answer.reason) return "Cancelled by the member in the shop";
  return `Member: ${describeCancelReason(answer.reason, answer.text)}`.slice(
    0,
    PAYPAL_REASON_LENGTH,
  );
}
