/** The printables' drawing basics with pdf-lib: colours, text, lines and frames. */
import { type Color, type PDFFont, type PDFPage, rgb } from "pdf-lib";
import { colors } from "./colors.ts";

export function hex(value: string) {
  const channel = (at: number) => Number.parseInt(value.slice(at, at + 2), 16) / 255;
  return rgb(channel(1), channel(3), channel(5));
}

export const ink = hex(colors.ink);
export const soft = hex("#8a7a76");
export const faint = hex("#cfc6c2");

/** A rectangle on the page, PDF-style: (x, y) is its bottom-left corner. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface TextOptions {
  font: PDFFont;
  size: number;
  color?: Color;
  center?: boolean;
}

export function text(page: PDFPage, value: string, x: number, y: number, options: TextOptions) {
  const { font, size, color = ink } = options;
  const left = options.center ? x - font.widthOfTextAtSize(value, size) / 2 : x;
  page.drawText(value, { x: left, y, size, font, color });
}

export function line(
  page: PDFPage,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  { color = faint, thickness = 0.75 } = {},
) {
  page.drawLine({ start: { x: x1, y: y1 }, end: { x: x2, y: y2 }, color, thickness });
}

export function frame(page: PDFPage, box: Box, color = soft, thickness = 0.75) {
  page.drawRectangle({ ...box, borderColor: color, borderWidth: thickness });
}
