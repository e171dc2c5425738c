import type { Database } from "#server/db/client.ts";

interface Kept {
  stamp: number;
  value: Promise<unknown>;
}

/**
 * Reads kept per database handle and key, at most `maxEntries` keys per handle (the least
 * recently used goes first). Each answer carries the stamp it was read under (a storefront
 * version, a time) and is reused while the caller's `isCurrent(stamp)` holds; calls made while
 * a read runs share it; a failed read is not kept. Callers share answers and must not change
 * them.
 */
export function keptReads(maxEntries: number) {
  const caches = new WeakMap<Database, Map<string, Kept>>();
  return function read<T>(
    db: Database,
    key: string,
    freshness: { stamp: number; isCurrent: (kept: number) => boolean },
    load: () => Promise<T>,
  ): Promise<T> {
    let cache = caches.get(db);
    if (!cache) {
      cache = new Map();
      caches.set(db, cache);
    }
    const kept = cache.get(key);
    cache.delete(key);
    if (kept && freshness.isCurrent(kept.stamp)) {
      cache.set(key, kept);
      return kept.value as Promise<T>;
    }
    const entry = { stamp: freshness.stamp, value: load() };
    cache.set(key, entry);
    entry.value.catch(() => {
      if (cache.get(key) === entry) cache.delete(key);
    });
    if (cache.size > maxEntries) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    return entry.value;
  };
}
