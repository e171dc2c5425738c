import type { ImageVariants } from "#server/db/schema.ts";

/** A picture as the manager needs it (the products area's product pictures fit too). */
export interface ManagedImage {
  id: number;
  alt: string;
  variants: ImageVariants;
}

/** The route whose action saves alt text, order and deletions (and whose page shows the manager). */
export function productImagesPath(productId: number) {
  return `/studio/products/${productId}/images`;
}

/** The id of a picture's move button, to give focus back to it after the list moves. */
export function moveButtonId(imageId: number, direction: "up" | "down") {
  return `product-image-${imageId}-move-${direction}`;
}
