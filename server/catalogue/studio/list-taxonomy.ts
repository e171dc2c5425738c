import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { rowsOf } from "#server/db/query-rows.ts";

export interface TaxonomyType {
  id: number;
  name: string;
  slug: string;
  code: string;
  includedText: string | null;
  productCount: number;
}
export interface TaxonomySubCategory {
  id: number;
  productTypeId: number;
  name: string;
  slug: string;
  includedText: string | null;
  productCount: number;
}
export interface TaxonomyTopic {
  id: number;
  name: string;
  slug: string;
  emoji: string;
  productCount: number;
}

/**
 * Every product type, sub-category and topic with how many products have it, for the
 * taxonomy screen: three queries, each counting with one grouped scan of its link table.
 */
export async function listTaxonomy(db: Database) {
  const [types, subCategories, topics] = await Promise.all([
    rowsOf<TaxonomyType>(
      db,
      sql`select t.id, t.name, t.slug, t.code, t.included_text as "includedText",
          coalesce(c.n, 0)::int as "productCount"
        from product_types t
        left join (select product_type_id, count(*) as n from products group by product_type_id) c
          on c.product_type_id = t.id
        order by t.sort_order, t.name`,
    ),
    rowsOf<TaxonomySubCategory>(
      db,
      sql`select s.id, s.product_type_id as "productTypeId", s.name, s.slug,
          s.included_text as "includedText", coalesce(c.n, 0)::int as "productCount"
        from sub_categories s
        left join (select sub_category_id, count(*) as n from product_sub_categories
          group by sub_category_id) c on c.sub_category_id = s.id
        order by s.name, s.id`,
    ),
    rowsOf<TaxonomyTopic>(
      db,
      sql`select t.id, t.name, t.slug, t.emoji, coalesce(c.n, 0)::int as "productCount"
        from topic_categories t
        left join (select topic_category_id, count(*) as n from product_topic_categories
          group by topic_category_id) c on c.topic_category_id = t.id
        order by t.name`,
    ),
  ]);
  return { types, subCategories, topics };
}
