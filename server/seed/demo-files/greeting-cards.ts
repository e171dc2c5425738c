/** Greeting cards to print and cut out: birthday cards and thank-you notes. */
import { r1 } from "#server/seed/artwork.ts";
import { colors } from "./colors.ts";
import { cutSheet } from "./cut-sheet.ts";
import { drawArt, ellipse, pt, rect, type Stroke } from "./line-art.ts";
import { type Decoration, flower, heart, leaf, star } from "./line-art-motifs.ts";
import { faint, frame, hex, text } from "./pdf-drawing.ts";
import { inch, type PrintablePage, type Sheet } from "./pdf-page.ts";
import { ruled } from "./ruled-lines-and-tables.ts";
import { pick } from "./sequences.ts";

export const birthdayCardPages: PrintablePage[] = [
  { subtitle: "Six cards: cut along the marks", draw: birthdayCards },
];

export const thankYouNotePages: PrintablePage[] = [
  { subtitle: "Four notes: cut along the marks", draw: thankYouNotes },
];

const birthdayWishes = [
  "Happy birthday!",
  "Make a wish",
  "Hip hip hooray!",
  "You're a star",
  "Sending love",
  "Another year in bloom",
];

const birthdayDesigns: Decoration[] = [
  balloons,
  cake,
  (x, y) => [...heart(x - 30, y + 10, 50, colors.pink), ...heart(x + 25, y - 10, 60, colors.blush)],
  (x, y) => [
    ...star(x, y, 40, colors.yellow),
    ...star(x - 55, y + 20, 16, colors.blue),
    ...star(x + 55, y - 20, 18, colors.pink),
  ],
  (x, y) => [
    ...heart(x, y, 80, colors.pink),
    ...leaf(x - 40, y + 35, 40, -150, colors.sage),
    ...leaf(x + 40, y + 35, 40, -30, colors.sage),
  ],
  (x, y) => [
    ...flower(x - 45, y + 5, 28, colors.pink),
    ...flower(x, y - 10, 34, colors.yellow),
    ...flower(x + 45, y + 5, 28, colors.lilac),
  ],
];

function birthdayCards(sheet: Sheet) {
  cutSheet(sheet, 2, 3, { width: 3.4 * inch, height: 2.6 * inch }, (box, i) => {
    frame(sheet.page, box, faint);
    const design = pick(birthdayDesigns, i);
    drawArt(sheet.page, box.x, box.y + box.height, design(box.width / 2, box.height * 0.4));
    text(sheet.page, pick(birthdayWishes, i), box.x + box.width / 2, box.y + 22, {
      font: sheet.fonts.bold,
      size: 15,
      center: true,
    });
  });
}

function balloons(x: number, y: number): Stroke[] {
  return [
    ...balloon(x - 40, y + 5, colors.pink, x, y + 70),
    ...balloon(x, y - 12, colors.yellow, x, y + 70),
    ...balloon(x + 40, y + 5, colors.blue, x, y + 70),
  ];
}

/** A balloon centred on (x, y), its string running down to (endX, endY). */
function balloon(x: number, y: number, fill: string, endX: number, endY: number): Stroke[] {
  return [
    { d: `M${pt(x, y + 30)} Q${pt(x + 8, (y + 30 + endY) / 2)} ${pt(endX, endY)}` },
    { d: ellipse(x, y, 22, 30), fill },
  ];
}

function cake(x: number, y: number): Stroke[] {
  const candles = [-25, 0, 25].flatMap((dx) => [
    { d: rect(x + dx - 4, y - 30, 8, 26), fill: colors.blue },
    ...leaf(x + dx, y - 32, 16, -90, colors.yellow),
  ]);
  return [
    ...candles,
    { d: rect(x - 55, y - 4, 110, 60), fill: colors.paper },
    // Icing dripping down in three scallops.
    {
      d: `M${pt(x - 55, y - 4)} H${r1(x + 55)} V${r1(y + 14)} ${[1, 2, 3].map((k) => `A${r1(55 / 3)} 10 0 0 1 ${pt(x + 55 - (k * 110) / 3, y + 14)}`).join(" ")}Z`,
      fill: colors.pink,
    },
  ];
}

function thankYouNotes(sheet: Sheet) {
  const blooms = [colors.pink, colors.yellow, colors.lilac, colors.blue];
  const inset = 24;
  cutSheet(sheet, 2, 2, { width: 3.5 * inch, height: 4 * inch }, (box, i) => {
    const { page, fonts } = sheet;
    const { width: w, height: h } = box;
    frame(page, box, faint);
    frame(
      page,
      { x: box.x + inset, y: box.y + inset, width: w - 2 * inset, height: h - 2 * inset },
      hex(colors.sage),
      1.5,
    );
    // A flower on each corner of the border, its leaves pointing out to the card's corner.
    const corners: [x: number, y: number, degrees: number][] = [
      [inset, inset, 225],
      [w - inset, inset, 315],
      [inset, h - inset, 135],
      [w - inset, h - inset, 45],
    ];
    const fill = pick(blooms, i);
    const art = corners.flatMap(([x, y, degrees]) => [
      ...leaf(x, y, 22, degrees - 25, colors.sage),
      ...leaf(x, y, 22, degrees + 25, colors.sage),
      ...flower(x, y, 13, fill, 5 + i),
    ]);
    drawArt(page, box.x, box.y + h, art);
    const top = box.y + h;
    text(page, "Thank you", box.x + w / 2, top - 72, { font: fonts.bold, size: 22, center: true });
    ruled(page, box.x + 40, top - 92, w - 80, 6, 24);
  });
}
