/**
 * The demo studio's gallery: four pictures of the studio drawn as SVG by the project (like
 * the product pictures of artwork.ts), encoded to AVIF and WebP at the product sizes, and
 * their rows. Deterministic: the same drawing always gives the same files.
 */
import { writeImageVariants } from "#server/catalogue/image-files.ts";
import type { Database, Transaction } from "#server/db/client.ts";
import { galleryImages, type ImageVariants } from "#server/db/schema.ts";
import { type Motif, motif, r1, washiTape } from "#server/seed/artwork.ts";
import type { PictureStore } from "#server/storage/file-storage.ts";

const W = 1000;
const H = 750;
const ink = "#5b4a48";

export interface DemoGalleryImage {
  alt: string;
  variants: ImageVariants;
}

/** A small deterministic pseudo-random generator (mulberry32). */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A soft shadow under a shape: offset translucent copies (cheaper than a blur filter). */
function shadowed(shape: string) {
  const bare = shape.replace(/ fill(-opacity)?="[^"]*"/g, "");
  const copy = (dy: number, opacity: number) =>
    bare.replace(
      /^<(\w+)/,
      `<$1 transform="translate(0 ${dy})" fill="${ink}" fill-opacity="${opacity}"`,
    );
  return `${copy(12, 0.06)}${copy(7, 0.07)}${copy(3, 0.08)}${shape}`;
}

function defs() {
  return `<defs>
<pattern id="paper" width="18" height="18" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="1.2" fill="${ink}" fill-opacity="0.07"/><circle cx="12" cy="11" r="0.9" fill="${ink}" fill-opacity="0.05"/></pattern>
<pattern id="stripes" width="22" height="22" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="9" height="22" fill="#fff" fill-opacity="0.45"/></pattern>
<pattern id="dots" width="20" height="20" patternUnits="userSpaceOnUse"><circle cx="10" cy="10" r="3.4" fill="#fff" fill-opacity="0.6"/></pattern>
</defs>`;
}

/** The gallery's narrower tape. */
function tape(x: number, y: number, length: number, angle: number, color: string, pattern: string) {
  return washiTape(x, y, length, angle, color, pattern, { height: 46, teeth: 5, tear: 5 });
}

function frame(background: string, content: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs()}<rect width="${W}" height="${H}" fill="${background}"/><rect width="${W}" height="${H}" fill="url(#paper)"/>${content}</svg>`;
}

/** A roll of washi tape seen from the side: the patterned tape around a cardboard core. */
function roll(x: number, y: number, radius: number, color: string, pattern: string) {
  return `${shadowed(`<circle cx="${x}" cy="${y}" r="${radius}" fill="${color}"/>`)}<circle cx="${x}" cy="${y}" r="${radius}" fill="url(#${pattern})"/><circle cx="${x}" cy="${y}" r="${r1(radius * 0.92)}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="3"/><circle cx="${x}" cy="${y}" r="${r1(radius * 0.6)}" fill="#efe2c8"/><circle cx="${x}" cy="${y}" r="${r1(radius * 0.5)}" fill="#f7efd6"/>`;
}

/** Rolls of washi tape, one pulled out across the table, beside a notebook. */
function tapeRollsSvg() {
  const rand = random(11);
  const stars = Array.from({ length: 12 }, (_, i) =>
    motif(
      "star",
      rand() * W,
      rand() * H,
      14 + rand() * 16,
      ["#e4b64f", "#e8a49c", "#93b27f"][i % 3] ?? "#e4b64f",
      ink,
    ),
  ).join("");
  return frame(
    "#f7efd6",
    `<g opacity="0.5">${stars}</g>${tape(40, 600, 420, -9, "#f3d28b", "dots")}${roll(270, 250, 120, "#e8a49c", "stripes")}${roll(530, 190, 92, "#a9c49a", "dots")}${roll(700, 360, 108, "#8db3cf", "stripes")}${roll(440, 470, 100, "#f3d28b", "dots")}${roll(190, 520, 70, "#ad96cc", "stripes")}<g transform="rotate(9 880 560)">${shadowed(`<rect x="790" y="430" width="190" height="250" rx="10" fill="#72bfa3"/>`)}<rect x="790" y="430" width="22" height="250" fill="#5ea58c"/><rect x="945" y="430" width="10" height="250" fill="#e8a49c"/><circle cx="890" cy="530" r="36" fill="#fffdf8"/>${motif("heart", 890, 532, 44, "#e8a49c", ink)}</g>`,
  );
}

