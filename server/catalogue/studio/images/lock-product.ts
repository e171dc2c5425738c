import { eq } from "drizzle-orm";
import { imageMessages } from "#server/catalogue/studio/images/image-upload-limits.ts";
import type { Database } from "#server/db/client.ts";
import { products } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";

/**
 * The product row, locked for the rest of the transaction, so that changes to one product's
 * pictures (two uploads finishing together, a reorder) happen one after the other.
 */
export async function lockProduct(tx: Database, productId: number) {
  const [product] = await tx
    .select({ id: products.id, title: products.title, slug: products.slug })
    .from(products)
    .where(eq(products.id, productId))
    .for("update");
  if (!product) throw new AppError("not_found", imageMessages.productNotFound);
  return product;
}
