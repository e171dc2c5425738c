/** Sheets of cards, tags or bookmarks to cut out, with cut marks at each one's corners. */
import type { PDFPage } from "pdf-lib";
import { type Box, ink, line } from "./pdf-drawing.ts";
import { inch, type Sheet } from "./pdf-page.ts";

/** Cards laid out in a grid centred on the sheet, each outlined with cut marks at its corners. */
export function cutSheet(
  sheet: Sheet,
  columns: number,
  rows: number,
  card: { width: number; height: number },
  draw: (box: Box, index: number) => void,
) {
  const gap = 0.3 * inch;
  const left = sheet.x + (sheet.width - columns * card.width - (columns - 1) * gap) / 2;
  const top = sheet.y + (sheet.height + rows * card.height + (rows - 1) * gap) / 2;
  for (let i = 0; i < columns * rows; i++) {
    const box = {
      x: left + (i % columns) * (card.width + gap),
      y: top - Math.floor(i / columns + 1) * card.height - Math.floor(i / columns) * gap,
      ...card,
    };
    cutMarks(sheet.page, box);
    draw(box, i);
  }
}

/** Short lines out from each corner along the card's edges, clear of the neighbouring cards. */
function cutMarks(page: PDFPage, box: Box) {
  const offset = 3;
  const length = 12;
  for (const [x, dx] of [
    [box.x, -1],
    [box.x + box.width, 1],
  ] as const) {
    for (const [y, dy] of [
      [box.y, -1],
      [box.y + box.height, 1],
    ] as const) {
      line(page, x + dx * offset, y, x + dx * (offset + length), y, { color: ink, thickness: 0.5 });
      line(page, x, y + dy * offset, x, y + dy * (offset + length), { color: ink, thickness: 0.5 });
    }
  }
}
