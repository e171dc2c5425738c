import sharp from "sharp";
import { writeHashedFile } from "#server/catalogue/image-files.ts";
import { MIN_CONTENT_IMAGE } from "#server/catalogue/studio/images/image-upload-limits.ts";
import { readImageField } from "#server/catalogue/studio/images/read-uploaded-image.ts";
import type { Database } from "#server/db/client.ts";
import { recordStudioChange } from "#server/lib/audit-log.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { writeShopSettings } from "#server/shop/write-shop-settings.ts";
import type { PictureStore } from "#server/storage/file-storage.ts";

/** The About me photo's size: the 4:5 frame the home page shows it in, as the seed draws it. */
const WIDTH = 800;
const HEIGHT = 1000;

/**
 * Makes an uploaded photo the About me picture: cropped to 4:5 around its centre, one WebP
 * under uploads/about with its content's hash in the name, as the demo shop's is.
 * Throws AppError bad_request for a file that is not a usable picture.
 */
export async function setAboutPhoto(
  db: Database,
  account: StudioAccount,
  options: { file: unknown; pictures: PictureStore },
) {
  const image = await readImageField(options.file, { minimum: MIN_CONTENT_IMAGE });
  const webp = await sharp(image)
    .resize(WIDTH, HEIGHT, { fit: "cover" })
    .webp({ quality: 80, effort: 2 })
    .toBuffer();
  const imagePath = await writeHashedFile(
    { pictures: options.pictures, folder: "about", baseName: "maker", ext: "webp" },
    webp,
  );
  return db.transaction(async (tx) => {
    await writeShopSettings(tx, { aboutMeImagePath: imagePath });
    await recordStudioChange(tx, account, {
      action: "shop-settings.about-photo",
      subject: "shop-settings",
      details: { photo: imagePath },
    });
    return { imagePath };
  });
}
