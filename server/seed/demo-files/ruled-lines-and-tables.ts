/** Places to write on a printable: ruled lines, to-do lists, and tables split into cells. */
import type { PDFPage } from "pdf-lib";
import { type Box, faint, frame, line, text } from "./pdf-drawing.ts";
import type { Sheet } from "./pdf-page.ts";

/** `count` writing lines `gap` apart, the first `gap` below `top`. */
export function ruled(
  page: PDFPage,
  x: number,
  top: number,
  width: number,
  count: number,
  gap: number,
) {
  for (let i = 1; i <= count; i++) line(page, x, top - i * gap, x + width, top - i * gap);
}

/** A to-do list: a box to tick and a line to write on, `gap` apart. */
export function checklist(
  page: PDFPage,
  x: number,
  top: number,
  width: number,
  count: number,
  gap = 22,
) {
  for (let i = 1; i <= count; i++) {
    const y = top - i * gap;
    frame(page, { x, y, width: 9, height: 9 });
    line(page, x + 16, y, x + width, y);
  }
}

/** Splits a box into rows from the top, and each row into columns by share of the width. */
export function cells(box: Box, rows: number, shares: number[]) {
  const total = shares.reduce((sum, share) => sum + share, 0);
  const rowHeight = box.height / rows;
  return Array.from({ length: rows }, (_, row) => {
    let x = box.x;
    return shares.map((share) => {
      const width = (box.width * share) / total;
      const cell = { x, y: box.y + box.height - (row + 1) * rowHeight, width, height: rowHeight };
      x += width;
      return cell;
    });
  });
}

/** A table with a header row; `fill` draws inside each body cell. */
export function table(
  sheet: Sheet,
  headers: string[],
  shares: number[],
  rows: number,
  fill: (cell: Box, row: number, column: number) => void,
) {
  const headerHeight = 20;
  const header = { ...sheet, y: sheet.y + sheet.height - headerHeight, height: headerHeight };
  for (const [column, cell] of (cells(header, 1, shares)[0] ?? []).entries()) {
    const font = sheet.fonts.bold;
    text(sheet.page, headers[column] ?? "", cell.x + 4, cell.y + 6, { font, size: 10 });
  }
  const body = cells({ ...sheet, height: sheet.height - headerHeight }, rows, shares);
  for (const [row, rowCells] of body.entries()) {
    for (const [column, cell] of rowCells.entries()) {
      frame(sheet.page, cell, faint);
      fill(cell, row, column);
    }
  }
}
