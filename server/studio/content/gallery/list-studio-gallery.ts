import {
  GALLERY_LIMIT,
  selectGalleryInOrder,
} from "#server/content/gallery/list-gallery-images.ts";
import type { Database } from "#server/db/client.ts";

/**
 * Every gallery picture in the home page's order, each marked with whether the home page
 * shows it (only the first 4 are, spec §9).
 */
export async function listStudioGallery(db: Database) {
  const rows = await selectGalleryInOrder(db);
  return rows.map((row, index) => ({ ...row, onHomePage: index < GALLERY_LIMIT }));
}
