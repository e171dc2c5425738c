import { randomUUID } from "node:crypto";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { writeImageVariants } from "#server/catalog/image-files.ts";
import type { ImageVariants } from "#server/db/schema.ts";

/** Where staged files wait: beside `uploads/` (same disk, so a rename moves them), not served. */
const STAGING = "upload-staging";

/** The file of an upload's URL path (`/uploads/products/x.webp`) under a data dir. */
export function uploadedFile(dataDir: string, url: string) {
  return path.join(dataDir, ...url.split("/").filter(Boolean));
}

export function variantUrls(variants: ImageVariants) {
  return Object.values(variants).flatMap((variant) => [variant.avif, variant.webp]);
}

/**
 * Encodes the picture with the shop's own variant maker (writeImageVariants: AVIF and WebP
 * at the storefront's four widths) into a staging folder of its own. `publish` moves the files
 * into `uploads/`, listing in `moved` each one it put there (a file already there holds the
 * same bytes: its name is their hash); `discard` removes what is left. So a failed upload
 * leaves nothing half-written where the shop serves files.
 */
export async function stageImageVariants(
  input: Buffer,
  options: { dataDir: string; baseName: string },
) {
  const stagingDir = path.join(options.dataDir, STAGING, randomUUID());
  const discard = () => rm(stagingDir, { recursive: true, force: true });
  let variants: ImageVariants;
  try {
    variants = await writeImageVariants(input, {
      dataDir: stagingDir,
      folder: "products",
      baseName: options.baseName,
    });
  } catch (error) {
    await discard();
    throw error;
  }
  return {
    variants,
    discard,
    async publish(moved: string[]) {
      for (const url of variantUrls(variants)) {
        const target = uploadedFile(options.dataDir, url);
        const present = await stat(target).then(
          () => true,
          () => false,
        );
        if (present) continue;
        await mkdir(path.dirname(target), { recursive: true });
        await rename(uploadedFile(stagingDir, url), target);
        moved.push(url);
      }
    },
  };
}

/** Removes the files of these URL paths; one already gone is no error. */
export async function removeUploadedFiles(dataDir: string, urls: string[]) {
  await Promise.all(urls.map((url) => rm(uploadedFile(dataDir, url), { force: true })));
}
