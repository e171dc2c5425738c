/**
 * Line art on a printable: paths in SVG coordinates (y grows downwards from the drawing's
 * origin), outlined in ink and filled where they say so.
 */
import type { PDFPage } from "pdf-lib";
import { r1 } from "#server/seed/artwork.ts";
import { hex, ink } from "./pdf-drawing.ts";

/** A path and its fill; without a fill only its line is drawn. */
export interface Stroke {
  d: string;
  fill?: string;
}

export function drawArt(page: PDFPage, x: number, y: number, art: Stroke[], lineWidth = 1.1) {
  for (const { d, fill } of art) {
    page.drawSvgPath(d, {
      x,
      y,
      borderColor: ink,
      borderWidth: lineWidth,
      ...(fill && { color: hex(fill) }),
    });
  }
}

export const pt = (x: number, y: number) => `${r1(x)} ${r1(y)}`;

export function polygon(points: [number, number][]) {
  return `M${points.map(([x, y]) => pt(x, y)).join(" L")}Z`;
}

export function rect(x: number, y: number, width: number, height: number) {
  return `M${pt(x, y)} h${r1(width)} v${r1(height)} h${r1(-width)}Z`;
}

export function circle(cx: number, cy: number, r: number) {
  return ellipse(cx, cy, r, r);
}

/** An ellipse turned `degrees` clockwise, as two arcs between the ends of its long axis. */
export function ellipse(cx: number, cy: number, rx: number, ry: number, degrees = 0) {
  const angle = (degrees * Math.PI) / 180;
  const dx = rx * Math.cos(angle);
  const dy = rx * Math.sin(angle);
  const arc = `A${r1(rx)} ${r1(ry)} ${r1(degrees)} 1 0`;
  return `M${pt(cx - dx, cy - dy)} ${arc} ${pt(cx + dx, cy + dy)} ${arc} ${pt(cx - dx, cy - dy)}Z`;
}
