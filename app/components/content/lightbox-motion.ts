import type { CSSProperties } from "react";

/** Spec §9's lightbox defaults: the fade in and out, and the slide from one picture to the next. */
export const LIGHTBOX_FADE_MS = 250;
export const LIGHTBOX_SWIPE_MS = 500;
/** How many pictures on each side of the one shown are loaded ahead, once the lightbox opens. */
export const LIGHTBOX_PRELOAD = 2;

/** The durations as the `lightbox` and `lightbox-strip` utilities (app.css) read them. */
export const lightboxMotion = {
  "--lightbox-fade": `${LIGHTBOX_FADE_MS}ms`,
  "--lightbox-swipe": `${LIGHTBOX_SWIPE_MS}ms`,
} as CSSProperties;

/**
 * Whether the lightbox draws (and so loads) the picture at `position` while the one at `index`
 * is shown: that one always; once the lightbox has been open, its neighbours too, so a step or
 * a swipe lands on a picture already there. Never more while it is closed.
 */
export function isDrawn(position: number, index: number, opened: boolean) {
  return position === index || (opened && Math.abs(position - index) <= LIGHTBOX_PRELOAD);
}
