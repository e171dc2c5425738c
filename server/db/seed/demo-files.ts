/**
 * The files the demo shop's digital products deliver, made by the project like the product
 * pictures of artwork.ts: wallpapers and sticker sheets are drawn as SVG and encoded to PNG
 * with sharp, everything else is a printable US Letter PDF drawn with pdf-lib.
 * Deterministic: the same product always gives the same bytes.
 */
import { type Color, PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import sharp from "sharp";
import { slugify } from "#server/catalog/slugify.ts";
import { type Motif, motif, r1, washiTape } from "#server/db/seed/artwork.ts";
import type { DemoProduct } from "#server/db/seed/demo-products.ts";

export interface DemoFile {
  fileName: string;
  contentType: "application/pdf" | "image/png";
  bytes: Buffer;
}

const digitalTypes = new Set(["digital-templates", "freebies"]);

/** The files a demo digital product delivers, made by the project (deterministic bytes). */
export async function demoFilesFor(product: DemoProduct): Promise<DemoFile[]> {
  if (!digitalTypes.has(product.type)) return [];
  const name = slugify(product.title);
  const picture = picturePng(product);
  if (picture) return [{ fileName: `${name}.png`, contentType: "image/png", bytes: await picture }];
  return [
    { fileName: `${name}.pdf`, contentType: "application/pdf", bytes: await printablePdf(product) },
  ];
}

const colors = {
  ink: "#5b4a48",
  pink: "#e8a49c",
  blush: "#f4b8b8",
  sage: "#a9c49a",
  green: "#93b27f",
  olive: "#7ea36b",
  yellow: "#f3d28b",
  blue: "#8db3cf",
  lilac: "#ad96cc",
  paper: "#fffdf8",
};

// ---------------------------------------------------------------------------------------------
// Pictures (PNG)

/** The PNG of a product delivered as a picture, or undefined for a printable. */
function picturePng(product: DemoProduct) {
  const celestial = product.topics.includes("celestial");
  if (product.title.includes("Wallpaper")) {
    return encodePng(celestial ? moonWallpaper() : blossomWallpaper(), { transparent: false });
  }
  if (product.subCategories.includes("journal-kits")) {
    return encodePng(stickerSheet(celestial ? celestialStickers : botanicalStickers), {
      transparent: true,
    });
  }
  return undefined;
}

function encodePng(svg: string, { transparent }: { transparent: boolean }) {
  const image = sharp(Buffer.from(svg));
  return (transparent ? image : image.removeAlpha()).png().toBuffer();
}

/**
 * The i-th point of an evenly spread sequence in the unit square (the R2 sequence): scattered
 * looking, yet the same every time.
 */
function spread(i: number): [number, number] {
  return [(0.5 + i * 0.7548776662) % 1, (0.5 + i * 0.569840291) % 1];
}

function svgDocument(width: number, height: number, defs: string, content: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${content}</svg>`;
}

function verticalGradient(id: string, top: string, bottom: string) {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
}

const phone = { width: 1170, height: 2532 };

/** Cherry blossoms on a branch across the lower half, clear of the lock screen's clock. */
function blossomWallpaper() {
  const { width, height } = phone;
  const petals = Array.from({ length: 48 }, (_, i) => {
    const [x, y] = spread(i);
    return `<ellipse cx="${r1(x * width)}" cy="${r1(y * height)}" rx="14" ry="8" transform="rotate(${(i * 47) % 180} ${r1(x * width)} ${r1(y * height)})" fill="${i % 2 ? colors.pink : colors.blush}" fill-opacity="0.55"/>`;
  }).join("");
  const branch = `<path d="M1210 1280 C 900 1380 700 1500 520 1700 S 180 1960 -40 2020" stroke="#7a5a4a" stroke-width="26" fill="none" stroke-linecap="round"/><path d="M760 1470 C 720 1380 760 1300 820 1250 M420 1800 C 360 1880 330 1960 340 2060" stroke="#7a5a4a" stroke-width="14" fill="none" stroke-linecap="round"/>`;
  const blossoms = (
    [
      [1080, 1300, 150],
      [930, 1370, 120],
      [820, 1250, 110],
      [780, 1440, 140],
      [620, 1600, 150],
      [520, 1720, 110],
      [400, 1790, 130],
      [340, 2060, 120],
      [250, 1930, 150],
      [90, 2010, 130],
    ] as const
  )
    .map(([x, y, size], i) =>
      motif("flower", x, y, size, i % 2 ? colors.pink : colors.blush, colors.ink),
    )
    .join("");
  return svgDocument(
    width,
    height,
    verticalGradient("sky", "#f6e3df", "#fffaf6"),
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>${petals}${branch}${blossoms}`,
  );
}

