import { type SQL, sql } from "drizzle-orm";

/**
 * `'sleepy':* & 'stk-01':*`: each word of the term as a quoted word prefix, which the
 * full-text parser splits as it splits the stored text ('STK-014' → stk, -014). Quotes and
 * backslashes are dropped, so no input can break the query's syntax. Null when no word is left.
 */
export function prefixTsQuery(term: string) {
  const words = term.replace(/['\\]/g, " ").split(/\s+/).filter(Boolean).slice(0, 10);
  return words.length > 0 ? words.map((word) => `'${word}':*`).join(" & ") : null;
}

/**
 * Whether product `p` matches what the maker typed: every word starts a word of its name or
 * code ('sleepy cat', 'STK-01'; the full-text index), or it is the exact code (the unique
 * index). Substrings inside words ('eepy') are left out on purpose: the trigram index that
 * would find them costs hundreds of milliseconds on 50,000 products for a term nothing has.
 */
export function studioSearchCondition(term: string): SQL {
  const prefixes = prefixTsQuery(term);
  const words = prefixes ? sql`p.search_vector @@ to_tsquery('english', ${prefixes}) or ` : sql``;
  return sql`(${words}p.sku = ${term.toUpperCase()})`;
}
