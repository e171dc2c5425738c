/**
 * A printable's US Letter page: the product's title and the page's subtitle at the top, a
 * footer at the bottom, and the page's own content (a `PrintablePage`) in between.
 */
import type { PDFFont, PDFPage } from "pdf-lib";
import { colors } from "./colors.ts";
import { type Box, hex, line, soft, text } from "./pdf-drawing.ts";

export const inch = 72;
export const letter = { width: 8.5 * inch, height: 11 * inch, margin: 0.6 * inch };
const footer = "Made by Washi demo shop — for personal use";

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Where a page's content goes: between the heading and the footer. */
export interface Sheet extends Box {
  page: PDFPage;
  fonts: Fonts;
}

export interface PrintablePage {
  subtitle: string;
  draw: (sheet: Sheet) => void;
}

/** Draws a page of the printable titled `title`: heading, content, then footer. */
export function drawPrintablePage(
  page: PDFPage,
  fonts: Fonts,
  title: string,
  { subtitle, draw }: PrintablePage,
) {
  const top = drawHeading(page, fonts, title, subtitle);
  const bottom = letter.margin + 16;
  const width = letter.width - 2 * letter.margin;
  draw({ page, fonts, x: letter.margin, y: bottom, width, height: top - bottom });
  text(page, footer, letter.width / 2, letter.margin - 6, {
    font: fonts.regular,
    size: 8,
    color: soft,
    center: true,
  });
}

/** The product's title and the page's subtitle; returns the y where the content may start. */
function drawHeading(page: PDFPage, fonts: Fonts, title: string, subtitle: string) {
  const top = letter.height - letter.margin;
  text(page, title, letter.margin, top - 20, { font: fonts.bold, size: 22 });
  text(page, subtitle, letter.margin, top - 40, { font: fonts.regular, size: 11, color: soft });
  line(page, letter.margin, top - 50, letter.width - letter.margin, top - 50, {
    color: hex(colors.pink),
    thickness: 1.5,
  });
  return top - 64;
}
