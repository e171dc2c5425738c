import type { Database } from "#server/db/client.ts";
import { studioAuditLog } from "#server/db/schema.ts";
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
    await logGuessing(db, trier, now);
    throw new AppError("rate_limited", discountMessages.tooManyAttempts, { field: "discountCode" });
  }
}

/**
 * Tells the maker, in the studio's audit log, that someone is trying codes faster than a
 * shopper would: once a minute per network address, however many tries come after.
 */
async function logGuessing(db: Database, trier: CodeTrier, now: Date) {
  const once = { max: 1, windowMs: CODE_ATTEMPTS.windowMs };
  const key = `discount-code-guessing-logged:${trier.clientAddress}`;
  if (!(await reserveRateLimitSlots(db, [key], once, now))) return;
  await db.insert(studioAuditLog).values({
    accountId: null,
    actorEmail: "A visitor",
    action: "discount.guessing",
    subject: `address:${trier.clientAddress}`,
    details: {
      triesAllowedPerMinute: CODE_ATTEMPTS.max,
      customerId: trier.customerId,
      signedIn: trier.customerId !== null,
    },
    createdAt: now,
  });
}