/** The moon's phases in a row under a large full moon, on an indigo night sky. */
function moonWallpaper() {
  const { width, height } = phone;
  const stars = Array.from({ length: 110 }, (_, i) => {
    const [x, y] = spread(i);
    return `<circle cx="${r1(x * width)}" cy="${r1(y * height)}" r="${2 + (i % 4)}" fill="#fff" fill-opacity="${0.35 + (i % 3) * 0.2}"/>`;
  }).join("");
  const sparkles = (
    [
      [180, 860],
      [990, 760],
      [140, 2300],
      [1010, 2200],
    ] as const
  )
    .map(([x, y]) => motif("star", x, y, 60, colors.yellow, colors.ink))
    .join("");
  const craters = (
    [
      [-70, -40, 42],
      [60, 50, 30],
      [20, -90, 22],
      [-30, 100, 26],
    ] as const
  )
    .map(([dx, dy, r]) => `<circle cx="${585 + dx}" cy="${1240 + dy}" r="${r}" fill="#e6dcc0"/>`)
    .join("");
  const phases = Array.from({ length: 8 }, (_, i) =>
    moonPhase(130 + i * 130, 1840, 50, i / 8),
  ).join("");
  return svgDocument(
    width,
    height,
    verticalGradient("night", "#1f2550", "#3e4a8a"),
    `<rect width="${width}" height="${height}" fill="url(#night)"/>${stars}${sparkles}<circle cx="585" cy="1240" r="230" fill="#f7efd6"/>${craters}<path d="M130 1840 H 1040" stroke="#fff" stroke-opacity="0.25" stroke-width="3" stroke-dasharray="8 14"/>${phases}`,
  );
}

/** The moon at `phase` (0 new, 0.5 full): its lit part bounded by a half circle and an ellipse. */
function moonPhase(cx: number, cy: number, r: number, phase: number) {
  const waxing = phase < 0.5;
  const cosine = Math.cos(2 * Math.PI * phase);
  const crescent = cosine > 0;
  const terminator = r1(r * Math.abs(cosine));
  const lit = `M${cx} ${cy - r} A${r} ${r} 0 0 ${waxing ? 1 : 0} ${cx} ${cy + r} A${terminator} ${r} 0 0 ${waxing === crescent ? 0 : 1} ${cx} ${cy - r}Z`;
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#2c3566" stroke="#fff" stroke-opacity="0.3" stroke-width="2"/><path d="${lit}" fill="#f7efd6"/>`;
}

const sheet = { width: 1200, height: 900, columns: 4, cell: 300 };

/** Die-cut stickers on a transparent sheet: each a drawing inside a white border. */
function stickerSheet(stickers: ((x: number, y: number) => string)[]) {
  const drawn = stickers
    .map((sticker, i) => {
      const art = sticker(
        150 + (i % sheet.columns) * sheet.cell,
        150 + Math.floor(i / sheet.columns) * sheet.cell,
      );
      return `<g class="outline">${art}</g><g class="cut">${art}</g>${art}`;
    })
    .join("");
  // Under each drawing, two outlines of it drawn with wide strokes make the sticker's white cut
  // border and a faint line around that. A stylesheet, as only it overrides the shapes' own
  // stroke and fill attributes.
  const style = `<style>.outline *, .cut * { stroke-linejoin: round; stroke-linecap: round; opacity: 1; fill: none; } .outline * { stroke: ${colors.ink}; stroke-opacity: 0.18; stroke-width: 30px; } .cut * { stroke: #fff; stroke-opacity: 1; stroke-width: 26px; }</style>`;
  const defs = `${style}<pattern id="stripes" width="22" height="22" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="9" height="22" fill="#fff" fill-opacity="0.45"/></pattern><pattern id="dots" width="20" height="20" patternUnits="userSpaceOnUse"><circle cx="10" cy="10" r="3.4" fill="#fff" fill-opacity="0.6"/></pattern><pattern id="grid" width="22" height="22" patternUnits="userSpaceOnUse"><path d="M22 0 L0 0 0 22" fill="none" stroke="${colors.ink}" stroke-opacity="0.2" stroke-width="1.5"/></pattern>`;
  return svgDocument(sheet.width, sheet.height, defs, drawn);
}

const drawMotif = (kind: Motif, size: number, color: string) => (x: number, y: number) =>
  motif(kind, x, y, size, color, colors.ink);

function tapeSticker(color: string, pattern: "stripes" | "dots") {
  return (x: number, y: number) =>
    washiTape(x - 110, y - 50, 220, 18, color, pattern, { height: 56, teeth: 6, tear: 6 });
}

function paperScrap(x: number, y: number) {
  return `<g transform="rotate(-8 ${x} ${y})"><rect x="${x - 90}" y="${y - 110}" width="180" height="220" fill="${colors.paper}"/><rect x="${x - 90}" y="${y - 110}" width="180" height="220" fill="url(#grid)"/></g>`;
}

