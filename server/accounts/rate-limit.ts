import { and, count, eq, gte, lt } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { rateLimitEvents } from "#server/db/schema.ts";

export interface RateLimit {
  /** How many events are allowed in the window; the next one is refused. */
  max: number;
  windowMs: number;
}

/** Rows older than this are no use to any limit and are pruned. */
const KEEP_MS = 24 * 60 * 60 * 1000;

/** True when `key` already has `max` events inside the window ending at `now`. */
export async function isRateLimited(db: Database, key: string, limit: RateLimit, now = new Date()) {
  const since = new Date(now.getTime() - limit.windowMs);
  const [row] = await db
    .select({ events: count() })
    .from(rateLimitEvents)
    .where(and(eq(rateLimitEvents.key, key), gte(rateLimitEvents.createdAt, since)));
  return (row?.events ?? 0) >= limit.max;
}

/** True when any of the keys is at its limit. */
export async function isAnyRateLimited(
  db: Database,
  keys: string[],
  limit: RateLimit,
  now = new Date(),
) {
  const results = await Promise.all(keys.map((key) => isRateLimited(db, key, limit, now)));
  return results.some(Boolean);
}

/**
 * Counts one event for each key. The table is shared by every instance, so limits hold when
 * the shop runs on several; old rows of these keys are pruned as new ones arrive, and now and
 * then everything past a day.
 */
export async function recordRateLimitEvent(db: Database, keys: string[], now = new Date()) {
  if (keys.length === 0) return;
  await db.insert(rateLimitEvents).values(keys.map((key) => ({ key, createdAt: now })));
  if (Math.random() < 0.02) await pruneRateLimitEvents(db, now);
}

export async function pruneRateLimitEvents(db: Database, now = new Date()) {
  await db
    .delete(rateLimitEvents)
    .where(lt(rateLimitEvents.createdAt, new Date(now.getTime() - KEEP_MS)));
}
