import { type SQL, sql } from "drizzle-orm";
import { json } from "#server/catalogue/product-query.ts";
import type { Database } from "#server/db/client.ts";
import { rowsOf } from "#server/db/query-rows.ts";
import type { ProductFlags, ProductKind } from "#server/db/schema.ts";
import { centsToDollars } from "#server/lib/money.ts";
import { type CatalogueCells, LIST_SEPARATOR } from "./catalogue-columns.ts";

/** A product as the catalogue CSV holds it. */
export interface CatalogueProduct {
  id: number;
  sku: string;
  slug: string;
  title: string;
  kind: ProductKind;
  typeSlug: string;
  priceCents: number;
  stock: number | null;
  weightGrams: number;
  fitsInLetter: boolean;
  fitsInEnvelope: boolean;
  isActive: boolean;
  isPopular: boolean;
  subCategorySlugs: string[];
  topicSlugs: string[];
  description: string;
  metaTitle: string | null;
  metaDescription: string | null;
  includedText: string | null;
  inheritedDescription: string | null;
  inheritedSpecs: string | null;
  inheritedInstructions: string | null;
  flags: ProductFlags;
}

interface Row extends Omit<CatalogueProduct, "subCategorySlugs" | "topicSlugs" | "flags"> {
  subCategorySlugs: unknown;
  topicSlugs: unknown;
  flags: unknown;
}

/**
 * Products with their type, sub-category and topic slugs, in one query: all of them (by id),
 * or those whose upper-cased code or slug is among the given ones.
 */
export async function loadCatalogueProducts(
  db: Database,
  only?: { skus: string[]; slugs: string[] },
): Promise<CatalogueProduct[]> {
  let where: SQL = sql`true`;
  if (only) {
    const list = (values: string[]) =>
      values.length === 0
        ? sql`null`
        : sql.join(
            values.map((value) => sql`${value}`),
            sql`, `,
          );
    where = sql`upper(p.sku) in (${list(only.skus)}) or p.slug in (${list(only.slugs)})`;
  }
  const rows = await rowsOf<Row>(
    db,
    sql`select p.id, p.sku, p.slug, p.title, p.kind, pt.slug as "typeSlug",
        p.price_cents as "priceCents", p.stock, p.weight_grams as "weightGrams",
        p.fits_in_letter as "fitsInLetter",
        p.fits_in_envelope as "fitsInEnvelope", p.is_active as "isActive",
        p.is_popular as "isPopular", p.description, p.meta_title as "metaTitle",
        p.meta_description as "metaDescription", p.included_text as "includedText",
        p.inherited_content_description as "inheritedDescription",
        p.inherited_content_specs as "inheritedSpecs",
        p.inherited_content_instructions as "inheritedInstructions", p.flags,
        coalesce((select json_agg(sc.slug order by sc.slug) from product_sub_categories psc
          join sub_categories sc on sc.id = psc.sub_category_id
          where psc.product_id = p.id), '[]'::json) as "subCategorySlugs",
        coalesce((select json_agg(tc.slug order by tc.slug) from product_topic_categories ptc
          join topic_categories tc on tc.id = ptc.topic_category_id
          where ptc.product_id = p.id), '[]'::json) as "topicSlugs"
      from products p join product_types pt on pt.id = p.product_type_id
      where ${where} order by p.id`,
  );
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    priceCents: Number(row.priceCents),
    stock: row.stock === null ? null : Number(row.stock),
    weightGrams: Number(row.weightGrams),
    subCategorySlugs: json<string[]>(row.subCategorySlugs),
    topicSlugs: json<string[]>(row.topicSlugs),
    flags: json<ProductFlags>(row.flags) ?? {},
  }));
}

const flag = (flags: ProductFlags, key: string) =>
  typeof flags[key] === "string" ? (flags[key] as string) : "";

/** The product's row of the CSV, as text. */
export function productCells(product: CatalogueProduct): CatalogueCells {
  return {
    sku: product.sku,
    slug: product.slug,
    title: product.title,
    kind: product.kind,
    product_type: product.typeSlug,
    price: centsToDollars(product.priceCents),
    stock: product.stock === null ? "" : String(product.stock),
    weight_grams: String(product.weightGrams),
    fits_in_letter: String(product.fitsInLetter),
    fits_in_envelope: String(product.fitsInEnvelope),
    is_active: String(product.isActive),
    is_popular: String(product.isPopular),
    sub_categories: [...product.subCategorySlugs].sort().join(`${LIST_SEPARATOR} `),
    topic_categories: [...product.topicSlugs].sort().join(`${LIST_SEPARATOR} `),
    description: product.description,
    meta_title: product.metaTitle ?? "",
    meta_description: product.metaDescription ?? "",
    included_text: product.includedText ?? "",
    inherited_content_description: product.inheritedDescription ?? "",
    inherited_content_specs: product.inheritedSpecs ?? "",
    inherited_content_instructions: product.inheritedInstructions ?? "",
    subscription_interval: flag(product.flags, "subscription_interval"),
    paypal_plan_id: flag(product.flags, "paypal_plan_id"),
    preview_video_webm: flag(product.flags, "preview_video_webm"),
    preview_video_mp4: flag(product.flags, "preview_video_mp4"),
  };
}
