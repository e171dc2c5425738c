import { type SQL, sql } from "drizzle-orm";
import {
  type Facet,
  filterConditions,
  prepareFilters,
  type ResolvedFilters,
} from "#server/catalogue/product-query.ts";
import type { AvailableFilters, FilterCount, ProductFilters } from "#server/catalogue/types.ts";
import type { Database } from "#server/db/client.ts";
import { rowsMatching } from "#server/db/query-rows.ts";

interface CountRow {
  id: number;
  slug: string;
  name: string;
  emoji: string | null;
  count: number;
}

const inList = (slugs: string[]) =>
  slugs.length > 0
    ? sql`(${sql.join(
        slugs.map((slug) => sql`${slug}`),
        sql`, `,
      )})`
    : sql`(null)`;

/** The products matching every filter (but one facet's, if given). */
const matching = (filters: ResolvedFilters, facet?: Facet) =>
  sql`select p.id, p.product_type_id from products p where ${filterConditions(filters, facet)}`;

/**
 * All three facets' counts in one query: each facet's values counted over the products that
 * match every other filter (its own CTE), tagged by facet, ordered by name.
 */
function countsQuery(filters: ResolvedFilters): SQL {
  // A facet nobody chose counts over the products matching every filter: one shared CTE.
  const source = (facet: Facet, chosen: string[]) =>
    chosen.length > 0 ? sql.raw(`m_${facet}`) : sql.raw("m_all");
  const ctes = [sql`m_all as (${matching(filters)})`];
  for (const [facet, chosen] of [
    ["types", filters.types],
    ["subCategories", filters.subCategories],
    ["topics", filters.topics],
  ] as const) {
    if (chosen.length > 0)
      ctes.push(sql`${sql.raw(`m_${facet}`)} as (${matching(filters, facet)})`);
  }
  // Counted from the matching products outwards (their links only), plus a 0 row for each
  // chosen value; the caller keeps the counted row where both exist.
  return sql`with ${sql.join(ctes, sql`, `)}
    select * from (
      select 'types' as facet, min(f.id) as id, f.slug, min(f.name) as name,
        null::text as emoji, count(*)::int as count
      from ${source("types", filters.types)} m join product_types f on f.id = m.product_type_id
      group by f.slug
      union all
      select 'subCategories', min(f.id), f.slug, min(f.name), null::text, count(*)::int
      from ${source("subCategories", filters.subCategories)} m
      join product_sub_categories l on l.product_id = m.id
      join sub_categories f on f.id = l.sub_category_id
      group by f.slug
      union all
      select 'topics', min(f.id), f.slug, min(f.name), min(f.emoji), count(*)::int
      from ${source("topics", filters.topics)} m
      join product_topic_categories l on l.product_id = m.id
      join topic_categories f on f.id = l.topic_category_id
      group by f.slug
      union all
      select 'types', min(f.id), f.slug, min(f.name), null::text, 0
      from product_types f where f.slug in ${inList(filters.types)} group by f.slug
      union all
      select 'subCategories', min(f.id), f.slug, min(f.name), null::text, 0
      from sub_categories f where f.slug in ${inList(filters.subCategories)} group by f.slug
      union all
      select 'topics', min(f.id), f.slug, min(f.name), min(f.emoji), 0
      from topic_categories f where f.slug in ${inList(filters.topics)} group by f.slug
    ) counts
    order by facet, name, slug, count desc`;
}

function toCounts(rows: CountRow[]): FilterCount[] {
  // Rows come by name with the counted one first: a chosen value's 0 row follows it, if any.
  const seen = new Set<string>();
  const unique = rows.filter((row) => !seen.has(row.slug) && seen.add(row.slug));
  return unique.map((row) => ({
    id: Number(row.id),
    slug: row.slug,
    name: row.name,
    count: Number(row.count),
    ...(row.emoji === null ? {} : { emoji: row.emoji }),
  }));
}

/**
 * For each facet (types, sub-categories, topics), how many products each value would give
 * with all the other current filters applied: values with a count above 0, plus the selected
 * ones even at 0, ordered by name. Page and sort are ignored. One query.
 * A sub-category slug used by several types is one value (filters match slugs); a product
 * is counted once per value it has.
 */
export async function countAvailableFilters(
  db: Database,
  filters: ProductFilters = {},
): Promise<AvailableFilters> {
  const resolved = await prepareFilters(db, filters);
  const rows = await rowsMatching<CountRow & { facet: Facet }>(db, resolved, countsQuery(resolved));
  const of = (facet: Facet) => toCounts(rows.filter((row) => row.facet === facet));
  return {
    productTypes: of("types"),
    subCategories: of("subCategories"),
    topicCategories: of("topics"),
  };
}
