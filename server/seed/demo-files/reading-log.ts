/** The reading log printable: a bookshelf to colour in, a log of books read, and reviews. */
import { r1 } from "#server/seed/artwork.ts";
import { colors } from "./colors.ts";
import { drawArt, rect, type Stroke } from "./line-art.ts";
import { star } from "./line-art-motifs.ts";
import { line, soft, text } from "./pdf-drawing.ts";
import type { PrintablePage, Sheet } from "./pdf-page.ts";
import { cells, ruled, table } from "./ruled-lines-and-tables.ts";
import { spread } from "./sequences.ts";

export const readingLogPages: PrintablePage[] = [
  { subtitle: "Colour in a book for each one you finish", draw: bookshelf },
  { subtitle: "Books I read", draw: readingLog },
  { subtitle: "Reviews", draw: reviews },
];

function bookshelf(sheet: Sheet) {
  const shelves = 3;
  const shelfHeight = sheet.height / shelves;
  const art: Stroke[] = [];
  for (let shelf = 0; shelf < shelves; shelf++) {
    const floor = (shelf + 1) * shelfHeight - 16;
    art.push({ d: rect(0, floor, sheet.width, 12), fill: colors.paper });
    let x = 10;
    for (let i = 0; x < sheet.width - 50; i++) {
      const [a, b] = spread(shelf * 40 + i);
      const width = 20 + a * 18;
      const height = shelfHeight * (0.5 + b * 0.3);
      art.push({ d: rect(x, floor - height, width, height), fill: colors.paper });
      art.push({
        d: `M${r1(x)} ${r1(floor - height * 0.8)} H${r1(x + width)} M${r1(x)} ${r1(floor - height * 0.2)} H${r1(x + width)}`,
      });
      x += width + 2;
    }
  }
  drawArt(sheet.page, sheet.x, sheet.y + sheet.height, art);
}

function readingLog(sheet: Sheet) {
  const headers = ["#", "Title", "Author", "Finished", "Rating"];
  table(sheet, headers, [0.3, 2.6, 1.8, 1, 1.5], 20, (cell, row, column) => {
    if (column === 0) {
      const font = sheet.fonts.regular;
      text(sheet.page, String(row + 1), cell.x + 4, cell.y + 8, { font, size: 9, color: soft });
    }
    if (column === 4) drawArt(sheet.page, cell.x + 6, cell.y + cell.height / 2, stars(5, 14));
  });
}

function reviews(sheet: Sheet) {
  const { page, fonts } = sheet;
  for (const cell of cells(sheet, 3, [1]).flat()) {
    const top = cell.y + cell.height - 4;
    const lineEnd = cell.x + cell.width * 0.6;
    text(page, "Title", cell.x, top - 12, { font: fonts.bold, size: 10 });
    line(page, cell.x + 34, top - 12, lineEnd, top - 12);
    text(page, "Author", cell.x, top - 32, { font: fonts.bold, size: 10 });
    line(page, cell.x + 42, top - 32, lineEnd, top - 32);
    drawArt(page, cell.x + cell.width * 0.66, top - 20, stars(5, 22));
    ruled(page, cell.x, top - 36, cell.width, Math.floor((cell.height - 50) / 20), 20);
  }
}

/** A row of `count` stars to colour in, `size` apart, from (0, 0) rightwards. */
function stars(count: number, size: number) {
  return Array.from({ length: count }, (_, i) => star(size * (i + 0.5), 0, size * 0.45)).flat();
}
