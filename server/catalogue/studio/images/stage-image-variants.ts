import { encodeImageVariants } from "#server/catalogue/image-files.ts";
import type { ImageVariants } from "#server/db/schema.ts";
import { type PictureStore, pictureKeyOfUrl } from "#server/storage/file-storage.ts";

export function variantUrls(variants: ImageVariants) {
  return Object.values(variants).flatMap((variant) => [variant.avif, variant.webp]);
}

/**
 * Encodes the picture with the shop's own variant maker (encodeImageVariants: AVIF and WebP
 * at the storefront's four widths), in memory. `publish` stores the files, listing in `moved`
 * each one it put there (a file already there holds the same bytes: its name is their hash).
 * So a picture that cannot be encoded stores nothing at all.
 */
export async function stageImageVariants(input: Buffer, options: { baseName: string }) {
  const { variants, files } = await encodeImageVariants(input, {
    folder: "products",
    baseName: options.baseName,
  });
  return {
    variants,
    async publish(pictures: PictureStore, moved: string[]) {
      for (const file of files) {
        if (await pictures.putIfAbsent(file.key, file.data)) moved.push(file.key);
      }
    },
  };
}

/** Removes the pictures of these URL paths; one already gone is no error. */
export async function removeUploadedFiles(pictures: PictureStore, urls: string[]) {
  await pictures.remove(urls.map(pictureKeyOfUrl));
}