function sprig(x: number, y: number) {
  const leaves = [-80, -30, 20, 70]
    .map((dy, i) => motif("leaf", x + (i % 2 ? 38 : -38), y + dy, 70, colors.green, colors.ink))
    .join("");
  return `<path d="M${x} ${y + 120} C ${x - 20} ${y + 20} ${x + 20} ${y - 60} ${x} ${y - 120}" stroke="${colors.olive}" stroke-width="8" fill="none"/>${leaves}`;
}

const botanicalStickers = [
  drawMotif("leaf", 190, colors.green),
  drawMotif("flower", 180, colors.pink),
  tapeSticker(colors.yellow, "stripes"),
  sprig,
  drawMotif("flower", 170, colors.yellow),
  paperScrap,
  drawMotif("leaf", 200, colors.olive),
  drawMotif("flower", 180, colors.blue),
  tapeSticker(colors.sage, "dots"),
  drawMotif("heart", 170, colors.blush),
  drawMotif("leaf", 170, colors.sage),
  drawMotif("flower", 160, colors.lilac),
];

function planet(x: number, y: number) {
  return `<circle cx="${x}" cy="${y}" r="70" fill="${colors.lilac}"/><ellipse cx="${x}" cy="${y}" rx="120" ry="28" transform="rotate(-18 ${x} ${y})" fill="none" stroke="${colors.yellow}" stroke-width="14"/>`;
}

function constellation(x: number, y: number) {
  const points = [
    [-100, 60],
    [-40, 20],
    [10, 50],
    [60, -10],
    [100, -80],
    [30, -70],
  ] as const;
  const line = points.map(([dx, dy]) => `${x + dx},${y + dy}`).join(" ");
  const dots = points
    .map(([dx, dy]) => `<circle cx="${x + dx}" cy="${y + dy}" r="11" fill="${colors.yellow}"/>`)
    .join("");
  return `<polyline points="${line}" fill="none" stroke="${colors.blue}" stroke-width="6"/>${dots}`;
}

function fullMoon(x: number, y: number) {
  return `<circle cx="${x}" cy="${y}" r="95" fill="#f7efd6"/><circle cx="${x - 30}" cy="${y - 20}" r="22" fill="#e6dcc0"/><circle cx="${x + 35}" cy="${y + 30}" r="16" fill="#e6dcc0"/>`;
}

function sunSticker(x: number, y: number) {
  const rays = Array.from({ length: 12 }, (_, i) => {
    const a = (Math.PI / 6) * i;
    return `<line x1="${r1(x + 80 * Math.cos(a))}" y1="${r1(y + 80 * Math.sin(a))}" x2="${r1(x + 115 * Math.cos(a))}" y2="${r1(y + 115 * Math.sin(a))}" stroke="${colors.yellow}" stroke-width="14" stroke-linecap="round"/>`;
  }).join("");
  return `${rays}<circle cx="${x}" cy="${y}" r="65" fill="${colors.yellow}"/>`;
}

function shootingStar(x: number, y: number) {
  return `<path d="M${x - 110} ${y + 80} L${x - 10} ${y + 10}" stroke="${colors.blue}" stroke-width="16" stroke-linecap="round"/>${motif("star", x + 20, y - 15, 130, colors.yellow, colors.ink)}`;
}

function starCluster(x: number, y: number) {
  return (
    [
      [-50, -40, 110],
      [60, 10, 80],
      [-20, 70, 60],
    ] as const
  )
    .map(([dx, dy, size]) => motif("star", x + dx, y + dy, size, colors.yellow, colors.ink))
    .join("");
}

const celestialStickers = [
  drawMotif("moon", 200, colors.yellow),
  drawMotif("star", 200, colors.yellow),
  planet,
  constellation,
  fullMoon,
  shootingStar,
  sunSticker,
  starCluster,
  drawMotif("moon", 170, colors.blue),
  (x: number, y: number) => moonPhase(x, y, 85, 0.35),
  drawMotif("star", 160, colors.blush),
  drawMotif("moon", 180, colors.lilac),
];

// ---------------------------------------------------------------------------------------------
// Printables (PDF)

const inch = 72;
const letter = { width: 8.5 * inch, height: 11 * inch, margin: 0.6 * inch };
/** Fixed, so the same product always gives the same bytes. */
const madeOn = new Date("2025-01-01T00:00:00Z");
const footer = "Made by Washi demo shop — for personal use";

function hex(value: string) {
  const channel = (at: number) => Number.parseInt(value.slice(at, at + 2), 16) / 255;
  return rgb(channel(1), channel(3), channel(5));
}

