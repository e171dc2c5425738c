/** The wildflower colouring page: wildflowers of a few kinds on a meadow. */
import { r1 } from "#server/seed/artwork.ts";
import { colors } from "./colors.ts";
import { circle, ellipse, pt, type Stroke } from "./line-art.ts";
import { flower, leaf, sun } from "./line-art-motifs.ts";

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
export function meadowScene(width: number, height: number): Stroke[] {
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
