/** The cats and plants colouring page: two cats on a windowsill between potted plants. */
import { r1 } from "#server/seed/artwork.ts";
import { colors } from "./colors.ts";
import { circle, ellipse, polygon, pt, rect, type Stroke } from "./line-art.ts";
import { flower, leaf, sun } from "./line-art-motifs.ts";

/** Two cats between potted plants on a windowsill, a cupboard under it and sky behind. */
export function windowsillScene(width: number, height: number): Stroke[] {
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
