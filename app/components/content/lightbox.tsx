import {
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
  useEffect,
  useRef,
  useState,
} from "react";
import { ProductPicture } from "#app/components/catalogue/product-image.tsx";
import { swipeDirection } from "#app/components/catalogue/swipe.ts";
import { isDrawn, lightboxStyle, stripOffset } from "#app/components/content/lightbox-defaults.ts";
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from "#app/components/icons.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { cx } from "#app/components/ui/cx.ts";
import type { ProductImage } from "#server/catalogue/types.ts";

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
 * Whether the dialog has been opened yet. Its `open` attribute is watched rather than its
 * events: a button's `command` opens it before the scripts run, and not every browser fires
 * `toggle` for a dialog.
 */
function useOpenedOnce(dialog: RefObject<HTMLDialogElement | null>) {
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (element.open) setOpened(true);
    const watcher = new MutationObserver(() => {
      if (element.open) setOpened(true);
    });
    watcher.observe(element, { attributes: true, attributeFilter: ["open"] });
    return () => watcher.disconnect();
  }, [dialog]);
  return opened;
}

/**
 * A full-screen lightbox on a native modal `<dialog>` (spec §4): Escape and a click outside
 * close it and focus returns to the button that opened it; the arrow keys, the buttons and a
 * swipe (spec §9 thresholds) step through the pictures without looping. Spec §9's motion: it
 * fades in and out in 250 ms, slides to the next picture in 500 ms, and once open loads the 2
 * pictures on each side of the one shown (none while closed: a closed lightbox costs nothing).
 * Each picture keeps 16 px from the edges and the next one waits 30 % of the width further on,
 * so a slide shows a gap between them. With reduced motion both motions are instant (app.css). The owner keeps the index and clamps it
 * (`onIndex`).
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
  const dialog = useRef<HTMLDialogElement>(null);
  const opened = useOpenedOnce(dialog);

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
      ref={dialog}
      id={props.id}
      aria-label={props.label}
      closedby="any"
      onKeyDown={onKeyDown}
      style={lightboxStyle}
      className="lightbox m-0 h-dvh max-h-none w-screen max-w-none bg-ink/95 p-0 text-paper-raised backdrop:bg-ink/70"
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
          className="relative min-h-0 flex-1 touch-pan-y overflow-hidden select-none"
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            start.current = null;
          }}
        >
          {/* Every picture has its place on one strip, which slides to the one shown. */}
          <div className="lightbox-strip flex h-full" style={{ translate: stripOffset(index) }}>
            {images.map((image, position) => {
              const shown = position === index;
              return (
                <div
                  key={image.variants.thumbnail?.webp ?? position}
                  className="lightbox-slide flex h-full w-full shrink-0 items-center justify-center"
                  aria-hidden={shown ? undefined : true}
                  inert={!shown}
                >
                  {/* As large as the place allows at 4:3 (cq: the place inside its padding). */}
                  <div className="w-[min(100cqw,100cqh*4/3)]">
                    {isDrawn(position, index, opened) ? (
                      <ProductPicture
                        image={image}
                        alt={image.alt || props.fallbackAlt}
                        sizes="(min-width: 1024px) 1000px, 100vw"
                        eager={!shown}
                        className="rounded-md"
                      />
                    ) : null}
                  </div>
                </div>
              );
            })}
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
