import { asc, eq, sql } from "drizzle-orm";
import { imageMessages } from "#server/catalogue/studio/images/image-upload-limits.ts";
import type { Database } from "#server/db/client.ts";
import { productImages } from "#server/db/schema.ts";
import { recordStudioChange } from "#server/lib/audit-log.ts";
import { AppError } from "#server/lib/errors.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { listProductImages, type StudioProductImage } from "./list-product-images.ts";
import { lockProduct } from "./lock-product.ts";

/**
 * Puts the product's pictures in the order of `imageIds`, which must name each of them once:
 * a list made from an outdated page (a picture added or deleted since) is refused. Positions
 * are made negative first, because the unique (product, position) index is checked row by
 * row and a swap would otherwise collide half-way.
 */
export async function reorderProductImages(
  db: Database,
  account: StudioAccount,
  options: { productId: number; imageIds: number[] },
): Promise<StudioProductImage[]> {
  const { productId, imageIds } = options;
  return db.transaction(async (tx) => {
    await lockProduct(tx, productId);
    const current = await tx
      .select({ id: productImages.id })
      .from(productImages)
      .where(eq(productImages.productId, productId))
      .orderBy(asc(productImages.position));
    const sameSet =
      current.length === imageIds.length &&
      new Set(imageIds).size === imageIds.length &&
      current.every(({ id }) => imageIds.includes(id));
    if (!sameSet) throw new AppError("conflict", imageMessages.orderOutdated);
    if (current.every(({ id }, index) => imageIds[index] === id)) {
      return listProductImages(tx, productId);
    }
    await tx
      .update(productImages)
      .set({ position: sql`-1 - ${productImages.position}` })
      .where(eq(productImages.productId, productId));
    const positions = sql.join(
      imageIds.map((id, position) => sql`when ${id} then ${position}::integer`),
      sql` `,
    );
    await tx
      .update(productImages)
      .set({ position: sql`case ${productImages.id} ${positions} end` })
      .where(eq(productImages.productId, productId));
    await recordStudioChange(tx, account, {
      action: "product.image.reorder",
      subject: `product:${productId}`,
      details: { order: imageIds },
    });
    return listProductImages(tx, productId);
  });
}
