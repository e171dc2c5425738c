import { type SQL, sql } from "drizzle-orm";
import {
  type Facet,
  filterConditions,
  prepareFilters,
  type ResolvedFilters,
  rowsOf,
} from "#server/catalog/product-query.ts";
import type { AvailableFilters, FilterCount, ProductFilters } from "#server/catalog/types.ts";
import type { Database } from "#server/db/client.ts";

interface CountRow {
  id: number;
  slug: string;
  name: string;
  emoji: string | null;
  count: number;
}

const selected = (slugs: string[]) =>
  slugs.length > 0
    ? sql`or f.slug in (${sql.join(
        slugs.map((slug) => sql`${slug}`),
        sql`, `,
      )})`
    : sql``;

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
  return sql`with ${sql.join(ctes, sql`, `)}
    select * from (
      select 'types' as facet, min(f.id) as id, f.slug, min(f.name) as name,
        null::text as emoji, count(m.id)::int as count
      from product_types f left join ${source("types", filters.types)} m
        on m.product_type_id = f.id
      group by f.slug having count(m.id) > 0 ${selected(filters.types)}
      union all
      select 'subCategories', min(f.id), f.slug, min(f.name), null::text, count(m.id)::int
      from sub_categories f
      left join product_sub_categories l on l.sub_category_id = f.id
      left join ${source("subCategories", filters.subCategories)} m on m.id = l.product_id
      group by f.slug having count(m.id) > 0 ${selected(filters.subCategories)}
      union all
      select 'topics', min(f.id), f.slug, min(f.name), min(f.emoji), count(m.id)::int
      from topic_categories f
      left join product_topic_categories l on l.topic_category_id = f.id
      left join ${source("topics", filters.topics)} m on m.id = l.product_id
      group by f.slug having count(m.id) > 0 ${selected(filters.topics)}
    ) counts
    order by facet, name, slug`;
}

function toCounts(rows: CountRow[]): FilterCount[] {
  return rows.map((row) => ({
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
  const rows = await rowsOf<CountRow & { facet: Facet }>(db, countsQuery(resolved));
  const of = (facet: Facet) => toCounts(rows.filter((row) => row.facet === facet));
  return {
    productTypes: of("types"),
    subCategories: of("subCategories"),
    topicCategories: of("topics"),
  };
}
