import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import {
  productImages,
  productSubCategories,
  products,
  productTopicCategories,
} from "#server/db/schema.ts";
import { isUniqueViolation } from "#server/db/unique-violation.ts";
import { recordStudioChange } from "#server/lib/audit-log.ts";
import { AppError } from "#server/lib/errors.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { productLimits } from "./product-limits.ts";
import { productMessages } from "./product-messages.ts";
import { keyTakenMeanwhile } from "./product-values.ts";
import { copyKeys, lockProductKeys } from "./unique-product-keys.ts";

const COPY_SUFFIX = " (copy)";

/**
 * A copy of the product to start a similar one from: every field, sub-category, topic and
 * picture (the rows point at the same image files), named '… (copy)', with a free slug and
 * code (`slug-copy`, `SKU-COPY`, then numbered), archived so it stays out of the shop until
 * the maker unarchives it. One transaction with its audit row.
 */
export async function duplicateProduct(
  db: Database,
  account: StudioAccount,
  productId: number,
): Promise<{ id: number; slug: string }> {
  try {
    return await db.transaction(async (tx) => {
      const [original] = await tx.select().from(products).where(eq(products.id, productId));
      if (!original) throw new AppError("not_found", productMessages.notFound);
      await lockProductKeys(tx);
      const keys = await copyKeys(tx, original);
      const {
        id: _id,
        searchVector: _searchVector,
        createdAt: _createdAt,
        updatedAt: _updatedAt,
        ...fields
      } = original;
      const title = `${original.title.slice(0, productLimits.title - COPY_SUFFIX.length)}${COPY_SUFFIX}`;
      const [copy] = await tx
        .insert(products)
        .values({ ...fields, ...keys, title, isActive: false })
        .returning({ id: products.id, slug: products.slug });
      if (!copy) throw new Error("The copy was not inserted.");
      await copyRows(tx, productId, copy.id);
      await recordStudioChange(tx, account, {
        action: "product.duplicate",
        subject: `product:${copy.id}`,
        details: { from: `product:${productId}`, title, sku: keys.sku },
      });
      return copy;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw keyTakenMeanwhile();
    throw error;
  }
}

/** The original's sub-categories, topics and pictures, given to the copy (three statements). */
async function copyRows(db: Database, fromId: number, toId: number) {
  const [subs, topics, images] = await Promise.all([
    db.select().from(productSubCategories).where(eq(productSubCategories.productId, fromId)),
    db.select().from(productTopicCategories).where(eq(productTopicCategories.productId, fromId)),
    db.select().from(productImages).where(eq(productImages.productId, fromId)),
  ]);
  if (subs.length > 0) {
    await db.insert(productSubCategories).values(subs.map((row) => ({ ...row, productId: toId })));
  }
  if (topics.length > 0) {
    await db
      .insert(productTopicCategories)
      .values(topics.map((row) => ({ ...row, productId: toId })));
  }
  if (images.length > 0) {
    await db
      .insert(productImages)
      .values(images.map(({ id: _id, createdAt: _at, ...row }) => ({ ...row, productId: toId })));
  }
}