const ink = hex(colors.ink);
const soft = hex("#8a7a76");
const faint = hex("#cfc6c2");

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** A rectangle on the page, PDF-style: (x, y) is its bottom-left corner. */
interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where a page's content goes: between the heading and the footer. */
interface Sheet extends Box {
  page: PDFPage;
  fonts: Fonts;
}

interface PrintablePage {
  subtitle: string;
  draw: (sheet: Sheet) => void;
}

async function printablePdf(product: DemoProduct) {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(product.title);
  doc.setAuthor("Washi demo shop");
  doc.setCreationDate(madeOn);
  doc.setModificationDate(madeOn);
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  for (const { subtitle, draw } of printablePages(product)) {
    const page = doc.addPage([letter.width, letter.height]);
    const top = drawHeading(page, fonts, product.title, subtitle);
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
  return Buffer.from(await doc.save());
}

const notes: PrintablePage = { subtitle: "Notes", draw: notesPage };
const colorMeIn = "Colour me in";

/** What each kind of printable holds, by a phrase of its title: the first that matches wins. */
const printables: [phrase: string, pages: PrintablePage[]][] = [
  [
    "meal planner",
    [
      { subtitle: "Meals for the week", draw: mealPlan },
      { subtitle: "Shopping list", draw: shoppingList },
    ],
  ],
  ["habit tracker", [{ subtitle: "Month: ______________", draw: habitTracker }]],
  [
    "planner",
    [
      { subtitle: "Month: ______________", draw: monthPage },
      { subtitle: "Week of ______________", draw: weekPage },
      notes,
    ],
  ],
  ["birthday card", [{ subtitle: "Six cards: cut along the marks", draw: birthdayCards }]],
  ["thank you", [{ subtitle: "Four notes: cut along the marks", draw: thankYouNotes }]],
  [
    "reading log",
    [
      { subtitle: "Colour in a book for each one you finish", draw: bookshelf },
      { subtitle: "Books I read", draw: readingLog },
      { subtitle: "Reviews", draw: reviews },
    ],
  ],
  ["bookmark", [{ subtitle: "Four bookmarks: cut along the marks", draw: bookmarks }]],
  ["gift tag", [{ subtitle: "Twelve tags: cut along the marks", draw: giftTags }]],
  ["cats and plants", [{ subtitle: colorMeIn, draw: coloringPage(windowsillScene) }]],
  ["coloring", [{ subtitle: colorMeIn, draw: coloringPage(meadowScene) }]],
];

/** The pages of a printable, by what its title says it is; ruled notes for anything else. */
function printablePages(product: DemoProduct) {
  const title = product.title.toLowerCase();
  return printables.find(([phrase]) => title.includes(phrase))?.[1] ?? [notes];
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

interface TextOptions {
  font: PDFFont;
  size: number;
  color?: Color;
  center?: boolean;
}

function text(page: PDFPage, value: string, x: number, y: number, options: TextOptions) {
  const { font, size, color = ink } = options;
  const left = options.center ? x - font.widthOfTextAtSize(value, size) / 2 : x;
  page.drawText(value, { x: left, y, size, font, color });
}

function line(
  page: PDFPage,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  { color = faint, thickness = 0.75 } = {},
) {
  page.drawLine({ start: { x: x1, y: y1 }, end: { x: x2, y: y2 }, color, thickness });
}

function frame(page: PDFPage, box: Box, color = soft, thickness = 0.75) {
  page.drawRectangle({ ...box, borderColor: color, borderWidth: thickness });
}

/** `count` writing lines `gap` apart, the first `gap` below `top`. */
function ruled(page: PDFPage, x: number, top: number, width: number, count: number, gap: number) {
  for (let i = 1; i <= count; i++) line(page, x, top - i * gap, x + width, top - i * gap);
}

/** A to-do list: a box to tick and a line to write on, `gap` apart. */
function checklist(page: PDFPage, x: number, top: number, width: number, count: number, gap = 22) {
  for (let i = 1; i <= count; i++) {
    const y = top - i * gap;
    frame(page, { x, y, width: 9, height: 9 });
    line(page, x + 16, y, x + width, y);
  }
}

/** Splits a box into rows from the top, and each row into columns by share of the width. */
function cells(box: Box, rows: number, shares: number[]) {
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
function table(
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

const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

function mealPlan(sheet: Sheet) {
  const meals = ["", "Breakfast", "Lunch", "Dinner", "Snacks"];
  table(sheet, meals, [0.8, 1, 1, 1, 1], 7, (cell, row, column) => {
    const top = cell.y + cell.height;
    if (column === 0) {
      text(sheet.page, pick(weekdays, row), cell.x + 4, top - 14, {
        font: sheet.fonts.bold,
        size: 10,
      });
    } else {
      ruled(sheet.page, cell.x + 6, top - 6, cell.width - 12, 3, (cell.height - 12) / 3);
    }
  });
}

function shoppingList(sheet: Sheet) {
  const sections = ["Fruit and vegetables", "Pantry", "Fridge and freezer", "Everything else"];
  for (const [i, cell] of cells(sheet, 2, [1, 1]).flat().entries()) {
    const top = cell.y + cell.height;
    text(sheet.page, pick(sections, i), cell.x, top - 14, { font: sheet.fonts.bold, size: 12 });
    checklist(sheet.page, cell.x, top - 18, cell.width - 20, Math.floor((cell.height - 30) / 22));
  }
}

/** Little drawings to colour in, one for each good week. */
const rewards: Decoration[] = [
  (x, y) => star(x, y, 22),
  (x, y) => heart(x, y, 44),
  (x, y) => flower(x, y, 22),
  (x, y) => leaf(x, y + 22, 44, -90),
];

function habitTracker(sheet: Sheet) {
  const { page, fonts } = sheet;
  const nameWidth = 110;
  const pitch = (sheet.width - nameWidth) / 31;
  const top = sheet.y + sheet.height;
  for (let day = 1; day <= 31; day++) {
    text(page, String(day), sheet.x + nameWidth + (day - 0.5) * pitch, top - 10, {
      font: fonts.regular,
      size: 6.5,
      color: soft,
      center: true,
    });
  }
  for (let habit = 0; habit < 15; habit++) {
    const y = top - 36 - habit * 27;
    line(page, sheet.x, y, sheet.x + nameWidth - 8, y);
    for (let day = 0; day < 31; day++) {
      frame(
        page,
        { x: sheet.x + nameWidth + day * pitch + 1, y, width: pitch - 2, height: pitch - 2 },
        faint,
      );
    }
  }
  const rewardsTop = top - 36 - 15 * 27 - 20;
  text(page, "Colour one in for every week you keep it up", sheet.x, rewardsTop, {
    font: fonts.bold,
    size: 11,
  });
  const drawings = Array.from({ length: 10 }, (_, i) =>
    pick(rewards, i)(26 + i * ((sheet.width - 52) / 9), 30),
  );
  drawArt(page, sheet.x, rewardsTop - 8, drawings.flat());
  const notesTop = rewardsTop - 90;
  text(page, "Notes", sheet.x, notesTop, { font: fonts.bold, size: 11 });
  ruled(page, sheet.x, notesTop - 4, sheet.width, Math.floor((notesTop - 4 - sheet.y) / 22), 22);
}

function monthPage(sheet: Sheet) {
  const { page, fonts } = sheet;
  const grid = { ...sheet, y: sheet.y + sheet.height * 0.25, height: sheet.height * 0.75 };
  const days = weekdays.map((day) => day.slice(0, 3));
  table(grid, days, [1, 1, 1, 1, 1, 1, 1], 6, (cell) => {
    const x = cell.x + 10;
    const y = cell.y + cell.height - 10;
    page.drawCircle({ x, y, size: 6, borderColor: faint, borderWidth: 0.75 });
  });
  text(page, "Goals this month", sheet.x, grid.y - 22, { font: fonts.bold, size: 11 });
  checklist(page, sheet.x, grid.y - 26, sheet.width, Math.floor((grid.y - 26 - sheet.y) / 22));
}

function weekPage(sheet: Sheet) {
  const titles = [...weekdays, "Notes"];
  for (const [i, cell] of cells(sheet, 4, [1, 1]).flat().entries()) {
    const box = { x: cell.x + 4, y: cell.y + 4, width: cell.width - 8, height: cell.height - 8 };
    const top = box.y + box.height;
    frame(sheet.page, box, faint);
    text(sheet.page, pick(titles, i), box.x + 8, top - 16, { font: sheet.fonts.bold, size: 11 });
    ruled(sheet.page, box.x + 8, top - 20, box.width - 16, Math.floor((box.height - 28) / 20), 20);
  }
}

function notesPage(sheet: Sheet) {
  const top = sheet.y + sheet.height;
  ruled(sheet.page, sheet.x, top, sheet.width, Math.floor(sheet.height / 24), 24);
}

function coloringPage(scene: (width: number, height: number) => Stroke[]) {
  return (sheet: Sheet) =>
    drawArt(sheet.page, sheet.x, sheet.y + sheet.height, scene(sheet.width, sheet.height), 1.6);
}

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

/** Cards laid out in a grid centred on the sheet, each outlined with cut marks at its corners. */
function cutSheet(
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

const birthdayWishes = [
  "Happy birthday!",
  "Make a wish",
  "Hip hip hooray!",
  "You're a star",
  "Sending love",
  "Another year in bloom",
];

/** A drawing centred on (x, y). */
type Decoration = (x: number, y: number) => Stroke[];

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

// --- Line art. Paths are in SVG coordinates: y grows downwards from the drawing's origin.

/** A path and its fill; without a fill only its line is drawn. */
interface Stroke {
  d: string;
  fill?: string;
}

function drawArt(page: PDFPage, x: number, y: number, art: Stroke[], lineWidth = 1.1) {
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

const pt = (x: number, y: number) => `${r1(x)} ${r1(y)}`;

/** The i-th of the list, starting over at its end. */
function pick<T>(list: T[], i: number) {
  return list[i % list.length] as T;
}

function polygon(points: [number, number][]) {
  return `M${points.map(([x, y]) => pt(x, y)).join(" L")}Z`;
}

function rect(x: number, y: number, width: number, height: number) {
  return `M${pt(x, y)} h${r1(width)} v${r1(height)} h${r1(-width)}Z`;
}

function circle(cx: number, cy: number, r: number) {
  return ellipse(cx, cy, r, r);
}

/** An ellipse turned `degrees` clockwise, as two arcs between the ends of its long axis. */
function ellipse(cx: number, cy: number, rx: number, ry: number, degrees = 0) {
  const angle = (degrees * Math.PI) / 180;
  const dx = rx * Math.cos(angle);
  const dy = rx * Math.sin(angle);
  const arc = `A${r1(rx)} ${r1(ry)} ${r1(degrees)} 1 0`;
  return `M${pt(cx - dx, cy - dy)} ${arc} ${pt(cx + dx, cy + dy)} ${arc} ${pt(cx - dx, cy - dy)}Z`;
}

function star(cx: number, cy: number, r: number, fill = colors.paper): Stroke[] {
  const points = Array.from({ length: 10 }, (_, i): [number, number] => {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)];
  });
  return [{ d: polygon(points), fill }];
}

function heart(cx: number, cy: number, size: number, fill = colors.paper): Stroke[] {
  const k = size / 120;
  const p = (x: number, y: number) => pt(cx + x * k, cy + y * k);
  return [
    {
      d: `M${p(0, 35)} C${p(-60, -5)} ${p(-45, -55)} ${p(0, -25)} C${p(45, -55)} ${p(60, -5)} ${p(0, 35)}Z`,
      fill,
    },
  ];
}

/** A leaf growing from (x, y) towards `degrees` (0 is rightwards, -90 up), with its vein. */
function leaf(
  x: number,
  y: number,
  length: number,
  degrees: number,
  fill = colors.paper,
): Stroke[] {
  const angle = (degrees * Math.PI) / 180;
  const along = (t: number, side: number) => {
    const s = side * length * 0.3;
    return pt(
      x + t * length * Math.cos(angle) - s * Math.sin(angle),
      y + t * length * Math.sin(angle) + s * Math.cos(angle),
    );
  };
  return [
    {
      d: `M${along(0, 0)} C${along(0.3, 1)} ${along(0.7, 1)} ${along(1, 0)} C${along(0.7, -1)} ${along(0.3, -1)} ${along(0, 0)}Z M${along(0.1, 0)} L${along(0.8, 0)}`,
      fill,
    },
  ];
}

function flower(cx: number, cy: number, r: number, fill = colors.paper, petals = 6): Stroke[] {
  const petalStrokes = Array.from({ length: petals }, (_, i) => {
    const degrees = (360 / petals) * i;
    const angle = (degrees * Math.PI) / 180;
    return {
      d: ellipse(
        cx + r * 0.55 * Math.cos(angle),
        cy + r * 0.55 * Math.sin(angle),
        r * 0.5,
        r * 0.26,
        degrees,
      ),
      fill,
    };
  });
  return [
    ...petalStrokes,
    { d: circle(cx, cy, r * 0.24), fill: fill === colors.paper ? fill : colors.yellow },
  ];
}

/** A cat sitting on (x, y), `h` tall, seen from the front. */
function cat(x: number, y: number, h: number): Stroke[] {
  const p = (dx: number, dy: number) => pt(x + dx * h, y + dy * h);
  const paper = colors.paper;
  return [
    {
      d: `M${p(0.25, -0.05)} C${p(0.6, 0)} ${p(0.65, -0.3)} ${p(0.5, -0.45)} L${p(0.46, -0.42)} C${p(0.58, -0.28)} ${p(0.52, -0.08)} ${p(0.2, -0.12)}Z`,
      fill: paper,
    },
    {
      d: `M${p(-0.32, 0)} C${p(-0.4, -0.35)} ${p(-0.22, -0.62)} ${p(0, -0.62)} C${p(0.22, -0.62)} ${p(0.4, -0.35)} ${p(0.32, 0)}Z`,
      fill: paper,
    },
    { d: ellipse(x, y - 0.22 * h, 0.13 * h, 0.2 * h), fill: paper },
    { d: ellipse(x - 0.13 * h, y - 0.03 * h, 0.09 * h, 0.05 * h), fill: paper },
    { d: ellipse(x + 0.13 * h, y - 0.03 * h, 0.09 * h, 0.05 * h), fill: paper },
    {
      d: polygon([
        [x - 0.2 * h, y - 0.82 * h],
        [x - 0.2 * h, y - 1.02 * h],
        [x - 0.04 * h, y - 0.9 * h],
      ]),
      fill: paper,
    },
    {
      d: polygon([
        [x + 0.2 * h, y - 0.82 * h],
        [x + 0.2 * h, y - 1.02 * h],
        [x + 0.04 * h, y - 0.9 * h],
      ]),
      fill: paper,
    },
    { d: ellipse(x, y - 0.78 * h, 0.24 * h, 0.2 * h), fill: paper },
    { d: circle(x - 0.09 * h, y - 0.8 * h, 0.03 * h), fill: colors.ink },
    { d: circle(x + 0.09 * h, y - 0.8 * h, 0.03 * h), fill: colors.ink },
    {
      d: `M${p(-0.03, -0.73)} L${p(0.03, -0.73)} L${p(0, -0.7)}Z M${p(-0.12, -0.71)} L${p(-0.32, -0.74)} M${p(-0.12, -0.69)} L${p(-0.32, -0.66)} M${p(0.12, -0.71)} L${p(0.32, -0.74)} M${p(0.12, -0.69)} L${p(0.32, -0.66)}`,
    },
  ];
}

/** A pot standing on (x, y), `w` wide at its rim. */
function pot(x: number, y: number, w: number): Stroke[] {
  const h = w * 0.9;
  return [
    {
      d: polygon([
        [x - w * 0.4, y - h],
        [x + w * 0.4, y - h],
        [x + w * 0.32, y],
        [x - w * 0.32, y],
      ]),
      fill: colors.paper,
    },
    { d: rect(x - w / 2, y - h - w * 0.2, w, w * 0.2), fill: colors.paper },
  ];
}

/** Two cats between potted plants on a windowsill, a cupboard under it and sky behind. */
function windowsillScene(width: number, height: number): Stroke[] {
  const sill = height * 0.66;
  const paper = colors.paper;
  const potX = width - 110;
  const leafyPlant = [-38, -14, 12, 36].flatMap((degrees, i) =>
    leaf(95 + (i - 1.5) * 8, sill - 95, 120 - Math.abs(i - 1.5) * 20, degrees - 90),
  );
  const vine = `M${pt(potX + 30, sill - 80)} C${pt(potX + 75, sill - 70)} ${pt(potX + 70, sill + 20)} ${pt(potX + 62, sill + 60)} S${pt(potX + 80, sill + 160)} ${pt(potX + 66, height - 24)}`;
  const vineLeaves = Array.from({ length: 6 }, (_, i) =>
    leaf(potX + 66, sill + 24 + i * 34, 30, i % 2 ? 20 : 160),
  ).flat();
  const cloud = (x: number, y: number) => [
    { d: circle(x, y, 22), fill: paper },
    { d: circle(x + 28, y - 10, 28), fill: paper },
    { d: circle(x + 58, y, 20), fill: paper },
  ];
  const doorWidth = (width - 120) / 2;
  const doors = [0, 1].flatMap((i) => [
    {
      d: rect(60 + i * (doorWidth + 10), sill + 26, doorWidth - 10, height - sill - 46),
      fill: paper,
    },
    { d: circle(60 + i * (doorWidth + 10) + (i ? 16 : doorWidth - 26), sill + 90, 5), fill: paper },
  ]);
  return [
    { d: rect(30, 10, width - 60, sill - 20), fill: paper },
    { d: `M${r1(width / 2)} 10 V${r1(sill - 10)} M30 ${r1(sill * 0.45)} H${r1(width - 30)}` },
    ...cloud(70, 70),
    ...cloud(width * 0.56, 170),
    ...sun(width - 110, 80, 30),
    { d: rect(50, sill + 12, width - 100, height - sill - 22), fill: paper },
    ...doors,
    { d: rect(0, sill - 10, width, 22), fill: paper },
    ...leafyPlant,
    ...pot(95, sill - 10, 90),
    ...flower(potX, sill - 125, 36),
    ...leaf(potX, sill - 80, 50, -150),
    ...leaf(potX, sill - 80, 50, -30),
    { d: vine },
    ...vineLeaves,
    ...pot(potX, sill - 10, 80),
    ...cat(width * 0.38, sill - 10, 190),
    ...cat(width * 0.6, sill - 10, 150),
  ];
}

const wildflowers: { kind: (x: number, y: number) => Stroke[]; top: number }[] = [
  { kind: daisy, top: 0.42 },
  { kind: tulip, top: 0.3 },
  { kind: bellflower, top: 0.55 },
  { kind: poppy, top: 0.36 },
  { kind: daisy, top: 0.5 },
  { kind: tulip, top: 0.62 },
  { kind: poppy, top: 0.27 },
  { kind: bellflower, top: 0.4 },
  { kind: daisy, top: 0.56 },
];

/** Wildflowers of a few kinds on a meadow, a sun and a butterfly above them. */
function meadowScene(width: number, height: number): Stroke[] {
  const ground = height * 0.84;
  const step = (width - 100) / (wildflowers.length - 1);
  const flowers = wildflowers.flatMap(({ kind, top }, i) => {
    const x = 50 + i * step;
    const y = height * top;
    const middle = (ground + y) / 2;
    return [
      { d: `M${pt(x, ground)} C${pt(x - 14, middle)} ${pt(x + 14, middle)} ${pt(x, y)}` },
      ...leaf(x, ground - (ground - y) * 0.25, 44, -150),
      ...leaf(x, ground - (ground - y) * 0.5, 40, -30),
      ...kind(x, y),
    ];
  });
  const grass = Array.from({ length: 23 }, (_, i) => ({
    d: `M${pt(12 + i * 22, height - 8)} q 6 -30 ${i % 2 ? 14 : -6} -40`,
  }));
  return [
    ...sun(width - 70, 60, 34),
    ...butterfly(110, 90),
    ...butterfly(width * 0.55, 130),
    ...flowers,
    {
      d: `M0 ${r1(ground)} Q${pt(width / 4, ground - 24)} ${pt(width / 2, ground)} T${pt(width, ground)} V${r1(height)} H0Z`,
      fill: colors.paper,
    },
    ...grass,
  ];
}

function daisy(x: number, y: number) {
  return flower(x, y, 46, colors.paper, 10);
}

function poppy(x: number, y: number) {
  return [...flower(x, y, 40, colors.paper, 5), { d: circle(x, y, 5), fill: colors.ink }];
}

function tulip(x: number, y: number): Stroke[] {
  return [
    {
      d: `M${pt(x - 24, y - 40)} L${pt(x - 10, y - 22)} L${pt(x, y - 44)} L${pt(x + 10, y - 22)} L${pt(x + 24, y - 40)} C${pt(x + 30, y - 5)} ${pt(x + 16, y + 6)} ${pt(x, y + 6)} C${pt(x - 16, y + 6)} ${pt(x - 30, y - 5)} ${pt(x - 24, y - 40)}Z`,
      fill: colors.paper,
    },
  ];
}

/** Two bells hanging from arching stalks, their rims scalloped. */
function bellflower(x: number, y: number): Stroke[] {
  return [-1, 1].flatMap((side) => {
    const bx = x + side * 34;
    const rim = [1, 2, 3].map(
      (k) => `A${r1(22 / 3)} 6 0 0 0 ${pt(bx - 22 + (k * 44) / 3, y + 46)}`,
    );
    return [
      { d: `M${pt(x, y)} Q${pt(bx, y - 20)} ${pt(bx, y + 6)}` },
      {
        d: `M${pt(bx - 7, y + 6)} C${pt(bx - 12, y + 20)} ${pt(bx - 12, y + 36)} ${pt(bx - 22, y + 46)} ${rim.join(" ")} C${pt(bx + 12, y + 36)} ${pt(bx + 12, y + 20)} ${pt(bx + 7, y + 6)}Z`,
        fill: colors.paper,
      },
    ];
  });
}

function sun(x: number, y: number, r: number): Stroke[] {
  const rays = Array.from({ length: 10 }, (_, i) => {
    const angle = (Math.PI / 5) * i;
    const ray = (distance: number) =>
      pt(x + distance * Math.cos(angle), y + distance * Math.sin(angle));
    return `M${ray(r * 1.3)} L${ray(r * 1.8)}`;
  });
  return [{ d: rays.join(" ") }, { d: circle(x, y, r), fill: colors.paper }];
}

function butterfly(x: number, y: number): Stroke[] {
  return [
    { d: ellipse(x - 20, y - 12, 22, 15, -30), fill: colors.paper },
    { d: ellipse(x + 20, y - 12, 22, 15, 30), fill: colors.paper },
    { d: ellipse(x - 14, y + 14, 14, 10, 30), fill: colors.paper },
    { d: ellipse(x + 14, y + 14, 14, 10, -30), fill: colors.paper },
    { d: ellipse(x, y, 4, 22, 0), fill: colors.paper },
    { d: `M${pt(x - 2, y - 20)} q -6 -14 -14 -16 M${pt(x + 2, y - 20)} q 6 -14 14 -16` },
  ];
}
