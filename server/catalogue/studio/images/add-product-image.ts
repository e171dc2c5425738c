import { eq, sql } from "drizzle-orm";
import { imageMessages } from "#server/catalogue/studio/images/image-upload-limits.ts";
import { readUploadedImage } from "#server/catalogue/studio/images/read-uploaded-image.ts";
import type { Database } from "#server/db/client.ts";
import { productImages, products } from "#server/db/schema.ts";
import { recordStudioChange } from "#server/lib/audit-log.ts";
import { AppError } from "#server/lib/errors.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import type { PictureStore } from "#server/storage/file-storage.ts";
import { type StudioProductImage, studioImageColumns } from "./list-product-images.ts";
import { lockProduct } from "./lock-product.ts";
import { stageImageVariants } from "./stage-image-variants.ts";

/** The readable start of the files' names: the product's slug, kept to safe characters. */
const baseNameOf = (slug: string) =>
  slug
    .replace(/[^a-z0-9-]/g, "")
    .slice(0, 60)
    .replace(/-+$/, "") || "product";

/**
 * Adds an uploaded picture after the product's others: checked (type, size, pixels), turned
 * upright, made into the storefront's AVIF and WebP sizes, its row and audit row written in one
 * transaction with the files stored. Its alt text starts as the product's name.
 * On any failure no row is written and no file of this upload is left behind.
 */
export async function addProductImage(
  db: Database,
  account: StudioAccount,
  options: { productId: number; pictures: PictureStore; file: { name: string; bytes: Buffer } },
): Promise<StudioProductImage> {
  const { productId, pictures, file } = options;
  const [product] = await db
    .select({ slug: products.slug })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) throw new AppError("not_found", imageMessages.productNotFound);
  const pixels = await readUploadedImage(file.bytes, file.name);
  const staged = await stageImageVariants(pixels, { baseName: baseNameOf(product.slug) }).catch(
    () => {
      throw new AppError("bad_request", imageMessages.unreadable(file.name));
    },
  );

  const moved: string[] = [];
  try {
    return await db.transaction(async (tx) => {
      const { title } = await lockProduct(tx, productId);
      const [last] = await tx
        .select({ position: sql<number>`coalesce(max(${productImages.position}) + 1, 0)` })
        .from(productImages)
        .where(eq(productImages.productId, productId));
      const { variants } = staged;
      const [image] = await tx
        .insert(productImages)
        .values({
          productId,
          position: Number(last?.position ?? 0),
          alt: title,
          width: variants.large.width,
          height: variants.large.height,
          variants,
        })
        .returning(studioImageColumns);
      if (!image) throw new Error("The picture's row was not inserted.");
      await recordStudioChange(tx, account, {
        action: "product.image.add",
        subject: `product:${productId}`,
        details: { imageId: image.id, file: file.name.slice(0, 200) },
      });
      await staged.publish(pictures, moved);
      return image;
    });
  } catch (error) {
    await pictures.remove(moved);
    throw error;
  }
}
