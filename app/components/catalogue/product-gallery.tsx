import { useState } from "react";
import { ImageComingSoon, ProductPicture } from "#app/components/catalogue/product-image.tsx";
import { Lightbox, openLightbox, StepButtons } from "#app/components/content/lightbox.tsx";
import { ExpandIcon } from "#app/components/icons.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { cx } from "#app/components/ui/cx.ts";
import type { ProductImage } from "#server/catalogue/types.ts";

const LIGHTBOX_ID = "product-lightbox";

/**
 * The product's pictures: the main one with previous/next and a counter, thumbnails under
 * it, and a full-screen lightbox (a native <dialog>) opened from the main picture. No
 * looping: previous is disabled on the first picture and next on the last.
 */
export function ProductGallery(props: {
  images: ProductImage[];
  title: string;
  isPopular: boolean;
  isAvailable: boolean;
}) {
  const { images, title } = props;
  const [index, setIndex] = useState(0);
  const count = images.length;
  const current = images[Math.min(index, count - 1)] ?? null;
  const go = (next: number) => setIndex(Math.max(0, Math.min(count - 1, next)));
  const badge = props.isPopular ? (
    <Badge variant="solid" className="absolute top-3 left-3 z-10 px-3 py-1 text-sm shadow-paper">
      Best Seller
    </Badge>
  ) : null;

  if (!current) {
    return (
      <div className="relative overflow-hidden rounded-lg ring-1 ring-line">
        <ImageComingSoon className="aspect-[4/3] w-full" />
        {badge}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="relative overflow-hidden rounded-lg shadow-paper ring-1 ring-line">
        <button
          type="button"
          commandfor={LIGHTBOX_ID}
          command="show-modal"
          aria-haspopup="dialog"
          aria-label={`View ${count > 1 ? `image ${index + 1} of ${count}` : "image"} full screen`}
          onClick={() => openLightbox(LIGHTBOX_ID)}
          className="group block w-full cursor-zoom-in"
        >
          <ProductPicture
            key={index}
            image={current}
            alt={current.alt || title}
            sizes="(min-width: 1280px) 640px, (min-width: 1024px) 50vw, 100vw"
            priority={index === 0}
            unavailable={!props.isAvailable}
          />
          <span className="absolute right-3 bottom-3 inline-flex size-10 items-center justify-center rounded-pill bg-paper-raised/90 text-ink shadow-paper opacity-80 transition-opacity group-hover:opacity-100">
            <ExpandIcon className="size-5" />
          </span>
        </button>
        {badge}
        {count > 1 ? (
          <>
            <StepButtons index={index} count={count} onIndex={go} inset="left-3" outset="right-3" />
            <p
              aria-live="polite"
              className="absolute bottom-3 left-3 rounded-pill bg-ink/80 px-3 py-1 text-sm font-semibold text-paper-raised"
            >
              <span className="sr-only">Image </span>
              {index + 1} / {count}
            </p>
          </>
        ) : null}
      </div>

      {count > 1 ? (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label="Product images">
          {images.map((image, position) => (
            <li key={image.variants.thumbnail?.webp ?? position} className="w-20 shrink-0 sm:w-24">
              <button
                type="button"
                onClick={() => go(position)}
                aria-label={`Show image ${position + 1} of ${count}`}
                aria-current={position === index ? "true" : undefined}
                className={cx(
                  "block w-full overflow-hidden rounded-md ring-2 transition",
                  position === index
                    ? "ring-clay"
                    : "ring-transparent opacity-75 hover:opacity-100",
                )}
              >
                <ProductPicture image={image} alt="" sizes="96px" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      <Lightbox
        id={LIGHTBOX_ID}
        images={images}
        index={index}
        onIndex={go}
        label={`${title}: pictures`}
        fallbackAlt={title}
      />
    </div>
  );
}
