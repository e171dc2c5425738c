import { postageOf } from "#server/catalogue/studio/postage-schema.ts";
import { centsToDollars } from "#server/lib/money.ts";
import type { CatalogueCells, CatalogueColumn } from "./catalogue-columns.ts";
import { LIST_SEPARATOR } from "./catalogue-columns.ts";
import type { ImportFields } from "./read-import-row.ts";

/** The product form's field each column feeds, to give its messages the column's name. */
export const columnOfField: Record<string, CatalogueColumn> = {
  title: "title",
  slug: "slug",
  sku: "sku",
  kind: "kind",
  productTypeId: "product_type",
  price: "price",
  stock: "stock",
  weightGrams: "weight_grams",
  fitsInLetter: "fits_in_letter",
  fitsInEnvelope: "fits_in_envelope",
  description: "description",
  isPopular: "is_popular",
  isActive: "is_active",
  subCategoryIds: "sub_categories",
  topicIds: "topic_categories",
  metaTitle: "meta_title",
  metaDescription: "meta_description",
  inheritedDescription: "inherited_content_description",
  inheritedSpecs: "inherited_content_specs",
  inheritedInstructions: "inherited_content_instructions",
  includedText: "included_text",
  subscriptionInterval: "subscription_interval",
  paypalPlanId: "paypal_plan_id",
  previewVideoWebm: "preview_video_webm",
  previewVideoMp4: "preview_video_mp4",
};

/** A row's cells as the product form sends them (text, ids for the chosen slugs). */
export function schemaInput(
  cells: CatalogueCells,
  ids: { productTypeId: number; subCategoryIds: number[]; topicIds: number[] },
) {
  return {
    title: cells.title,
    slug: cells.slug,
    sku: cells.sku,
    kind: cells.kind,
    productTypeId: String(ids.productTypeId),
    price: cells.price,
    stock: cells.stock,
    weightGrams: cells.weight_grams,
    fitsInLetter: cells.fits_in_letter,
    fitsInEnvelope: cells.fits_in_envelope,
    description: cells.description,
    isPopular: cells.is_popular,
    isActive: cells.is_active,
    subCategoryIds: ids.subCategoryIds.map(String),
    topicIds: ids.topicIds.map(String),
    metaTitle: cells.meta_title,
    metaDescription: cells.meta_description,
    inheritedDescription: cells.inherited_content_description,
    inheritedSpecs: cells.inherited_content_specs,
    inheritedInstructions: cells.inherited_content_instructions,
    includedText: cells.included_text,
    subscriptionInterval: cells.subscription_interval,
    paypalPlanId: cells.paypal_plan_id,
    previewVideoWebm: cells.preview_video_webm,
    previewVideoMp4: cells.preview_video_mp4,
  };
}

const text = (value: string | null) => value ?? "";

/** What a read row leaves in each column, written as the export writes it. */
export function importedCells(
  fields: ImportFields,
  keys: { sku: string; slug: string; type: string },
  lists: { subSlugs: string[]; topicSlugs: string[] },
): CatalogueCells {
  // What is stored: a download or a plan weighs nothing, whatever its row said.
  const postage = postageOf(fields);
  return {
    sku: keys.sku,
    slug: keys.slug,
    title: fields.title,
    kind: fields.kind,
    product_type: keys.type,
    price: centsToDollars(fields.price),
    stock: fields.stock === null ? "" : String(fields.stock),
    weight_grams: String(postage.weightGrams),
    fits_in_letter: String(postage.fitsInLetter),
    fits_in_envelope: String(postage.fitsInEnvelope),
    is_active: String(fields.isActive),
    is_popular: String(fields.isPopular),
    sub_categories: lists.subSlugs.join(`${LIST_SEPARATOR} `),
    topic_categories: lists.topicSlugs.join(`${LIST_SEPARATOR} `),
    description: fields.description,
    meta_title: text(fields.metaTitle),
    meta_description: text(fields.metaDescription),
    included_text: text(fields.includedText),
    inherited_content_description: text(fields.inheritedDescription),
    inherited_content_specs: text(fields.inheritedSpecs),
    inherited_content_instructions: text(fields.inheritedInstructions),
    subscription_interval: text(fields.subscriptionInterval),
    paypal_plan_id: text(fields.paypalPlanId),
    preview_video_webm: text(fields.previewVideoWebm),
    preview_video_mp4: text(fields.previewVideoMp4),
  };
}
