/**
 * The columns of the catalogue CSV, in file order: every product field of spec §3 the shop
 * stores, types, sub-categories and topics by slug, the price in dollars. Without server
 * imports, so the import screen can name them too.
 */
export const catalogueColumns = [
  "sku",
  "slug",
  "title",
  "kind",
  "product_type",
  "price",
  "stock",
  "weight_grams",
  "fits_in_letter",
  "fits_in_envelope",
  "is_active",
  "is_popular",
  "sub_categories",
  "topic_categories",
  "description",
  "meta_title",
  "meta_description",
  "included_text",
  "inherited_content_description",
  "inherited_content_specs",
  "inherited_content_instructions",
  "subscription_interval",
  "paypal_plan_id",
  "preview_video_webm",
  "preview_video_mp4",
] as const;

export type CatalogueColumn = (typeof catalogueColumns)[number];
export type CatalogueCells = Record<CatalogueColumn, string>;

/** What a blank cell of these means on an existing product: leave the field as it is. */
export const keptWhenBlank: readonly CatalogueColumn[] = [
  "sku",
  "slug",
  "title",
  "kind",
  "product_type",
  "price",
  "is_active",
  "is_popular",
  "fits_in_letter",
  "fits_in_envelope",
];

/** Texts too long to show before and after in the dry run: it says they change. */
export const longColumns: readonly CatalogueColumn[] = [
  "description",
  "meta_description",
  "included_text",
  "inherited_content_description",
  "inherited_content_specs",
  "inherited_content_instructions",
];

/** Sub-categories and topics are written `slug; slug` in one cell. */
export const LIST_SEPARATOR = ";";

export function isCatalogueColumn(name: string): name is CatalogueColumn {
  return (catalogueColumns as readonly string[]).includes(name);
}
