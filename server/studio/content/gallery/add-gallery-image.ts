import { sql } from "drizzle-orm";
import { writeImageVariants } from "#server/catalogue/image-files.ts";
import { MIN_CONTENT_IMAGE } from "#server/catalogue/studio/images/image-upload-limits.ts";
import { readImageField } from "#server/catalogue/studio/images/read-uploaded-image.ts";
import type { Database } from "#server/db/client.ts";
import { galleryImages } from "#server/db/schema.ts";
import { recordStudioChange } from "#server/lib/audit-log.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import type { PictureStore } from "#server/storage/file-storage.ts";
import { altMessages, requiredAltSchema } from "#server/studio/content/images/alt-text.ts";
import { parseInput } from "#server/validation/parse-input.ts";

/**
 * Adds a picture at the end of the gallery, encoded like the seeded ones (4:3, four sizes in
 * AVIF and WebP under uploads/gallery). Its text alternative is required. Throws AppError
 * bad_request (details.alt, details.image).
 */
export async function addGalleryImage(
  db: Database,
  account: StudioAccount,
  options: { file: unknown; alt: unknown; pictures: PictureStore },
) {
  const { alt } = parseInput(
    requiredAltSchema,
    { alt: options.alt },
    { message: altMessages.invalidForm },
  );
  const image = await readImageField(options.file, { minimum: MIN_CONTENT_IMAGE });
  const variants = await writeImageVariants(image, {
    pictures: options.pictures,
    folder: "gallery",
    baseName: "studio",
  });
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(galleryImages)
      .values({
        alt,
        width: variants.large.width,
        height: variants.large.height,
        variants,
        position: sql`(select coalesce(max(${galleryImages.position}), -1) + 1 from ${galleryImages})`,
      })
      .returning({ id: galleryImages.id });
    if (!row) throw new Error("the new gallery picture was not returned");
    await recordStudioChange(tx, account, {
      action: "gallery-image.add",
      subject: `gallery-image:${row.id}`,
      details: { alt, picture: variants.large.webp },
    });
    return { id: row.id, alt, variants };
  });
}