function envelope(x: number, y: number, angle: number, color: string, stamp: string, kind: Motif) {
  const scallops = Array.from(
    { length: 7 },
    (_, i) =>
      `<circle cx="${x + 322 + i * 14}" cy="${y + 30}" r="5" fill="${color}"/><circle cx="${x + 322 + i * 14}" cy="${y + 130}" r="5" fill="${color}"/>`,
  ).join("");
  const lines = [0, 1, 2]
    .map(
      (i) =>
        `<rect x="${x + 130}" y="${y + 190 + i * 30}" width="${200 - i * 40}" height="12" rx="6" fill="${ink}" fill-opacity="0.18"/>`,
    )
    .join("");
  return `<g transform="rotate(${angle} ${x + 220} ${y + 150})">${shadowed(`<rect x="${x}" y="${y}" width="440" height="300" rx="10" fill="${color}"/>`)}<path d="M${x} ${y + 8} L${x + 220} ${y + 160} L${x + 440} ${y + 8}" fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="6" stroke-linejoin="round"/><rect x="${x + 315}" y="${y + 30}" width="100" height="100" fill="#fffdf8"/>${scallops}<rect x="${x + 325}" y="${y + 40}" width="80" height="80" fill="${stamp}" fill-opacity="0.45"/>${motif(kind, x + 365, y + 80, 52, stamp, ink)}<circle cx="${x + 300}" cy="${y + 105}" r="42" fill="none" stroke="${ink}" stroke-opacity="0.3" stroke-width="3"/><path d="M${x + 230} ${y + 98} q 22 -14 44 0 t 44 0 t 44 0" fill="none" stroke="${ink}" stroke-opacity="0.25" stroke-width="3"/>${lines}</g>`;
}

/** Mail Club envelopes, stamped and tied, ready for the post office. */
function envelopesSvg() {
  const rand = random(23);
  const dots = Array.from(
    { length: 30 },
    (_, i) =>
      `<circle cx="${r1(rand() * W)}" cy="${r1(rand() * H)}" r="${r1(3 + rand() * 5)}" fill="${["#93b27f", "#e9b872", "#e7a6a1"][i % 3]}" fill-opacity="0.45"/>`,
  ).join("");
  return frame(
    "#e3ebdd",
    `${dots}${envelope(90, 110, -8, "#f6e3df", "#e8a49c", "heart")}${envelope(420, 90, 6, "#f7efd6", "#e4b64f", "star")}${envelope(250, 330, -2, "#dde8f0", "#8db3cf", "moon")}<path d="M80 470 C 300 420 520 560 930 420" stroke="#c39a72" stroke-width="6" fill="none" stroke-linecap="round"/><g transform="translate(470 462)" fill="none" stroke="#c39a72" stroke-width="5"><ellipse cx="-30" cy="-14" rx="32" ry="16" transform="rotate(-20 -30 -14)"/><ellipse cx="30" cy="-14" rx="32" ry="16" transform="rotate(20 30 -14)"/><path d="M-4 4 q -16 30 -34 44 M4 4 q 16 30 34 44" stroke-linecap="round"/><circle cx="0" cy="0" r="8" fill="#c39a72"/></g>${tape(40, 40, 200, -18, "#a9c49a", "dots")}${motif("leaf", 900, 640, 90, "#93b27f", ink)}${motif("leaf", 950, 580, 70, "#7ea36b", ink)}`,
  );
}

