import { type SQL, sql } from "drizzle-orm";
import { escapeLike } from "#server/catalogue/search-term.ts";
import { timedReads } from "#server/catalogue/timed-reads.ts";
import { titleVocabulary } from "#server/catalogue/title-vocabulary.ts";
import type { Database } from "#server/db/client.ts";
import { rowsMatching } from "#server/db/query-rows.ts";

/** Two words this close in trigrams (pg_trgm similarity) count as one mistyped ('stikcer'). */
const TYPO_SIMILARITY = 0.3;
/** Shorter words are never corrected: 'cta' is too short to guess from. */
const TYPO_MIN_LENGTH = 4;
/** Answers are kept this long, so a page's list and filter counts ask once. */
const CACHE_MS = 60_000;
const CACHE_ENTRIES = 500;

/**
 * 'tea cu' → 'tea:* & cu': every word of the term (letters and digits only) as a word
 * prefix when it has 3 characters or more, shorter ones as whole words.
 */
function prefixQuery(term: string) {
  const words = term
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 20);
  const parts = words.map((word) => (Array.from(word).length >= 3 ? `${word}:*` : word));
  return parts.length > 0 ? parts.join(" & ") : null;
}

/**
 * Whether the product under `alias` matches the term, any letter case (spec §5): full-text on
 * title, sku, meta description and description (stemmed words, and words starting with each
 * word of the term: 'teacu' finds 'teacup'), or the term as a substring anywhere in the title,
 * sku, meta description or description (a sku fragment, the middle of a word). The substring
 * test is written exactly as the trigram index products_search_text_trgm_idx (migration 0020)
 * is, so the index serves it on both engines; chr(1) keeps a match from spanning two fields.
 */
export function exactMatch(alias: "p" | "q", term: string): SQL {
  const a = sql.raw(alias);
  const pattern = `%${escapeLike(term.toLowerCase())}%`;
  const prefixes = prefixQuery(term);
  const prefixMatch = prefixes
    ? sql` or ${a}.search_vector @@ to_tsquery('english', ${prefixes})`
    : sql``;
  return sql`(${a}.search_vector @@ websearch_to_tsquery('english', ${term})${prefixMatch}
    or lower(${a}.title || chr(1) || ${a}.sku || chr(1) || coalesce(${a}.meta_description, '')
      || chr(1) || ${a}.description) like ${pattern})`;
}

const corrections = timedReads<string>({ keepMs: CACHE_MS, maxEntries: CACHE_ENTRIES });

async function correct(db: Database, term: string, activeOnly: boolean): Promise<string> {
  const active = activeOnly ? sql`q.is_active and ` : sql``;
  const [found] = await rowsMatching<{ found: boolean }>(
    db,
    { search: term },
    sql`select exists (select 1 from products q where ${active}${exactMatch("q", term)}) as found`,
  );
  if (found?.found) return term;

  const words = term
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const guessable = words.filter((word) => Array.from(word).length >= TYPO_MIN_LENGTH);
  if (guessable.length === 0) return term;
  const vocabulary = (await titleVocabulary(db, activeOnly)).join(" ");
  const list = sql.join(
    guessable.map((word) => sql`${word}`),
    sql`, `,
  );
  // The words are letters and digits only, so one space-separated text carries them all.
  const fixes = (await db.execute(
    sql`select t.word, (select v.w from unnest(string_to_array(${vocabulary}, ' ')) as v(w)
          where similarity(v.w, t.word) >= ${TYPO_SIMILARITY}
          order by similarity(v.w, t.word) desc, v.w limit 1) as best
      from unnest(array[${list}]::text[]) as t(word)`,
  )) as unknown as { rows: { word: string; best: string | null }[] };
  const best = new Map(fixes.rows.map((row) => [row.word, row.best ?? row.word]));
  const corrected = words.map((word) => best.get(word) ?? word).join(" ");
  return corrected;
}

/**
 * The term to search with: the term itself when some product contains it, else each word of
 * it (4 letters or more) replaced by the most similar word of the product titles, by pg_trgm
 * trigram similarity — 'stikcer' becomes 'sticker' — so a typo still finds products, and a
 * word that is found never drags in look-alikes. One cheap query when the term is found (the
 * first match ends it), two when it is not. Answers are kept a minute per database.
 */
export function correctSearchTerm(db: Database, term: string, activeOnly: boolean) {
  return corrections(db, `${activeOnly ? 1 : 0}:${term}`, () => correct(db, term, activeOnly));
}
