import { asc } from "drizzle-orm";
import type { ProductImage } from "#server/catalogue/types.ts";
import type { Database } from "#server/db/client.ts";
import { galleryImages } from "#server/db/schema.ts";

/** The home page shows at most 4 gallery images (spec §9). */
export const GALLERY_LIMIT = 4;

/** A gallery picture, shaped like a product image so the same <picture> shows it. */
export interface GalleryImage extends ProductImage {
  id: number;
}

/**
 * The home page's gallery in the studio's order, at most 4. A picture without a text
 * alternative gets the spec's default, 'gallery image N' (spec §3).
 */
export async function listGalleryImages(
  db: Database,
  limit = GALLERY_LIMIT,
): Promise<GalleryImage[]> {
  const rows = await selectGalleryInOrder(db).limit(Math.max(0, Math.min(limit, GALLERY_LIMIT)));
  return rows.map((row, index) => ({
    ...row,
    alt: row.alt.trim() || `gallery image ${index + 1}`,
  }));
}

/** Every gallery picture in the maker's order, with what showing it needs. */
export function selectGalleryInOrder(db: Database) {
  return db
    .select({
      id: galleryImages.id,
      alt: galleryImages.alt,
      width: galleryImages.width,
      height: galleryImages.height,
      variants: galleryImages.variants,
    })
    .from(galleryImages)
    .orderBy(asc(galleryImages.position), asc(galleryImages.id));
}
