import type { Database } from "#server/db/client.ts";
import { keptReads } from "#server/db/kept-reads.ts";

/**
 * A read kept per database handle and key for `keepMs` from when it was made, at most
 * `maxEntries` keys; a failed read is not kept.
 */
export function timedReads<T>({ keepMs, maxEntries }: { keepMs: number; maxEntries: number }) {
  const reads = keptReads(maxEntries);
  return (db: Database, key: string, read: () => Promise<T>): Promise<T> => {
    const now = Date.now();
    return reads(db, key, { stamp: now, isCurrent: (madeAt) => now - madeAt < keepMs }, read);
  };
}
