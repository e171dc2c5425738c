/** Sticker sheets of the digital journal kits: die-cut stickers on a transparent PNG. */
import { type Motif, motif, r1, washiTape } from "#server/seed/artwork.ts";
import { colors } from "./colors.ts";
import { moonPhase } from "./moon-phase.ts";
import { encodePng, svgDocument } from "./svg-picture.ts";

export const botanicalStickerSheetPng = () =>
  encodePng(stickerSheet(botanicalStickers), { transparent: true });
export const celestialStickerSheetPng = () =>
  encodePng(stickerSheet(celestialStickers), { transparent: true });

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
