import { asc } from "drizzle-orm";
import { GALLERY_LIMIT } from "#server/content/gallery/list-gallery-images.ts";
import type { Database } from "#server/db/client.ts";
import { galleryImages } from "#server/db/schema.ts";

/**
 * Every gallery picture in the home page's order, each marked with whether the home page
 * shows it (only the first 4 are, spec §9).
 */
export async function listStudioGallery(db: Database) {
  const rows = await db
    .select({
      id: galleryImages.id,
      alt: galleryImages.alt,
      width: galleryImages.width,
      height: galleryImages.height,
      variants: galleryImages.variants,
    })
    .from(galleryImages)
    .orderBy(asc(galleryImages.position), asc(galleryImages.id));
  return rows.map((row, index) => ({ ...row, onHomePage: index < GALLERY_LIMIT }));
}
