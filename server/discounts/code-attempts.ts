import type { Database } from "#server/db/client.ts";
import { discountMessages } from "#server/discounts/discount-messages.ts";
import { AppError } from "#server/lib/errors.ts";
import { type CodeTrier, countCodeGuess } from "#server/lib/guess-guard.ts";

/**
 * Counts one try of a code, before it is looked up, on every path that takes one (checkout,
 * the cart, the API); past the limit every try gets one message, whatever the code, so a
 * guesser cannot tell a good one from a bad one.
 */
export async function countCodeAttempt(db: Database, trier: CodeTrier, now = new Date()) {
  if (await countCodeGuess(db, "discount-code", trier, now)) return;
  throw new AppError("rate_limited", discountMessages.tooManyAttempts, { field: "discountCode" });
}
