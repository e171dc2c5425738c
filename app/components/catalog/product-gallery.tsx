import { type KeyboardEvent, type PointerEvent, useRef, useState } from "react";
import { ImageComingSoon, ProductPicture } from "#app/components/catalog/product-image.tsx";
import { swipeDirection } from "#app/components/catalog/swipe.ts";
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  ExpandIcon,
} from "#app/components/icons.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { cx } from "#app/components/ui/cx.ts";
import type { ProductImage } from "#server/catalog/types.ts";

const LIGHTBOX_ID = "product-lightbox";

function openLightbox() {
  // Browsers with invoker commands open it from the button's attributes already.
  if ("command" in HTMLButtonElement.prototype) return;
  const dialog = document.getElementById(LIGHTBOX_ID);
  if (dialog instanceof HTMLDialogElement && !dialog.open) dialog.showModal();
}

const roundButton =
  "inline-flex size-11 items-center justify-center rounded-pill bg-paper-raised/95 text-ink shadow-paper ring-1 ring-line transition hover:bg-paper-raised disabled:pointer-events-none disabled:opacity-40 [&_svg]:size-5";

/**
 * The product's pictures: the main one with previous/next and a counter, thumbnails under
 * it, and a full-screen lightbox (a native <dialog>) opened from the main picture. No
 * looping: previous is disabled on the first picture and next on the last.
 */
/** Previous and next, disabled at the ends: the gallery does not loop (spec §4). */
function StepButtons(props: {
  index: number;
  count: number;
  onIndex: (index: number) => void;
  /** Tailwind placement of the previous button (left) and the next one (right). */
  inset: string;
  outset: string;
}) {
  return (
    <>
      <button
        type="button"
        className={cx(roundButton, "absolute top-1/2 -translate-y-1/2", props.inset)}
        onClick={() => props.onIndex(props.index - 1)}
        disabled={props.index === 0}
        aria-label="Previous image"
      >
        <ChevronLeftIcon />
      </button>
      <button
        type="button"
        className={cx(roundButton, "absolute top-1/2 -translate-y-1/2", props.outset)}
        onClick={() => props.onIndex(props.index + 1)}
        disabled={props.index === props.count - 1}
        aria-label="Next image"
      >
        <ChevronRightIcon />
      </button>
    </>
  );
}

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
          onClick={openLightbox}
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

      <Lightbox images={images} index={index} onIndex={go} title={title} />
    </div>
  );
}

function Lightbox(props: {
  images: ProductImage[];
  index: number;
  onIndex: (index: number) => void;
  title: string;
}) {
  const { images, index, onIndex, title } = props;
  const count = images.length;
  const start = useRef<{ x: number; y: number; t: number } | null>(null);
  const image = images[index];

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      onIndex(index - 1);
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      onIndex(index + 1);
    }
  }
  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    start.current = { x: event.clientX, y: event.clientY, t: event.timeStamp };
  }
  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const from = start.current;
    start.current = null;
    if (!from) return;
    const direction = swipeDirection({
      dx: event.clientX - from.x,
      dy: event.clientY - from.y,
      ms: event.timeStamp - from.t,
      width: event.currentTarget.clientWidth,
    });
    if (direction !== 0) onIndex(index - direction);
  }

  return (
    <dialog
      id={LIGHTBOX_ID}
      aria-label={`${title}: pictures`}
      closedby="any"
      onKeyDown={onKeyDown}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-ink/95 p-0 text-paper-raised backdrop:bg-ink/70"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-4 px-4 py-3">
          <p aria-live="polite" className="text-sm font-semibold">
            <span className="sr-only">Image </span>
            {index + 1} / {count}
          </p>
          <form method="dialog">
            <button
              type="submit"
              aria-label="Close"
              className={buttonClasses({
                variant: "ghost",
                size: "icon",
                className: "text-paper-raised hover:bg-paper-raised/15",
              })}
            >
              <CloseIcon />
            </button>
          </form>
        </div>
        <div
          className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-3 pb-6 select-none sm:px-20"
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            start.current = null;
          }}
        >
          <div className="w-full max-w-[calc((100dvh-7rem)*4/3)]">
            {image ? (
              <ProductPicture
                key={index}
                image={image}
                alt={image.alt || title}
                sizes="(min-width: 1024px) 1000px, 100vw"
                className="rounded-md"
              />
            ) : null}
          </div>
          {count > 1 ? (
            <StepButtons
              index={index}
              count={count}
              onIndex={onIndex}
              inset="left-2 sm:left-5"
              outset="right-2 sm:right-5"
            />
          ) : null}
        </div>
      </div>
    </dialog>
  );
}
