import { ProductPicture } from "#app/components/catalogue/product-image.tsx";
import { StudioPanel } from "#app/components/studio/studio-page.tsx";
import { LinkButton } from "#app/components/ui/button.tsx";
import type { StudioProductImage } from "#server/catalogue/studio/get-studio-product.ts";

/**
 * The product's pictures, read-only and in their order, on the edit page, with the way to
 * their own screen (upload, reorder, alt text, delete). It stays outside the product form.
 */
export function ProductImagesPanel(props: { productId: number; images: StudioProductImage[] }) {
  return (
    <StudioPanel
      title="Images"
      actions={
        <LinkButton to={`/studio/products/${props.productId}/images`} variant="secondary">
          Manage pictures
        </LinkButton>
      }
    >
      <div data-images-manager={props.productId}>
        {props.images.length === 0 ? (
          <p className="text-ink-soft">
            No pictures yet: the shop shows 'Image Coming Soon' in their place.
          </p>
        ) : (
          <ol className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
            {props.images.map((image, index) => (
              <li key={image.id} className="flex flex-col gap-1">
                <ProductPicture
                  image={{
                    ...image,
                    width: image.variants.large.width,
                    height: image.variants.large.height,
                  }}
                  alt={image.alt || `Picture ${index + 1}`}
                  sizes="160px"
                  className="rounded-md border border-line"
                />
                <span className="text-xs text-ink-soft">
                  {index + 1}. {image.alt || "No alt text"}
                </span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </StudioPanel>
  );
}
