import type { Database } from "#server/db/client.ts";

/**
 * A read kept per database handle and key for `keepMs` from when it was made, at most
 * `maxEntries` keys (the oldest made goes first); a failed read is not kept.
 */
export function timedReads<T>({ keepMs, maxEntries }: { keepMs: number; maxEntries: number }) {
  const kept = new WeakMap<Database, Map<string, { at: number; value: Promise<T> }>>();
  return (db: Database, key: string, read: () => Promise<T>): Promise<T> => {
    let byKey = kept.get(db);
    if (!byKey) {
      byKey = new Map();
      kept.set(db, byKey);
    }
    const now = Date.now();
    const hit = byKey.get(key);
    if (hit && now - hit.at < keepMs) return hit.value;
    const entry = { at: now, value: read() };
    byKey.delete(key);
    byKey.set(key, entry);
    entry.value.catch(() => {
      if (byKey.get(key) === entry) byKey.delete(key);
    });
    if (byKey.size > maxEntries) {
      const oldest = byKey.keys().next().value;
      if (oldest !== undefined) byKey.delete(oldest);
    }
    return entry.value;
  };
}
