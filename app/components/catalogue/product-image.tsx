import { useEffect, useRef, useState } from "react";
import { BrokenImageIcon } from "#app/components/icons.tsx";
import { cx } from "#app/components/ui/cx.ts";
import type { ProductImage } from "#server/catalogue/types.ts";

const sizeOrder = ["thumbnail", "small", "medium", "large"] as const;

/** `url 245w, url 500w, …` for one format. */
function srcSet(image: ProductImage, format: "avif" | "webp") {
  return sizeOrder
    .map((size) => image.variants[size])
    .filter(Boolean)
    .map((variant) => `${variant[format]} ${variant.width}w`)
    .join(", ");
}

export interface ProductPictureProps {
  image: ProductImage | null;
  /** The text alternative; empty when the picture repeats text next to it (a card's title). */
  alt: string;
  /** Which width the picture takes on screen, for the browser to pick a variant. */
  sizes: string;
  /** The page's largest image: loaded at once with high priority, never lazily. */
  priority?: boolean;
  /** Loaded at once but at the usual priority: a picture about to be shown (the lightbox's). */
  eager?: boolean;
  /** A 'Currently Unavailable' note over the picture. */
  unavailable?: boolean;
  className?: string;
}

type Status = "loading" | "loaded" | "error";

/**
 * A product photo at 4:3: AVIF and WebP at four widths with explicit dimensions, lazy unless
 * it is the page's largest image, on a paper-coloured skeleton while it loads, 'Image not
 * available' when it fails, and the drawn 'Image Coming Soon' card when there is no photo.
 */
export function ProductPicture({
  image,
  alt,
  sizes,
  priority,
  eager,
  unavailable,
  className,
}: ProductPictureProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [status, setStatus] = useState<Status>("loading");
  const src = image?.variants.medium?.webp ?? image?.variants.large?.webp;

  // An image that finished (or failed) before hydration fired its event unheard: look now.
  useEffect(() => {
    const img = ref.current;
    if (!img?.complete) return;
    setStatus(img.naturalWidth > 0 ? "loaded" : "error");
  }, []);

  let content: React.ReactNode;
  if (!image || !src) {
    content = <ImageComingSoon className="h-full w-full" />;
  } else if (status === "error") {
    content = (
      <div className="flex h-full w-full flex-col items-center justify-center gap-2 bg-paper-deep p-4 text-center text-sm text-ink-soft">
        <BrokenImageIcon className="size-8" />
        <span>Image not available</span>
      </div>
    );
  } else {
    content = (
      <picture>
        <source type="image/avif" srcSet={srcSet(image, "avif")} sizes={sizes} />
        <source type="image/webp" srcSet={srcSet(image, "webp")} sizes={sizes} />
        <img
          ref={ref}
          src={src}
          alt={alt}
          width={image.width || 1000}
          height={image.height || 750}
          loading={priority || eager ? "eager" : "lazy"}
          decoding={priority ? "auto" : "async"}
          fetchPriority={priority ? "high" : undefined}
          onLoad={() => setStatus("loaded")}
          onError={() => setStatus("error")}
          className="h-full w-full object-cover"
        />
      </picture>
    );
  }

  return (
    <div className={cx("relative aspect-[4/3] w-full overflow-hidden bg-paper-deep", className)}>
      {status === "loading" && src ? (
        // The skeleton pulses behind the picture only, never under the overlay's text.
        <div aria-hidden="true" className="absolute inset-0 animate-shimmer bg-paper-deep" />
      ) : null}
      <div className="relative h-full w-full">{content}</div>
      {unavailable ? (
        <div className="absolute inset-0 flex items-center justify-center bg-paper/60">
          <span className="rounded-pill bg-ink px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-paper-raised sm:px-3 sm:text-sm">
            Currently Unavailable
          </span>
        </div>
      ) : null}
    </div>
  );
}

/** The generated stand-in for a product without a photo (spec §3), drawn inline. */
export function ImageComingSoon({ className }: { className?: string }) {
  return (
    <svg
      role="img"
      aria-label="Image Coming Soon"
      viewBox="0 0 400 300"
      className={className}
      preserveAspectRatio="xMidYMid slice"
    >
      <rect width="400" height="300" fill="#f3ecdf" />
      <g fill="none" stroke="#8c7e70" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
        <rect x="150" y="86" width="100" height="76" rx="6" />
        <path d="m156 152 28-28 22 22 14-14 24 24" />
        <circle cx="222" cy="108" r="8" />
      </g>
      <rect
        x="118"
        y="52"
        width="64"
        height="16"
        rx="2"
        fill="#d99aa5"
        opacity=".7"
        transform="rotate(-8 150 60)"
      />
      <text
        x="200"
        y="204"
        textAnchor="middle"
        fill="#5e544b"
        fontFamily="ui-serif, Georgia, serif"
        fontSize="22"
        fontWeight="600"
      >
        Image Coming Soon
      </text>
    </svg>
  );
}