/** Freshly printed sticker sheets laid out on the cutting mat. */
function stickersSvg() {
  const sheets: {
    x: number;
    y: number;
    angle: number;
    bg: string;
    colors: string[];
    kind: Motif;
  }[] = [
    {
      x: 90,
      y: 80,
      angle: -6,
      bg: "#fffaf6",
      colors: ["#e8a49c", "#a9c49a", "#f3d28b"],
      kind: "flower",
    },
    {
      x: 520,
      y: 60,
      angle: 5,
      bg: "#fbfdf8",
      colors: ["#93b27f", "#e9b872", "#e7a6a1"],
      kind: "leaf",
    },
    {
      x: 130,
      y: 400,
      angle: 3,
      bg: "#fdfbff",
      colors: ["#ad96cc", "#f4b8b8", "#9fcbbd"],
      kind: "cat",
    },
    {
      x: 560,
      y: 390,
      angle: -4,
      bg: "#fffdf5",
      colors: ["#e4b64f", "#8fb9a8", "#e49a8c"],
      kind: "star",
    },
  ];
  const drawn = sheets
    .map((sheet) => {
      const stickers = Array.from({ length: 6 }, (_, i) => {
        const cx = sheet.x + 70 + (i % 3) * 110;
        const cy = sheet.y + 75 + Math.floor(i / 3) * 120;
        const color = sheet.colors[i % 3] ?? "#e8a49c";
        return `<circle cx="${cx}" cy="${cy}" r="48" fill="#fff" stroke="${ink}" stroke-opacity="0.12" stroke-dasharray="6 5"/><circle cx="${cx}" cy="${cy}" r="40" fill="${color}" fill-opacity="0.3"/>${motif(sheet.kind, cx, cy, 56, color, ink)}`;
      }).join("");
      return `<g transform="rotate(${sheet.angle} ${sheet.x + 180} ${sheet.y + 135})">${shadowed(`<rect x="${sheet.x}" y="${sheet.y}" width="360" height="270" rx="18" fill="${sheet.bg}"/>`)}${stickers}</g>`;
    })
    .join("");
  const grid = Array.from(
    { length: 20 },
    (_, i) =>
      `<path d="M${i * 52} 0 V${H} M0 ${i * 52} H${W}" stroke="#3f5a45" stroke-opacity="0.18" stroke-width="1.5"/>`,
  ).join("");
  return frame("#8fb9a8", `${grid}${drawn}${tape(420, 330, 170, -10, "#f3d28b", "stripes")}`);
}

