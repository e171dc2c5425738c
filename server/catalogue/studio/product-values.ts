import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import {
  type ProductFlags,
  productSubCategories,
  type products,
  productTopicCategories,
} from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";
import { personalisationOf } from "./personalisation-schema.ts";
import { postageOf } from "./postage-schema.ts";
import { productMessages } from "./product-messages.ts";
import type { ProductFields } from "./product-schema.ts";

/**
 * The flags the studio edits, merged into the product's own: a blank field removes its flag,
 * every flag the studio does not know is kept as it was.
 */
export function mergeFlags(current: ProductFlags, fields: ProductFields): ProductFlags {
  const edited: Record<string, string | null> = {
    subscription_interval: fields.subscriptionInterval,
    paypal_plan_id: fields.paypalPlanId,
    preview_video_webm: fields.previewVideoWebm,
    preview_video_mp4: fields.previewVideoMp4,
  };
  const flags: ProductFlags = { ...current };
  for (const [key, value] of Object.entries(edited)) {
    if (value === null) delete flags[key];
    else flags[key] = value;
  }
  return flags;
}

/** The columns of `products` the form sets (slug and sku resolved by the caller). */
export function productColumns(
  fields: ProductFields,
  keys: { slug: string; sku: string },
  currentFlags: ProductFlags = {},
) {
  return {
    title: fields.title,
    slug: keys.slug,
    sku: keys.sku,
    kind: fields.kind,
    productTypeId: fields.productTypeId,
    priceCents: fields.price,
    stock: fields.stock,
    ...postageOf(fields),
    description: fields.description,
    isPopular: fields.isPopular,
    metaTitle: fields.metaTitle,
    metaDescription: fields.metaDescription,
    inheritedContentDescription: fields.inheritedDescription,
    inheritedContentSpecs: fields.inheritedSpecs,
    inheritedContentInstructions: fields.inheritedInstructions,
    includedText: fields.includedText,
    flags: mergeFlags(currentFlags, fields),
    personalisation: personalisationOf(fields),
  } satisfies Partial<typeof products.$inferInsert>;
}

/** Replaces the product's sub-categories and topics with the given ones. */
export async function replaceProductLinks(
  db: Database,
  productId: number,
  links: { subCategoryIds: number[]; topicIds: number[] },
) {
  await db.delete(productSubCategories).where(eq(productSubCategories.productId, productId));
  await db.delete(productTopicCategories).where(eq(productTopicCategories.productId, productId));
  if (links.subCategoryIds.length > 0) {
    await db
      .insert(productSubCategories)
      .values(links.subCategoryIds.map((subCategoryId) => ({ productId, subCategoryId })));
  }
  if (links.topicIds.length > 0) {
    await db
      .insert(productTopicCategories)
      .values(links.topicIds.map((topicCategoryId) => ({ productId, topicCategoryId })));
  }
}

/** Another save took the slug or code between the check and the write: try again. */
export function keyTakenMeanwhile() {
  return new AppError("conflict", productMessages.keyTakenMeanwhile, {
    slug: productMessages.keyTakenMeanwhile,
  });
}
