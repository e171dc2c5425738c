import type { Database } from "#server/db/client.ts";
import { storefrontVersion } from "#server/db/schema.ts";

/** Answers kept per database handle; the least recently used one goes first. */
const MAX_ENTRIES = 500;

interface Entry {
  version: number;
  value: Promise<unknown>;
}

const caches = new WeakMap<Database, Map<string, Entry>>();

/**
 * The storefront version: database triggers raise it on every write to the catalogue (stock
 * included), the shop settings and the page texts, on whichever instance made it.
 */
export async function readStorefrontVersion(db: Database): Promise<number> {
  const [row] = await db.select({ version: storefrontVersion.version }).from(storefrontVersion);
  return row?.version ?? 0;
}

/**
 * `load()`'s answer for `key`, kept for as long as the storefront version stays the same, so
 * a page whose data has not changed costs one primary-key read instead of its queries, for
 * every visitor (the page cache serves only those without a cookie). Only for reads of
 * storefront data that do not depend on the visitor or the clock. Callers share the answer
 * and must not change it; calls made while it loads wait for the same load. A failed load is
 * not kept.
 */
export async function cachedStorefrontRead<T>(
  db: Database,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  const version = await readStorefrontVersion(db);
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const kept = cache.get(key);
  cache.delete(key);
  if (kept && kept.version === version) {
    cache.set(key, kept);
    return kept.value as Promise<T>;
  }
  const value = load();
  const entry = { version, value };
  cache.set(key, entry);
  value.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  if (cache.size > MAX_ENTRIES) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return value;
}
