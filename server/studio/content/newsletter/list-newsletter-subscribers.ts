import { count, desc, lt, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { newsletterSubscribers } from "#server/db/schema.ts";

export const subscriberColumns = {
  id: newsletterSubscribers.id,
  email: newsletterSubscribers.email,
  consentedAt: newsletterSubscribers.consentedAt,
  unsubscribedAt: newsletterSubscribers.unsubscribedAt,
};

/**
 * The newsletter's sign-ups, newest first, a page at a time (`before`: the last id of the
 * page before), with how many are subscribed and how many have left. Never the unsubscribe
 * token's hash.
 */
export async function listNewsletterSubscribers(
  db: Database,
  options: { before?: number; limit?: number } = {},
) {
  const limit = options.limit ?? 100;
  const [rows, [totals]] = await Promise.all([
    db
      .select(subscriberColumns)
      .from(newsletterSubscribers)
      .where(options.before ? lt(newsletterSubscribers.id, options.before) : undefined)
      .orderBy(desc(newsletterSubscribers.id))
      .limit(limit + 1),
    db
      .select({
        all: count(),
        subscribed:
          sql<number>`count(*) filter (where ${newsletterSubscribers.unsubscribedAt} is null)`.mapWith(
            Number,
          ),
      })
      .from(newsletterSubscribers),
  ]);
  return {
    subscribers: rows.slice(0, limit),
    olderFrom: rows.length > limit ? rows[limit - 1]?.id : undefined,
    subscribed: totals?.subscribed ?? 0,
    unsubscribed: (totals?.all ?? 0) - (totals?.subscribed ?? 0),
  };
}
