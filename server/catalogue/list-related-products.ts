import { sql } from "drizzle-orm";
import { type CardRow, cardColumns, cardJoins, toCard } from "#server/catalogue/product-query.ts";
import type { ProductCard, ProductDetail } from "#server/catalogue/types.ts";
import type { Database } from "#server/db/client.ts";
import { rowsOf } from "#server/db/query-rows.ts";

/** The topic that says nothing about a product: sharing it does not make two related. */
const OTHER_TOPIC = "other";

/**
 * 'You Might Also Like' (spec §9): up to `limit` active, non-subscription products of the
 * same type (spec §7 filters the list by type), never the product itself nor a product whose
 * only topic is 'other'. A product with sub-categories or topics (besides 'other') is
 * matched on them: only products sharing one are related, those sharing most first, and
 * fewer than `limit` is better than padding with unrelated ones. A product with none is
 * matched on its type alone. Then popular and newest first. One query.
 */
export async function listRelatedProducts(
  db: Database,
  product: Pick<ProductDetail, "id" | "type" | "subCategories" | "topicCategories">,
  limit = 6,
): Promise<ProductCard[]> {
  const size = Math.max(0, Math.min(50, Math.floor(limit)));
  if (size === 0) return [];
  const subSlugs = product.subCategories.map((sub) => sub.slug);
  const topicSlugs = product.topicCategories
    .map((topic) => topic.slug)
    .filter((slug) => slug !== OTHER_TOPIC);
  const onlySharing =
    subSlugs.length > 0 || topicSlugs.length > 0 ? sql`and s.id is not null` : sql``;
  const inList = (values: string[]) =>
    values.length === 0
      ? sql`(null)`
      : sql`(${sql.join(
          values.map((value) => sql`${value}`),
          sql`, `,
        )})`;
  // Scores and the 'other'-only products come from two grouped scans of the link tables,
  // not from subqueries run once per candidate.
  const rows = await rowsOf<CardRow>(
    db,
    sql`with shared as (
        select l.product_id as id, count(*) as n from product_sub_categories l
          join sub_categories c on c.id = l.sub_category_id
          where c.slug in ${inList(subSlugs)} group by l.product_id
        union all
        select l.product_id, count(*) from product_topic_categories l
          join topic_categories c on c.id = l.topic_category_id
          where c.slug in ${inList(topicSlugs)} group by l.product_id),
      scores as (select id, sum(n) as score from shared group by id),
      only_other as (select l.product_id as id from product_topic_categories l
          join topic_categories c on c.id = l.topic_category_id
          group by l.product_id having bool_and(c.slug = ${OTHER_TOPIC}))
      select ${cardColumns} from products p ${cardJoins}
        left join scores s on s.id = p.id
      where pt.slug = ${product.type.slug} and p.id <> ${product.id} and p.is_active
        and p.kind <> 'subscription' and p.id not in (select id from only_other) ${onlySharing}
      order by coalesce(s.score, 0) desc, p.is_popular desc, p.created_at desc, p.id desc
      limit ${size}`,
  );
  return rows.map(toCard);
}
