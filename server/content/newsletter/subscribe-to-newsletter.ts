import { isNotNull } from "drizzle-orm";
import { z } from "zod";
import { newsletterMessages } from "#server/content/newsletter/newsletter-messages.ts";
import type { Database } from "#server/db/client.ts";
import { newsletterSubscribers } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";
import { type RateLimit, reserveRateLimitSlots } from "#server/lib/rate-limit.ts";
import { createSecretToken, hashSecretToken } from "#server/lib/secret-token.ts";
import { emailField } from "#server/lib/text-fields.ts";
import { queueMail } from "#server/mail/queue-mail.ts";
import { getShopSettings } from "#server/shop/get-shop-settings.ts";
import { parseInput } from "#server/validation/parse-input.ts";

/** Per client address: generous for a household, useless for filling the list with strangers. */
export const NEWSLETTER_LIMIT: RateLimit = { max: 10, windowMs: 60 * 60 * 1000 };

export const newsletterSchema = z.object({ email: emailField });

export type SubscribeOutcome = "subscribed" | "already-subscribed";

/** The unsubscribe page's address for a token. */
export function unsubscribeUrl(publicUrl: string, token: string) {
  return `${publicUrl}/newsletter/unsubscribe?token=${token}`;
}

/**
 * Puts an address on the newsletter list with the time of consent (decisions.md 6) and a new
 * unsubscribe token, whose SHA-256 alone is stored, and queues the confirmation with the
 * unsubscribe link in the same transaction. Someone who unsubscribed and signs up again gets a
 * new consent time and token. An address already on the list is left as it is (no second
 * e-mail). Throws AppError: bad_request ('Please enter a valid email address'), rate_limited.
 */
export async function subscribeToNewsletter(
  db: Database,
  input: unknown,
  options: { clientAddress: string; publicUrl: string; now?: Date },
): Promise<SubscribeOutcome> {
  const { email } = parseInput(newsletterSchema, input);
  const now = options.now ?? new Date();
  const keys = [`newsletter:ip:${options.clientAddress}`];
  if (!(await reserveRateLimitSlots(db, keys, NEWSLETTER_LIMIT, now))) {
    throw new AppError("rate_limited", newsletterMessages.rateLimited);
  }

  const token = createSecretToken();
  const unsubscribeTokenHash = hashSecretToken(token);
  const { shopName } = await getShopSettings(db);
  return db.transaction(async (tx) => {
    // One statement decides, so two sign-ups of one address at once make one subscriber.
    const [row] = await tx
      .insert(newsletterSubscribers)
      .values({ email, consentedAt: now, unsubscribeTokenHash, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: newsletterSubscribers.email,
        set: { consentedAt: now, unsubscribeTokenHash, unsubscribedAt: null, updatedAt: now },
        setWhere: isNotNull(newsletterSubscribers.unsubscribedAt),
      })
      .returning({ id: newsletterSubscribers.id });
    if (!row) return "already-subscribed";
    await queueMail(tx, {
      template: "newsletter-confirmation",
      to: email,
      props: { shopName, email, unsubscribeUrl: unsubscribeUrl(options.publicUrl, token) },
    });
    return "subscribed";
  });
}
