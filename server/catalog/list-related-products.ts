import { sql } from "drizzle-orm";
import { selectCards } from "#server/catalog/product-query.ts";
import type { ProductCard, ProductDetail } from "#server/catalog/types.ts";
import type { Database } from "#server/db/client.ts";

/** The topic that says nothing about a product: sharing it does not make two related. */
const OTHER_TOPIC = "other";

/**
 * 'You Might Also Like' (spec §9): up to `limit` active, non-subscription products of the
 * same type, never the product itself nor a product whose only topic is 'other'. Those
 * sharing the most sub-categories and topics (besides 'other') come first, then the rest of
 * the type, popular and newest first. One query.
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
  const inList = (values: string[]) =>
    values.length === 0
      ? sql`(null)`
      : sql`(${sql.join(
          values.map((value) => sql`${value}`),
          sql`, `,
        )})`;
  const shared = sql`(select count(*) from product_sub_categories psc
      join sub_categories sc on sc.id = psc.sub_category_id
      where psc.product_id = p.id and sc.slug in ${inList(subSlugs)})
    + (select count(*) from product_topic_categories ptc
      join topic_categories tc on tc.id = ptc.topic_category_id
      where ptc.product_id = p.id and tc.slug in ${inList(topicSlugs)})`;
  const onlyOther = sql`(exists (select 1 from product_topic_categories ptc
      join topic_categories tc on tc.id = ptc.topic_category_id
      where ptc.product_id = p.id and tc.slug = ${OTHER_TOPIC})
    and not exists (select 1 from product_topic_categories ptc
      join topic_categories tc on tc.id = ptc.topic_category_id
      where ptc.product_id = p.id and tc.slug <> ${OTHER_TOPIC}))`;
  return selectCards(
    db,
    sql`pt.slug = ${product.type.slug} and p.id <> ${product.id} and p.is_active
      and p.kind <> 'subscription' and not ${onlyOther}`,
    sql`${shared} desc, p.is_popular desc, p.created_at desc, p.id desc`,
    size,
  );
}
