import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { ChevronLeftIcon, ChevronRightIcon } from "#app/components/icons.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { useHydrated } from "#app/components/use-hydrated.ts";

export interface Slide {
  key: string;
  content: ReactNode;
}

/** The slide `step` places away from `index`, wrapping around at both ends. */
export function wrapIndex(index: number, step: number, count: number) {
  return count > 0 ? (((index + step) % count) + count) % count : 0;
}

/**
 * A carousel that never moves by itself (WCAG 2.2.2). Without scripts it is a horizontal
 * scroll-snap strip whose dots are links to the slides. Scripts add previous/next buttons,
 * the arrow, Home and End keys, a live region saying 'Slide 2 of 3', and make the slides that
 * are out of view inert so Tab stays on the one shown; swiping still scrolls the strip.
 */
export function Carousel({ id, label, slides }: { id: string; label: string; slides: Slide[] }) {
  const hydrated = useHydrated();
  const [index, setIndex] = useState(0);
  const strip = useRef<HTMLDivElement>(null);
  const settle = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The slide a button or key just asked for, while the strip scrolls there: a pause in a
  // slow smooth scroll must not be taken for a swipe that came to rest on another slide.
  const moving = useRef<{ target: number; until: number }>(undefined);
  const count = slides.length;

  useEffect(() => () => clearTimeout(settle.current), []);

  const show = (target: number) => {
    const next = wrapIndex(target, 0, count);
    setIndex(next);
    moving.current = { target: next, until: performance.now() + 1000 };
    const element = strip.current;
    if (!element) return;
    const calm = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    element.scrollTo({ left: next * element.clientWidth, behavior: calm ? "instant" : "smooth" });
  };

  // A swipe or a scroll of the strip chooses the slide it comes to rest on.
  const onScroll = () => {
    clearTimeout(settle.current);
    settle.current = setTimeout(() => {
      const element = strip.current;
      if (!element || element.clientWidth === 0) return;
      const rest = Math.round(element.scrollLeft / element.clientWidth);
      const move = moving.current;
      if (move && rest !== move.target && performance.now() < move.until) return;
      moving.current = undefined;
      setIndex(rest);
    }, 150);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target === undefined || !hydrated) return;
    event.preventDefault();
    show(target);
  };

  const slideId = (position: number) => `${id}-slide-${position + 1}`;
  // Before scripts run nobody knows which slide is scrolled into view: no dot claims it.
  const current = (position: number) => hydrated && position === index;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="mx-auto w-full max-w-3xl"
    >
      <div className="relative">
        {/* biome-ignore lint/a11y/useSemanticElements: a group of slides, not a form's fieldset. */}
        <div
          ref={strip}
          id={`${id}-slides`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the strip scrolls, so it takes focus to be scrolled by keyboard.
          tabIndex={0}
          aria-label="Slides"
          role="group"
          onScroll={onScroll}
          className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-xl bg-paper-deep shadow-lifted ring-1 ring-line [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        >
          {slides.map((slide, position) => (
            // biome-ignore lint/a11y/useSemanticElements: the slide pattern of WAI-ARIA's carousel.
            <div
              key={slide.key}
              id={slideId(position)}
              role="group"
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${count}`}
              inert={hydrated && position !== index}
              className="w-full shrink-0 snap-center snap-always"
            >
              {slide.content}
            </div>
          ))}
        </div>
        {hydrated ? (
          <>
            <button
              type="button"
              onClick={() => show(index - 1)}
              aria-controls={`${id}-slides`}
              aria-label="Previous slide"
              className={arrowClasses("left-3")}
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              onClick={() => show(index + 1)}
              aria-controls={`${id}-slides`}
              aria-label="Next slide"
              className={arrowClasses("right-3")}
            >
              <ChevronRightIcon />
            </button>
          </>
        ) : null}
      </div>
      <div className="mt-4 flex justify-center gap-1">
        {slides.map((slide, position) => (
          <a
            key={slide.key}
            href={`#${slideId(position)}`}
            aria-current={current(position) ? "true" : undefined}
            onClick={(event) => {
              event.preventDefault();
              show(position);
            }}
            className="group inline-flex size-8 items-center justify-center rounded-pill"
          >
            <span className="sr-only">{`Show slide ${position + 1} of ${count}`}</span>
            <span
              aria-hidden="true"
              className={cx(
                "size-3 rounded-pill border-2 border-clay transition-colors",
                current(position) ? "bg-clay" : "bg-paper-raised group-hover:bg-clay-tint",
              )}
            />
          </a>
        ))}
      </div>
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {`Slide ${index + 1} of ${count}`}
      </p>
    </section>
  );
}

function arrowClasses(side: string) {
  return buttonClasses({
    variant: "secondary",
    size: "icon",
    // Centred by margins, not a translate: the button's pressed state moves it down a pixel with
    // a translate, which would undo this one and slip the button from under the pointer.
    className: cx("absolute inset-y-0 my-auto bg-paper-raised/90 shadow-paper", side),
  });
}
