import { eq, getTableColumns, sql } from "drizzle-orm";
import { json } from "#server/catalogue/product-query.ts";
import type { Database } from "#server/db/client.ts";
import { type ImageVariants, products, productTypes } from "#server/db/schema.ts";

export interface StudioProductImage {
  id: number;
  position: number;
  alt: string;
  variants: ImageVariants;
}

const { searchVector: _searchVector, ...productColumns } = getTableColumns(products);

/** The product with the given id for the studio (archived ones too), or null: one query. */
export async function getStudioProduct(db: Database, id: number) {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const [row] = await db
    .select({
      ...productColumns,
      type: { name: productTypes.name, slug: productTypes.slug },
      subCategoryIds: sql<unknown>`coalesce((select json_agg(psc.sub_category_id)
        from product_sub_categories psc where psc.product_id = ${products.id}), '[]'::json)`,
      topicIds: sql<unknown>`coalesce((select json_agg(ptc.topic_category_id)
        from product_topic_categories ptc where ptc.product_id = ${products.id}), '[]'::json)`,
      images: sql<unknown>`coalesce((select json_agg(json_build_object('id', i.id,
          'position', i.position, 'alt', i.alt, 'variants', i.variants) order by i.position)
        from product_images i where i.product_id = ${products.id}), '[]'::json)`,
      fileNames: sql<unknown>`coalesce((select json_agg(f.file_name order by f.id)
        from product_files f where f.product_id = ${products.id}), '[]'::json)`,
      // Order lines and Mail Club memberships naming it: a product with any is never deleted.
      orderCount: sql<number>`(select count(*)::int from order_items oi
          where oi.product_id = ${products.id})
        + (select count(*)::int from subscriptions s where s.product_id = ${products.id})`,
    })
    .from(products)
    .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
    .where(eq(products.id, id));
  if (!row) return null;
  return {
    ...row,
    subCategoryIds: json<number[]>(row.subCategoryIds).map(Number),
    topicIds: json<number[]>(row.topicIds).map(Number),
    images: json<StudioProductImage[]>(row.images),
    fileNames: json<string[]>(row.fileNames),
    orderCount: Number(row.orderCount),
  };
}

export type StudioProduct = NonNullable<Awaited<ReturnType<typeof getStudioProduct>>>;
