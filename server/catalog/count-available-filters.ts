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
  emoji?: string;
  count: number;
}

const selected = (slugs: string[]) =>
  slugs.length > 0
    ? sql`or f.slug in (${sql.join(
        slugs.map((slug) => sql`${slug}`),
        sql`, `,
      )})`
    : sql``;

/** One facet's counts: the products matching every other filter, grouped by the facet's value. */
function facetQuery(filters: ResolvedFilters, facet: Facet): SQL {
  const matching = sql`matching as (select p.id, p.product_type_id from products p
    where ${filterConditions(filters, facet)})`;
  if (facet === "types") {
    return sql`with ${matching}
      select min(f.id) as id, f.slug, min(f.name) as name, count(m.id)::int as count
      from product_types f left join matching m on m.product_type_id = f.id
      group by f.slug having count(m.id) > 0 ${selected(filters.types)}
      order by min(f.name), f.slug`;
  }
  if (facet === "subCategories") {
    return sql`with ${matching}
      select min(f.id) as id, f.slug, min(f.name) as name, count(distinct m.id)::int as count
      from sub_categories f
      left join product_sub_categories l on l.sub_category_id = f.id
      left join matching m on m.id = l.product_id
      group by f.slug having count(distinct m.id) > 0 ${selected(filters.subCategories)}
      order by min(f.name), f.slug`;
  }
  return sql`with ${matching}
    select min(f.id) as id, f.slug, min(f.name) as name, min(f.emoji) as emoji,
      count(distinct m.id)::int as count
    from topic_categories f
    left join product_topic_categories l on l.topic_category_id = f.id
    left join matching m on m.id = l.product_id
    group by f.slug having count(distinct m.id) > 0 ${selected(filters.topics)}
    order by min(f.name), f.slug`;
}

function toCounts(rows: CountRow[]): FilterCount[] {
  return rows.map((row) => ({
    id: Number(row.id),
    slug: row.slug,
    name: row.name,
    count: Number(row.count),
    ...(row.emoji === undefined ? {} : { emoji: row.emoji }),
  }));
}

/**
 * For each facet (types, sub-categories, topics), how many products each value would give
 * with all the other current filters applied: values with a count above 0, plus the selected
 * ones even at 0, ordered by name. Page and sort are ignored. Three queries, run together.
 * A sub-category slug used by several types is one value (filters match slugs).
 */
export async function countAvailableFilters(
  db: Database,
  filters: ProductFilters = {},
): Promise<AvailableFilters> {
  const resolved = await prepareFilters(db, filters);
  const [productTypes, subCategories, topicCategories] = await Promise.all(
    (["types", "subCategories", "topics"] as const).map((facet) =>
      rowsOf<CountRow>(db, facetQuery(resolved, facet)).then(toCounts),
    ),
  );
  return {
    productTypes: productTypes ?? [],
    subCategories: subCategories ?? [],
    topicCategories: topicCategories ?? [],
  };
}
