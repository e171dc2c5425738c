import { useState } from "react";
import { ProductPicture } from "#app/components/catalogue/product-image.tsx";
import { Lightbox, openLightbox } from "#app/components/content/lightbox.tsx";
import { ExpandIcon } from "#app/components/icons.tsx";
import type { ProductImage } from "#server/catalogue/types.ts";

const LIGHTBOX_ID = "gallery-lightbox";
const tapes = ["tape", "tape tape-sage", "tape tape-mustard", "tape tape-clay"];

/**
 * The home page's Gallery (spec §2): at most 4 pictures in a 2-column grid, each on a
 * skeleton until it loads, and a full-screen lightbox opened from any of them at that
 * picture. Nothing at all when the studio has no gallery pictures.
 */
export function HomeGallery({ images }: { images: ProductImage[] }) {
  const [index, setIndex] = useState(0);
  const count = images.length;
  if (count === 0) return null;
  const go = (next: number) => setIndex(Math.max(0, Math.min(count - 1, next)));

  return (
    <section
      aria-labelledby="gallery-title"
      className="mx-auto max-w-5xl px-5 pt-16 sm:px-6 md:pt-24"
    >
      <p className="text-sm font-semibold tracking-[0.2em] text-clay uppercase">From the studio</p>
      <h2 id="gallery-title" className="mt-2 text-3xl font-semibold sm:text-4xl">
        Gallery
      </h2>
      <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-6">
        {images.map((image, position) => (
          <li key={image.variants.thumbnail?.webp ?? position} className="relative">
            <span
              aria-hidden="true"
              className={`${tapes[position % tapes.length]} absolute -top-2 left-1/2 z-10 w-16 -translate-x-1/2 sm:w-24 ${position % 2 ? "rotate-3" : "-rotate-2"}`}
            />
            <button
              type="button"
              commandfor={LIGHTBOX_ID}
              command="show-modal"
              aria-haspopup="dialog"
              aria-label={`${image.alt}: view full screen`}
              onClick={() => {
                setIndex(position);
                openLightbox(LIGHTBOX_ID);
              }}
              className="group relative block w-full cursor-zoom-in overflow-hidden rounded-lg shadow-paper ring-1 ring-line"
            >
              <ProductPicture
                image={image}
                alt=""
                sizes="(min-width: 1024px) 480px, 50vw"
                className="transition-transform duration-300 group-hover:scale-[1.03]"
              />
              <span className="absolute right-2 bottom-2 inline-flex size-9 items-center justify-center rounded-pill bg-paper-raised/90 text-ink shadow-paper opacity-80 transition-opacity group-hover:opacity-100 sm:right-3 sm:bottom-3 sm:size-10">
                <ExpandIcon className="size-4 sm:size-5" />
              </span>
            </button>
          </li>
        ))}
      </ul>
      <Lightbox
        id={LIGHTBOX_ID}
        images={images}
        index={Math.min(index, count - 1)}
        onIndex={go}
        label="Gallery"
        fallbackAlt="Gallery image"
      />
    </section>
  );
}