/** Greeting cards pegged on a line to dry, under a trailing plant. */
function cardsSvg() {
  const line = (x: number) => 150 + 80 * (1 - ((x - 500) / 520) ** 2);
  const cards = [
    { x: 95, color: "#e8a49c", kind: "heart" as const, angle: -5 },
    { x: 320, color: "#93b27f", kind: "tree" as const, angle: 3 },
    { x: 545, color: "#e4b64f", kind: "balloon" as const, angle: -2 },
    { x: 770, color: "#ad96cc", kind: "flower" as const, angle: 4 },
  ]
    .map((card) => {
      const top = line(card.x + 80);
      return `<g transform="rotate(${card.angle} ${card.x + 80} ${top})">${shadowed(`<rect x="${card.x}" y="${top}" width="160" height="215" rx="6" fill="#fffdf8"/>`)}<rect x="${card.x + 10}" y="${top + 10}" width="140" height="195" rx="4" fill="none" stroke="${card.color}" stroke-width="3" stroke-dasharray="10 7"/><circle cx="${card.x + 80}" cy="${top + 105}" r="54" fill="${card.color}" fill-opacity="0.25"/>${motif(card.kind, card.x + 80, top + 105, 82, card.color, ink)}<rect x="${card.x + 72}" y="${top - 22}" width="16" height="40" rx="3" fill="#c39a72"/><rect x="${card.x + 72}" y="${top - 4}" width="16" height="4" fill="#8b5e3c"/></g>`;
    })
    .join("");
  const curve = Array.from({ length: 21 }, (_, i) => {
    const x = i * 50;
    return `${i === 0 ? "M" : "L"}${x} ${r1(line(x))}`;
  }).join(" ");
  const vine = Array.from({ length: 9 }, (_, i) =>
    motif(
      "leaf",
      36 + (i % 3) * 22,
      20 + i * 42,
      46 + (i % 3) * 8,
      i % 2 ? "#93b27f" : "#72bfa3",
      ink,
    ),
  ).join("");
  return frame(
    "#dde8f0",
    `<rect y="${H - 130}" width="${W}" height="130" fill="#c9a27c"/><rect y="${H - 130}" width="${W}" height="10" fill="#b98f68"/><path d="${curve}" stroke="#8c7e70" stroke-width="4" fill="none"/>${cards}<path d="M60 0 C 40 120 80 240 50 380" stroke="#4a6650" stroke-width="4" fill="none"/>${vine}<g transform="translate(170 ${H - 130})">${shadowed(`<rect x="0" y="-80" width="100" height="80" rx="8" fill="#e8a49c"/>`)}${motif("leaf", 30, -105, 60, "#7ea36b", ink)}${motif("leaf", 68, -112, 66, "#93b27f", ink)}${motif("leaf", 50, -140, 52, "#72bfa3", ink)}</g><g transform="translate(620 ${H - 130})">${shadowed(`<rect x="0" y="-24" width="200" height="24" rx="3" fill="#f6e3df"/>`)}${shadowed(`<rect x="14" y="-46" width="190" height="22" rx="3" fill="#dde8f0"/>`)}${shadowed(`<rect x="6" y="-68" width="196" height="22" rx="3" fill="#f7efd6"/>`)}${motif("heart", 104, -57, 26, "#e8a49c", ink)}</g>`,
  );
}

const pictures = [
  {
    name: "washi-tape-rolls",
    alt: "Rolls of striped and dotted washi tape, one pulled out across the table, beside a notebook",
    svg: tapeRollsSvg,
  },
  {
    name: "mail-club-envelopes",
    alt: "Mail Club envelopes, stamped and tied with twine, ready for the post",
    svg: envelopesSvg,
  },
  {
    name: "sticker-sheets",
    alt: "Freshly printed sticker sheets of flowers, leaves, cats and stars on a cutting mat",
    svg: stickersSvg,
  },
  {
    name: "drying-cards",
    alt: "Hand-painted greeting cards pegged on a line to dry, under a trailing plant",
    svg: cardsSvg,
  },
];

/** The gallery pictures' text alternatives, in their order. */
export const demoGalleryAlts = pictures.map((picture) => picture.alt);

/** The SVG sources of the four gallery pictures (for a look at them without encoding). */
export function demoGallerySvgs() {
  return pictures.map((picture) => ({ name: picture.name, svg: picture.svg() }));
}

/** Draws and encodes the four gallery pictures and stores them under `gallery/`. */
export async function drawDemoGallery(store: PictureStore): Promise<DemoGalleryImage[]> {
  return Promise.all(
    pictures.map(async (picture) => ({
      alt: picture.alt,
      variants: await writeImageVariants(Buffer.from(picture.svg()), {
        pictures: store,
        folder: "gallery",
        baseName: picture.name,
        avifEffort: 0,
      }),
    })),
  );
}

/** Inserts the gallery rows of pictures drawn by drawDemoGallery, in their order. */
export async function insertDemoGallery(tx: Transaction | Database, images: DemoGalleryImage[]) {
  if (images.length === 0) return { galleryImages: 0 };
  await tx.insert(galleryImages).values(
    images.map((image, position) => ({
      position,
      alt: image.alt,
      width: image.variants.large.width,
      height: image.variants.large.height,
      variants: image.variants,
    })),
  );
  return { galleryImages: images.length };
}
