import { ProductPicture } from "#app/components/catalogue/product-image.tsx";
import type { ManagedImage } from "./image-actions.ts";

/** A picture as the storefront draws it (AVIF and WebP sizes), small. */
export function ImageThumbnail({ image }: { image: ManagedImage }) {
  return (
    <ProductPicture
      image={{ ...image, width: image.variants.large.width, height: image.variants.large.height }}
      alt={image.alt}
      sizes="160px"
      className="rounded-md border border-line"
    />
  );
}
