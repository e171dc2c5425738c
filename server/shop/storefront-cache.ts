import type { Database } from "#server/db/client.ts";
import { keptReads } from "#server/db/kept-reads.ts";
import { storefrontVersion } from "#server/db/schema.ts";
import { watchedStorefrontVersion } from "#server/shop/storefront-version-watch.ts";

/** Answers kept per database handle; the least recently used one goes first. */
const storefrontReads = keptReads(500);

/**
 * The storefront version: database triggers raise it on every write to the catalogue (stock
 * included), the shop settings and the page texts, on whichever instance made it. Known
 * without a query while the handle's watch is live (they notify it at commit), read otherwise.
 */
export async function readStorefrontVersion(db: Database): Promise<number> {
  const watched = watchedStorefrontVersion(db);
  if (watched !== undefined) return watched;
  const [row] = await db.select({ version: storefrontVersion.version }).from(storefrontVersion);
  return row?.version ?? 0;
}

/**
 * `load()`'s answer for `key`, kept for as long as the storefront version stays the same, so
 * a page whose data has not changed costs none of its queries (at most the version's read),
 * for every visitor (the page cache serves only those without a cookie). Only for reads of
 * storefront data that do not depend on the visitor or the clock (see `keptReads`).
 */
export async function cachedStorefrontRead<T>(
  db: Database,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  const version = await readStorefrontVersion(db);
  return storefrontReads(db, key, { stamp: version, isCurrent: (kept) => kept === version }, load);
}
