import { and, eq, isNull } from "drizzle-orm";
import { newsletterMessages } from "#server/content/newsletter/newsletter-messages.ts";
import type { Database } from "#server/db/client.ts";
import { newsletterSubscribers } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";
import { hashSecretToken, isPlausibleToken } from "#server/lib/secret-token.ts";

/**
 * What an unsubscribe link is: one that still unsubscribes, one already used (its address is
 * off the list), or one that is not ours (mistyped, or replaced by a later sign-up's link).
 * Reading it changes nothing, so link scanners that open e-mailed links unsubscribe nobody.
 */
export type UnsubscribeLinkState = "active" | "used" | "invalid";

export async function findUnsubscribeLink(
  db: Database,
  token: string | null | undefined,
): Promise<UnsubscribeLinkState> {
  if (!isPlausibleToken(token)) return "invalid";
  const [row] = await db
    .select({ unsubscribedAt: newsletterSubscribers.unsubscribedAt })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeTokenHash, hashSecretToken(token)));
  if (!row) return "invalid";
  return row.unsubscribedAt ? "used" : "active";
}

/**
 * Takes the link's address off the newsletter list (the confirmation button's POST). A link
 * already used answers 'already'; any other unknown link throws bad_request with a message
 * that says what to do.
 */
export async function unsubscribeFromNewsletter(
  db: Database,
  token: string | null | undefined,
  options: { now?: Date } = {},
): Promise<"unsubscribed" | "already"> {
  if (!isPlausibleToken(token)) throw new AppError("bad_request", newsletterMessages.invalidLink);
  const tokenHash = hashSecretToken(token);
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: options.now ?? new Date() })
    .where(
      and(
        eq(newsletterSubscribers.unsubscribeTokenHash, tokenHash),
        isNull(newsletterSubscribers.unsubscribedAt),
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  if (row) return "unsubscribed";
  if ((await findUnsubscribeLink(db, token)) === "used") return "already";
  throw new AppError("bad_request", newsletterMessages.invalidLink);
}
