import { sql } from "drizzle-orm";
import { timedReads } from "#server/catalogue/timed-reads.ts";
import type { Database } from "#server/db/client.ts";
import { rowsOf } from "#server/db/query-rows.ts";

/**
 * Reading the words means splitting every title, too slow to do per search on a large
 * catalogue (50,000 products: about half a second), and the words change only when titles
 * do. A title changed in the last few minutes may not be suggested yet; nothing else waits.
 */
const KEEP_MS = 5 * 60_000;

const vocabularies = timedReads<string[]>({ keepMs: KEEP_MS, maxEntries: 2 });

async function readWords(db: Database, activeOnly: boolean): Promise<string[]> {
  const active = activeOnly ? sql`q.is_active and ` : sql``;
  const rows = await rowsOf<{ w: string }>(
    db,
    sql`select distinct w from products q,
        regexp_split_to_table(lower(q.title), '[^[:alnum:]]+') as w
      where ${active}char_length(w) >= 3 and w ~ '[[:alpha:]]'`,
  );
  return rows.map((row) => row.w);
}

/**
 * The distinct words of the product titles (of active products only, if asked), lower case,
 * 3 characters or more, with a letter in them (a mistyped number has no right answer),
 * read at most every 5 minutes per database handle.
 */
export function titleVocabulary(db: Database, activeOnly: boolean): Promise<string[]> {
  return vocabularies(db, activeOnly ? "active" : "all", () => readWords(db, activeOnly));
}
