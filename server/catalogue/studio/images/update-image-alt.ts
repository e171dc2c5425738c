import { and, eq } from "drizzle-orm";
import { imageMessages } from "#server/catalogue/studio/images/image-upload-limits.ts";
import type { Database } from "#server/db/client.ts";
import { productImages } from "#server/db/schema.ts";
import { recordStudioChange } from "#server/lib/audit-log.ts";
import { AppError } from "#server/lib/errors.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { imageAltSchema } from "./image-schemas.ts";
import { type StudioProductImage, studioImageColumns } from "./list-product-images.ts";

/** Saves the text that describes a picture to people who cannot see it (its alt text). */
export async function updateImageAlt(
  db: Database,
  account: StudioAccount,
  options: { productId: number; imageId: number; alt: unknown },
): Promise<StudioProductImage> {
  const parsed = imageAltSchema.safeParse(options.alt);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? imageMessages.altRequired;
    throw new AppError("bad_request", message, { alt: message });
  }
  return db.transaction(async (tx) => {
    const [image] = await tx
      .update(productImages)
      .set({ alt: parsed.data })
      .where(
        and(eq(productImages.id, options.imageId), eq(productImages.productId, options.productId)),
      )
      .returning(studioImageColumns);
    if (!image) throw new AppError("not_found", imageMessages.imageNotFound);
    await recordStudioChange(tx, account, {
      action: "product.image.alt",
      subject: `product:${options.productId}`,
      details: { imageId: image.id, alt: image.alt },
    });
    return image;
  });
}
