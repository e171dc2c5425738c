import { asc, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { type ImageVariants, productImages } from "#server/db/schema.ts";

/** A product picture as the studio shows and edits it. */
export interface StudioProductImage {
  id: number;
  alt: string;
  width: number;
  height: number;
  variants: ImageVariants;
}

export const studioImageColumns = {
  id: productImages.id,
  alt: productImages.alt,
  width: productImages.width,
  height: productImages.height,
  variants: productImages.variants,
};

/**
 * The product's pictures in the storefront's order, first shown first: what a page that
 * embeds the pictures manager passes it as `images`.
 */
export function listProductImages(db: Database, productId: number): Promise<StudioProductImage[]> {
  return db
    .select(studioImageColumns)
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position), asc(productImages.id));
}
