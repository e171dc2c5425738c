import type { Database } from "#server/db/client.ts";
import { studioAuditLog } from "#server/db/schema.ts";
import { emailIdentity } from "#server/lib/email-identity.ts";
import { type RateLimit, reserveRateLimitSlots } from "#server/lib/rate-limit.ts";

/** Codes one visitor, and one network address, may try in a minute (issues 43 and 45). */
export const CODE_ATTEMPTS: RateLimit = { max: 10, windowMs: 60_000 };

/** Who is trying a code: their network address, and their account or e-mail. */
export interface CodeTrier {
  clientAddress: string;
  customerId: number | null;
  email: string | null;
}

/**
 * Counts one try of a secret-ish code (a discount code, a gift card) before it is looked up,
 * per network address and per visitor. Answers false past the limit, once the maker has been
 * told in the studio's audit log (once a minute per address, however many tries come after).
 */
export async function countCodeGuess(
  db: Database,
  scope: "discount-code" | "gift-card",
  trier: CodeTrier,
  now = new Date(),
): Promise<boolean> {
  const visitor =
    trier.customerId !== null
      ? `customer:${trier.customerId}`
      : trier.email
        ? `email:${emailIdentity(trier.email)}`
        : null;
  const keys = [`${scope}:ip:${trier.clientAddress}`];
  if (visitor) keys.push(`${scope}:${visitor}`);
  if (await reserveRateLimitSlots(db, keys, CODE_ATTEMPTS, now)) return true;
  await logGuessing(db, scope, trier, now);
  return false;
}

async function logGuessing(db: Database, scope: string, trier: CodeTrier, now: Date) {
  const once = { max: 1, windowMs: CODE_ATTEMPTS.windowMs };
  const key = `${scope}-guessing-logged:${trier.clientAddress}`;
  if (!(await reserveRateLimitSlots(db, [key], once, now))) return;
  await db.insert(studioAuditLog).values({
    accountId: null,
    actorEmail: "A visitor",
    action: scope === "gift-card" ? "gift_card.guessing" : "discount.guessing",
    subject: `address:${trier.clientAddress}`,
    details: {
      triesAllowedPerMinute: CODE_ATTEMPTS.max,
      customerId: trier.customerId,
      signedIn: trier.customerId !== null,
    },
    createdAt: now,
  });
}
