/** Small drawings the printables share: stars, hearts, leaves, flowers and a sun. */
import { colors } from "./colors.ts";
import { circle, ellipse, polygon, pt, type Stroke } from "./line-art.ts";

/** A drawing centred on (x, y). */
export type Decoration = (x: number, y: number) => Stroke[];

export function star(cx: number, cy: number, r: number, fill = colors.paper): Stroke[] {
  const points = Array.from({ length: 10 }, (_, i): [number, number] => {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)];
  });
  return [{ d: polygon(points), fill }];
}

export function heart(cx: number, cy: number, size: number, fill = colors.paper): Stroke[] {
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
export function leaf(
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

export function flower(
  cx: number,
  cy: number,
  r: number,
  fill = colors.paper,
  petals = 6,
): Stroke[] {
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

export function sun(x: number, y: number, r: number): Stroke[] {
  const rays = Array.from({ length: 10 }, (_, i) => {
    const angle = (Math.PI / 5) * i;
    const ray = (distance: number) =>
      pt(x + distance * Math.cos(angle), y + distance * Math.sin(angle));
    return `M${ray(r * 1.3)} L${ray(r * 1.8)}`;
  });
  return [{ d: rays.join(" ") }, { d: circle(x, y, r), fill: colors.paper }];
}
