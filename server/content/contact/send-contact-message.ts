import { HONEYPOT_FIELD } from "#server/content/contact/contact-limits.ts";
import { contactMessages, contactSchema } from "#server/content/contact/contact-schema.ts";
import type { Database } from "#server/db/client.ts";
import { contactMessages as contactMessagesTable } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";
import {
  type RateLimit,
  releaseRateLimitSlots,
  reserveRateLimitSlots,
} from "#server/lib/rate-limit.ts";
import { queueMail } from "#server/mail/queue-mail.ts";
import { getShopSettings } from "#server/shop/get-shop-settings.ts";
import { parseInput } from "#server/validation/parse-input.ts";

/** Per client address: a person writes a few messages an hour at most; a script many more. */
export const CONTACT_LIMIT: RateLimit = { max: 5, windowMs: 60 * 60 * 1000 };

export interface ContactOptions {
  /** Where the request came from (server/http/client-address.ts), for the rate limit. */
  clientAddress: string;
  /** OWNER_EMAIL; else the shop settings' owner address receives the message. */
  ownerEmail?: string;
  now?: Date;
}

/** What happened, for logs and tests; the visitor is told the same either way. */
export type ContactOutcome = { stored: true; id: number } | { stored: false; reason: "honeypot" };

/**
 * A visitor's message to the maker (spec §2 Contact, §7 POST /api/contact): validated, stored
 * and queued as an e-mail to the owner in one transaction, so the message exists exactly when
 * its e-mail does. The outbox has no Reply-To, so the e-mail names the sender's address and
 * links it (mailto:) at the top. A filled honeypot answers as a success and leaves no trace.
 * Throws AppError: bad_request with the field messages, rate_limited past CONTACT_LIMIT.
 */
export async function sendContactMessage(
  db: Database,
  input: unknown,
  options: ContactOptions,
): Promise<ContactOutcome> {
  if (isHoneypotFilled(input)) return { stored: false, reason: "honeypot" };
  const { fullName, email, message } = parseInput(contactSchema, input);
  const now = options.now ?? new Date();
  const slots = await reserveRateLimitSlots(
    db,
    [`contact:ip:${options.clientAddress}`],
    CONTACT_LIMIT,
    now,
  );
  if (!slots) throw new AppError("rate_limited", contactMessages.rateLimited);

  try {
    const settings = await getShopSettings(db);
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(contactMessagesTable)
        .values({ fullName, email, message, createdAt: now })
        .returning({ id: contactMessagesTable.id });
      if (!row) throw new Error("The contact message was not stored.");
      await queueMail(tx, {
        template: "contact-message-owner",
        to: options.ownerEmail ?? settings.ownerEmail,
        props: { shopName: settings.shopName, fullName, email, message },
      });
      return { stored: true as const, id: row.id };
    });
  } catch (error) {
    // A message that was not kept does not count against its sender.
    await releaseRateLimitSlots(db, slots);
    throw error;
  }
}

function isHoneypotFilled(input: unknown) {
  if (!input || typeof input !== "object") return false;
  const value = (input as Record<string, unknown>)[HONEYPOT_FIELD];
  return typeof value === "string" ? value.trim() !== "" : value != null && value !== false;
}
