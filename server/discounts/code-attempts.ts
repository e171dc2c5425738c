import type { Database } from "#server/db/client.ts";
import { discountMessages } from "#server/discounts/discount-messages.ts";
import { emailIdentity } from "#server/lib/email-identity.ts";
import { AppError } from "#server/lib/errors.ts";
import { type RateLimit, reserveRateLimitSlots } from "#server/lib/rate-limit.ts";

/** Codes one visitor, and one network address, may try in a minute (issue 43). */
export const CODE_ATTEMPTS: RateLimit = { max: 10, windowMs: 60_000 };

/** Who is trying a code: their network address, and their account or e-mail. */
export interface CodeTrier {
  clientAddress: string;
  customerId: number | null;
  email: string | null;
}

/**
 * Counts one try of a code, before it is looked up, on every path that takes one (checkout,
 * the cart, the API); past the limit every try gets one message, whatever the code, so a
 * guesser cannot tell a good one from a bad one.
 */
export async function countCodeAttempt(db: Database, trier: CodeTrier, now = new Date()) {
  const visitor =
    trier.customerId !== null
      ? `customer:${trier.customerId}`
      : trier.email
        ? `email:${emailIdentity(trier.email)}`
        : null;
  const keys = [`discount-code:ip:${trier.clientAddress}`];
  if (visitor) keys.push(`discount-code:${visitor}`);
  const slots = await reserveRateLimitSlots(db, keys, CODE_ATTEMPTS, now);
  if (!slots) {
    throw new AppError("rate_limited", discountMessages.tooManyAttempts, { field: "discountCode" });
  }
}
