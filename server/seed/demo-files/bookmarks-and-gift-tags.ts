/** Small printables to cut out: bookmarks and gift tags. */
import { r1 } from "#server/seed/artwork.ts";
import { colors } from "./colors.ts";
import { cutSheet } from "./cut-sheet.ts";
import { circle, drawArt, ellipse, polygon, pt, rect, type Stroke } from "./line-art.ts";
import { type Decoration, flower, heart, leaf, star } from "./line-art-motifs.ts";
import { faint, frame, line, soft, text } from "./pdf-drawing.ts";
import { inch, type PrintablePage, type Sheet } from "./pdf-page.ts";
import { pick } from "./sequences.ts";

export const bookmarkPages: PrintablePage[] = [
  { subtitle: "Four bookmarks: cut along the marks", draw: bookmarks },
];

export const giftTagPages: PrintablePage[] = [
  { subtitle: "Twelve tags: cut along the marks", draw: giftTags },
];

const bookmarkDesigns: [word: string, motifs: Decoration[]][] = [
  ["Read on", [(x, y) => star(x, y, 20, colors.yellow), (x, y) => smallMoon(x, y, colors.blue)]],
  [
    "One more chapter",
    [(x, y) => flower(x, y, 24, colors.pink), (x, y) => leaf(x, y + 26, 52, -90, colors.sage)],
  ],
  [
    "Lost in a book",
    [(x, y) => heart(x, y, 46, colors.blush), (x, y) => heart(x, y, 34, colors.pink)],
  ],
  [
    "Page by page",
    [(x, y) => leaf(x, y + 28, 56, -90, colors.green), (x, y) => flower(x, y, 18, colors.yellow)],
  ],
];

function bookmarks(sheet: Sheet) {
  const { page, fonts } = sheet;
  cutSheet(sheet, 4, 1, { width: 1.6 * inch, height: 6.5 * inch }, (box, i) => {
    const [word, motifs] = pick(bookmarkDesigns, i);
    const centre = box.x + box.width / 2;
    frame(page, box, faint);
    page.drawCircle({
      x: centre,
      y: box.y + box.height - 20,
      size: 6,
      borderColor: soft,
      borderWidth: 0.75,
    });
    const art = Array.from({ length: 5 }, (_, k) =>
      pick(motifs, k)(box.width / 2 + (k % 2 ? 14 : -14), 76 + k * 72),
    );
    drawArt(page, box.x, box.y + box.height, art.flat());
    text(page, word, centre, box.y + 24, { font: fonts.bold, size: 10, center: true });
  });
}

/** A small moon: a circle with two craters. */
function smallMoon(x: number, y: number, fill: string): Stroke[] {
  return [
    { d: circle(x, y, 24), fill },
    { d: circle(x - 8, y - 6, 5) },
    { d: circle(x + 9, y + 8, 4) },
  ];
}

function giftTags(sheet: Sheet) {
  const { page, fonts } = sheet;
  const decorations: Decoration[] = [
    (x, y) => heart(x, y, 34, colors.pink),
    (x, y) => star(x, y, 16, colors.yellow),
    (x, y) => tree(x, y, colors.green),
    (x, y) => gift(x, y, colors.blue),
  ];
  cutSheet(sheet, 3, 4, { width: 2.2 * inch, height: 1.9 * inch }, (box, i) => {
    const notch = 22;
    const { width: w, height: h } = box;
    drawArt(
      page,
      box.x,
      box.y + h,
      [
        {
          d: polygon([
            [notch, 0],
            [w, 0],
            [w, h],
            [notch, h],
            [0, h - notch],
            [0, notch],
          ]),
        },
        { d: circle(16, h / 2, 5) },
        ...pick(decorations, i)(w - 30, 30),
      ],
      0.9,
    );
    text(page, "To:", box.x + 32, box.y + h - 62, { font: fonts.bold, size: 10 });
    line(page, box.x + 56, box.y + h - 62, box.x + w - 12, box.y + h - 62);
    text(page, "From:", box.x + 32, box.y + h - 92, { font: fonts.bold, size: 10 });
    line(page, box.x + 66, box.y + h - 92, box.x + w - 12, box.y + h - 92);
  });
}

function gift(x: number, y: number, fill: string): Stroke[] {
  return [
    { d: ellipse(x - 7, y - 13, 7, 4, -25), fill },
    { d: ellipse(x + 7, y - 13, 7, 4, 25), fill },
    { d: rect(x - 16, y - 10, 32, 26), fill: colors.paper },
    { d: `M${pt(x, y - 10)} V${r1(y + 16)} M${pt(x - 16, y)} H${r1(x + 16)}` },
  ];
}

function tree(x: number, y: number, fill: string): Stroke[] {
  return [
    { d: rect(x - 4, y + 16, 8, 8), fill: colors.paper },
    {
      d: polygon([
        [x, y - 24],
        [x + 20, y + 16],
        [x - 20, y + 16],
      ]),
      fill,
    },
  ];
}
