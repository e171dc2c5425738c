import { type SQL, sql } from "drizzle-orm";
import { defaultMetaDescription } from "#server/catalogue/meta-description.ts";
import { cardOf, json } from "#server/catalogue/product-query.ts";
import { saleColumn } from "#server/catalogue/sale-price.ts";
import type { ProductImage, ProductKind, ProductRecord } from "#server/catalogue/types.ts";
import type { Database } from "#server/db/client.ts";
import { rowsOf } from "#server/db/query-rows.ts";
import type { PersonalisationFields, ProductFlags } from "#server/db/schema.ts";

interface RecordRow {
  id: number;
  kind: ProductKind;
  slug: string;
  sku: string;
  title: string;
  price_cents: number;
  description: string;
  stock: number | null;
  is_active: boolean;
  flags: unknown;
  is_popular: boolean;
  meta_title: string | null;
  meta_description: string | null;
  inherited_content_description: string | null;
  inherited_content_specs: string | null;
  inherited_content_instructions: string | null;
  included_text: string | null;
  personalisation: unknown;
  created_at: Date | string;
  updated_at: Date | string;
  type_slug: string;
  type_name: string;
  type_code: string;
  type_included_text: string | null;
  images: unknown;
  sale: unknown;
  sub_categories: unknown;
  topic_categories: unknown;
}

/** A product with its type, images, sub-categories and topics as one row (json aggregates). */
export function selectRecords(where: SQL, order: SQL = sql`p.id`): SQL {
  return sql`select p.id, p.kind, p.slug, p.sku, p.title, p.price_cents, p.description, p.stock,
      p.is_active, p.flags, p.is_popular, p.meta_title, p.meta_description,
      p.inherited_content_description, p.inherited_content_specs,
      p.inherited_content_instructions, p.included_text, p.personalisation, p.created_at, p.updated_at,
      pt.slug as type_slug, pt.name as type_name, pt.code as type_code,
      pt.included_text as type_included_text, ${saleColumn},
      coalesce((select json_agg(json_build_object('alt', i.alt, 'width', i.width,
          'height', i.height, 'variants', i.variants) order by i.position)
        from product_images i where i.product_id = p.id), '[]'::json) as images,
      coalesce((select json_agg(json_build_object('slug', sc.slug, 'name', sc.name,
          'includedText', sc.included_text) order by sc.name, sc.slug)
        from product_sub_categories psc join sub_categories sc on sc.id = psc.sub_category_id
        where psc.product_id = p.id), '[]'::json) as sub_categories,
      coalesce((select json_agg(json_build_object('slug', tc.slug, 'name', tc.name,
          'emoji', tc.emoji) order by tc.name, tc.slug)
        from product_topic_categories ptc join topic_categories tc on tc.id = ptc.topic_category_id
        where ptc.product_id = p.id), '[]'::json) as topic_categories
    from products p join product_types pt on pt.id = p.product_type_id
    where ${where} order by ${order}`;
}

export function toRecord(row: RecordRow): ProductRecord {
  const images = json<ProductImage[]>(row.images).map((image) => ({
    ...image,
    alt: image.alt || row.title,
  }));
  const subCategories = json<ProductRecord["subCategories"]>(row.sub_categories);
  const productType = {
    slug: row.type_slug,
    name: row.type_name,
    code: row.type_code,
    includedText: row.type_included_text,
  };
  return {
    ...cardOf(row, images[0] ?? null),
    sku: row.sku,
    description: row.description,
    metaTitle: row.meta_title?.trim() || row.title,
    metaDescription: row.meta_description?.trim() || defaultMetaDescription(row.description),
    stock: row.stock === null ? null : Number(row.stock),
    isActive: row.is_active,
    flags: json<ProductFlags>(row.flags) ?? {},
    images,
    subCategories,
    topicCategories: json<ProductRecord["topicCategories"]>(row.topic_categories),
    inheritedDescription: row.inherited_content_description,
    inheritedSpecs: row.inherited_content_specs,
    inheritedInstructions: row.inherited_content_instructions,
    includedText:
      row.included_text ??
      subCategories.find((sub) => sub.includedText)?.includedText ??
      productType.includedText,
    personalisation: json<PersonalisationFields | null>(row.personalisation),
    updatedAt: new Date(row.updated_at),
    productType,
  };
}

/**
 * Full records of the given products, in the order of `ids` (missing ones left out), in one
 * query however many there are.
 */
export async function loadProductRecords(db: Database, ids: number[]): Promise<ProductRecord[]> {
  if (ids.length === 0) return [];
  const rows = await rowsOf<RecordRow>(
    db,
    selectRecords(
      sql`p.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    ),
  );
  const byId = new Map(rows.map((row) => [Number(row.id), toRecord(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
