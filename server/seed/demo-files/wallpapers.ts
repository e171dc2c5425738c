/** Phone wallpapers, drawn as SVG and encoded to opaque PNGs the size of a phone's screen. */
import { motif, r1 } from "#server/seed/artwork.ts";
import { colors } from "./colors.ts";
import { moonPhase } from "./moon-phase.ts";
import { spread } from "./sequences.ts";
import { encodePng, svgDocument, verticalGradient } from "./svg-picture.ts";

export const blossomWallpaperPng = () => encodePng(blossomWallpaper(), { transparent: false });
export const moonWallpaperPng = () => encodePng(moonWallpaper(), { transparent: false });

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
