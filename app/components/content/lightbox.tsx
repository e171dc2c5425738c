import { type KeyboardEvent, type PointerEvent, useRef } from "react";
import { ProductPicture } from "#app/components/catalog/product-image.tsx";
import { swipeDirection } from "#app/components/catalog/swipe.ts";
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from "#app/components/icons.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { cx } from "#app/components/ui/cx.ts";
import type { ProductImage } from "#server/catalog/types.ts";

/**
 * Opens the lightbox `<dialog>` from a button's click. Browsers with invoker commands open it
 * from the button's own `commandfor`/`command="show-modal"` attributes (before the scripts
 * load, too); the others need this.
 */
export function openLightbox(id: string) {
  if ("command" in HTMLButtonElement.prototype) return;
  const dialog = document.getElementById(id);
  if (dialog instanceof HTMLDialogElement && !dialog.open) dialog.showModal();
}

const roundButton =
  "inline-flex size-11 items-center justify-center rounded-pill bg-paper-raised/95 text-ink shadow-paper ring-1 ring-line transition hover:bg-paper-raised disabled:pointer-events-none disabled:opacity-40 [&_svg]:size-5";

/** Previous and next, disabled at the ends: the gallery does not loop (spec §4). */
export function StepButtons(props: {
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

/**
 * A full-screen lightbox on a native modal `<dialog>` (spec §4): Escape and a click outside
 * close it and focus returns to the button that opened it; the arrow keys, the buttons and a
 * swipe (spec §9 thresholds) step through the pictures without looping. The owner keeps the
 * index and clamps it (`onIndex`).
 */
export function Lightbox(props: {
  /** The dialog's id, for the opening buttons' `commandfor`. */
  id: string;
  images: ProductImage[];
  index: number;
  onIndex: (index: number) => void;
  /** The dialog's accessible name. */
  label: string;
  /** The text alternative of a picture that has none. */
  fallbackAlt: string;
}) {
  const { images, index, onIndex } = props;
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
      id={props.id}
      aria-label={props.label}
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
                alt={image.alt || props.fallbackAlt}
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
