import { and, eq, sql } from "drizzle-orm";
import { imageMessages } from "#server/catalogue/studio/images/image-upload-limits.ts";
import type { Database } from "#server/db/client.ts";
import { productImages } from "#server/db/schema.ts";
import { recordStudioChange } from "#server/lib/audit-log.ts";
import { AppError } from "#server/lib/errors.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import type { PictureStore } from "#server/storage/file-storage.ts";
import { removeUploadedFiles, variantUrls } from "./stage-image-variants.ts";

/**
 * Deletes a picture of the product, with its audit row. Its files go too once no other
 * picture uses them (the demo shop and a photo uploaded twice share files: same bytes, same
 * names); they are removed after the commit, so a failed delete leaves every file in place.
 */
export async function deleteProductImage(
  db: Database,
  account: StudioAccount,
  options: { productId: number; imageId: number; pictures: PictureStore },
) {
  const deleted = await db.transaction(async (tx) => {
    const [image] = await tx
      .delete(productImages)
      .where(
        and(eq(productImages.id, options.imageId), eq(productImages.productId, options.productId)),
      )
      .returning({
        id: productImages.id,
        alt: productImages.alt,
        variants: productImages.variants,
      });
    if (!image) throw new AppError("not_found", imageMessages.imageNotFound);
    await recordStudioChange(tx, account, {
      action: "product.image.delete",
      subject: `product:${options.productId}`,
      details: { imageId: image.id, alt: image.alt },
    });
    return image;
  });
  const largest = deleted.variants.large.webp;
  const [stillUsed] = await db
    .select({ id: productImages.id })
    .from(productImages)
    .where(sql`${productImages.variants}->'large'->>'webp' = ${largest}`)
    .limit(1);
  if (!stillUsed) await removeUploadedFiles(options.pictures, variantUrls(deleted.variants));
}
