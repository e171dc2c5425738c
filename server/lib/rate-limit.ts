import { and, count, countDistinct, gte, inArray, lt } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { rateLimitEvents } from "#server/db/schema.ts";

export interface RateLimit {
  /** How many events (or distinct subjects) are allowed in the window; the next is refused. */
  max: number;
  windowMs: number;
  /** Count the distinct subjects of the events rather than the events. */
  countSubjects?: boolean;
}

/** Rows older than this are no use to any limit and are pruned. */
const KEEP_MS = 24 * 60 * 60 * 1000;

/** The events an attempt counted, to take back when the attempt turns out not to count. */
export type RateLimitSlots = number[];

/**
 * Counts an attempt under each key and answers its slots, or null when any key is now over
 * the limit (the attempt is then not counted). The events are written before the count, so
 * attempts made at the same moment, on any instance, each see the others: of N concurrent
 * attempts at most `max` get a slot. Checking first and recording afterwards would let them
 * all through.
 */
export async function reserveRateLimitSlots(
  db: Database,
  keys: string[],
  limit: RateLimit,
  now = new Date(),
  subject?: string,
): Promise<RateLimitSlots | null> {
  if (keys.length === 0) return [];
  const inserted = await db
    .insert(rateLimitEvents)
    .values(keys.map((key) => ({ key, subject, createdAt: now })))
    .returning({ id: rateLimitEvents.id });
  const slots = inserted.map((event) => event.id);
  if (await isAnyKeyOverLimit(db, keys, limit, now)) {
    await releaseRateLimitSlots(db, slots);
    return null;
  }
  if (Math.random() < 0.02) await pruneRateLimitEvents(db, now);
  return slots;
}

/** Takes back an attempt's events, e.g. a sign-in whose password was right. */
export async function releaseRateLimitSlots(db: Database, slots: RateLimitSlots) {
  if (slots.length === 0) return;
  await db.delete(rateLimitEvents).where(inArray(rateLimitEvents.id, slots));
}

async function isAnyKeyOverLimit(db: Database, keys: string[], limit: RateLimit, now: Date) {
  const since = new Date(now.getTime() - limit.windowMs);
  const counts = await db
    .select({ events: limit.countSubjects ? countDistinct(rateLimitEvents.subject) : count() })
    .from(rateLimitEvents)
    .where(and(inArray(rateLimitEvents.key, keys), gte(rateLimitEvents.createdAt, since)))
    .groupBy(rateLimitEvents.key);
  return counts.some((row) => row.events > limit.max);
}

export async function pruneRateLimitEvents(db: Database, now = new Date()) {
  await db
    .delete(rateLimitEvents)
    .where(lt(rateLimitEvents.createdAt, new Date(now.getTime() - KEEP_MS)));
}
