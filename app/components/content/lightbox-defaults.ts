import type { CSSProperties } from "react";

/** Spec §9's lightbox defaults: the fade in and out, and the slide from one picture to the next. */
export const LIGHTBOX_FADE_MS = 250;
export const LIGHTBOX_SWIPE_MS = 500;
/** How many pictures on each side of the one shown are loaded ahead, once the lightbox opens. */
export const LIGHTBOX_PRELOAD = 2;
/** The room round each picture, and the gap between one picture's place and the next's (of the width). */
export const LIGHTBOX_PADDING_PX = 16;
export const LIGHTBOX_SPACING_PERCENT = 30;

/** The defaults as the `lightbox`, `lightbox-strip` and `lightbox-slide` utilities (app.css) read them. */
export const lightboxStyle = {
  "--lightbox-fade": `${LIGHTBOX_FADE_MS}ms`,
  "--lightbox-swipe": `${LIGHTBOX_SWIPE_MS}ms`,
  "--lightbox-padding": `${LIGHTBOX_PADDING_PX}px`,
  "--lightbox-spacing": `${LIGHTBOX_SPACING_PERCENT}%`,
} as CSSProperties;

/**
 * Where the strip of pictures stands to show the one at `index`: a whole width and the spacing
 * per picture before it (a percentage of the strip's own width, which is the lightbox's).
 */
export function stripOffset(index: number) {
  return `${-index * (100 + LIGHTBOX_SPACING_PERCENT)}% 0`;
}

/**
 * Whether the lightbox draws (and so loads) the picture at `position` while the one at `index`
 * is shown: that one always; once the lightbox has been open, its neighbours too, so a step or
 * a swipe lands on a picture already there. Never more while it is closed.
 */
export function isDrawn(position: number, index: number, opened: boolean) {
  return position === index || (opened && Math.abs(position - index) <= LIGHTBOX_PRELOAD);
}
