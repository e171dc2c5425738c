/**
 * The demo shop's product pictures, drawn as SVG by the project itself: soft paper colours,
 * washi-tape strips, a scatter of small motifs and a centrepiece that says what the product
 * type is. Deterministic: the same design always gives the same picture (and file hashes).
 */

export type Motif = "leaf" | "cat" | "balloon" | "heart" | "star" | "flower" | "moon" | "tree";

export interface Design {
  id: string;
  /** Product type slug; decides the centrepiece. */
  type: string;
  motif: Motif;
  palette: number;
  word: string;
}

interface Palette {
  bg: string;
  paper: string;
  a: string;
  b: string;
  c: string;
  ink: string;
}

const palettes: Palette[] = [
  { bg: "#f6e3df", paper: "#fffaf6", a: "#e8a49c", b: "#a9c49a", c: "#f3d28b", ink: "#5b4a48" },
  { bg: "#e3ebdd", paper: "#fbfdf8", a: "#93b27f", b: "#e9b872", c: "#e7a6a1", ink: "#45553c" },
  { bg: "#dde8f0", paper: "#fbfdff", a: "#8db3cf", b: "#f2b5a7", c: "#f1d892", ink: "#3e5264" },
  { bg: "#f7efd6", paper: "#fffdf5", a: "#e4b64f", b: "#8fb9a8", c: "#e49a8c", ink: "#5e5131" },
  { bg: "#e8e1f0", paper: "#fdfbff", a: "#ad96cc", b: "#f4b8b8", c: "#9fcbbd", ink: "#4d4360" },
  { bg: "#fbe4d3", paper: "#fffaf5", a: "#ee9f78", b: "#7fa6a1", c: "#f2cf7f", ink: "#5f4536" },
  { bg: "#dff1ea", paper: "#f9fffc", a: "#72bfa3", b: "#f3a3b5", c: "#f0d38a", ink: "#335a4c" },
  { bg: "#efe6da", paper: "#fffcf7", a: "#c39a72", b: "#6f9fb0", c: "#d98f8f", ink: "#54473a" },
];

export const WIDTH = 1000;
export const HEIGHT = 750;

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

function hashString(text: string) {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

export const r1 = (n: number) => Math.round(n * 10) / 10;

function escapeXml(text: string) {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Soft shadows drawn as offset translucent copies of each `filter="url(#shadow)"` shape:
 * a real blur filter costs several times the whole rest of the rendering.
 */
function withShadows(svg: string, ink: string) {
  return svg.replace(
    /<(rect|path|circle)([^>]*?) filter="url\(#shadow\)"([^>]*?)\/>/g,
    (_match, tag: string, before: string, after: string) => {
      const attributes = `${before}${after}`.replace(/ fill(-opacity)?="[^"]*"/g, "");
      const copy = (dy: number, opacity: number) =>
        `<${tag}${attributes} transform="translate(0 ${dy})" fill="${ink}" fill-opacity="${opacity}"/>`;
      return `${copy(14, 0.06)}${copy(9, 0.07)}${copy(4, 0.08)}<${tag}${before}${after}/>`;
    },
  );
}

/** One small motif centred on (x, y), about `size` wide. */
export function motif(kind: Motif, x: number, y: number, size: number, color: string, ink: string) {
  const s = size / 2;
  switch (kind) {
    case "leaf":
      return `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${r1((x * 7 + y) % 360)})"><path d="M0 ${-s} C ${s * 0.9} ${-s * 0.4} ${s * 0.9} ${s * 0.4} 0 ${s} C ${-s * 0.9} ${s * 0.4} ${-s * 0.9} ${-s * 0.4} 0 ${-s} Z" fill="${color}"/><path d="M0 ${-s * 0.8} L0 ${s * 0.9}" stroke="${ink}" stroke-opacity="0.35" stroke-width="${r1(size / 28 + 0.6)}"/></g>`;
    case "cat":
      return `<g transform="translate(${r1(x)} ${r1(y)})"><path d="M${-s * 0.8} ${-s * 0.15} L${-s * 0.72} ${-s} L${-s * 0.25} ${-s * 0.6} L${s * 0.25} ${-s * 0.6} L${s * 0.72} ${-s} L${s * 0.8} ${-s * 0.15} Z" fill="${color}"/><ellipse cx="0" cy="${s * 0.15}" rx="${s * 0.85}" ry="${s * 0.7}" fill="${color}"/><circle cx="${-s * 0.32}" cy="${s * 0.05}" r="${s * 0.09}" fill="${ink}"/><circle cx="${s * 0.32}" cy="${s * 0.05}" r="${s * 0.09}" fill="${ink}"/><path d="M${-s * 0.1} ${s * 0.3} L0 ${s * 0.38} L${s * 0.1} ${s * 0.3}" stroke="${ink}" fill="none" stroke-width="${r1(size / 30 + 0.5)}" stroke-linecap="round"/></g>`;
    case "balloon":
      return `<g transform="translate(${r1(x)} ${r1(y)})"><ellipse cx="0" cy="${-s * 0.25}" rx="${s * 0.55}" ry="${s * 0.68}" fill="${color}"/><path d="M${-s * 0.1} ${s * 0.45} L${s * 0.1} ${s * 0.45} L0 ${s * 0.38} Z" fill="${color}"/><path d="M0 ${s * 0.45} q ${s * 0.2} ${s * 0.25} 0 ${s * 0.55}" stroke="${ink}" stroke-opacity="0.5" fill="none" stroke-width="${r1(size / 40 + 0.5)}"/><ellipse cx="${-s * 0.2}" cy="${-s * 0.5}" rx="${s * 0.1}" ry="${s * 0.18}" fill="#fff" fill-opacity="0.55"/></g>`;
    case "heart":
      return `<path transform="translate(${r1(x)} ${r1(y)}) scale(${r1(size / 100)})" d="M0 35 C -60 -5 -45 -55 0 -25 C 45 -55 60 -5 0 35 Z" fill="${color}"/>`;
    case "star": {
      const points = Array.from({ length: 10 }, (_, i) => {
        const radius = i % 2 === 0 ? s : s * 0.45;
        const angle = (Math.PI / 5) * i - Math.PI / 2;
        return `${r1(x + radius * Math.cos(angle))},${r1(y + radius * Math.sin(angle))}`;
      });
      return `<polygon points="${points.join(" ")}" fill="${color}" stroke-linejoin="round"/>`;
    }
    case "flower": {
      const petals = Array.from({ length: 5 }, (_, i) => {
        const angle = ((Math.PI * 2) / 5) * i;
        return `<circle cx="${r1(x + s * 0.5 * Math.cos(angle))}" cy="${r1(y + s * 0.5 * Math.sin(angle))}" r="${r1(s * 0.42)}" fill="${color}"/>`;
      });
      return `<g>${petals.join("")}<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(s * 0.3)}" fill="#fff6d8"/><circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(s * 0.14)}" fill="${ink}" fill-opacity="0.35"/></g>`;
    }
    case "moon":
      return `<path transform="translate(${r1(x)} ${r1(y)}) rotate(-20)" d="M0 ${-s} A ${s} ${s} 0 1 0 0 ${s} A ${s * 1.25} ${s * 1.25} 0 0 1 0 ${-s} Z" fill="${color}"/>`;
    case "tree":
      return `<g transform="translate(${r1(x)} ${r1(y)})"><polygon points="0,${-s} ${s * 0.55},${-s * 0.15} ${-s * 0.55},${-s * 0.15}" fill="${color}"/><polygon points="0,${-s * 0.55} ${s * 0.75},${s * 0.55} ${-s * 0.75},${s * 0.55}" fill="${color}"/><rect x="${-s * 0.12}" y="${s * 0.55}" width="${s * 0.24}" height="${s * 0.3}" fill="${ink}" fill-opacity="0.5"/><circle cx="0" cy="${-s}" r="${s * 0.12}" fill="#f3d28b"/></g>`;
  }
}

/** A strip of washi tape with torn ends, its pattern being stripes or dots. */
export function washiTape(
  x: number,
  y: number,
  length: number,
  angle: number,
  color: string,
  pattern: string,
  size = { height: 64, teeth: 7, tear: 6 },
) {
  const { height: h, teeth, tear } = size;
  const left = Array.from(
    { length: teeth + 1 },
    (_, i) => `${i % 2 ? tear : 0},${r1((h / teeth) * i)}`,
  );
  const right = Array.from(
    { length: teeth + 1 },
    (_, i) => `${length - (i % 2 ? tear : 0)},${r1(h - (h / teeth) * i)}`,
  );
  const shape = `<polygon points="${[...left, ...right].join(" ")}"`;
  return `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${angle})" opacity="0.88">${shape} fill="${color}"/>${shape} fill="url(#${pattern})"/></g>`;
}

function defs(p: Palette) {
  return `<defs>
<pattern id="paper" width="18" height="18" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="1.2" fill="${p.ink}" fill-opacity="0.07"/><circle cx="12" cy="11" r="0.9" fill="${p.ink}" fill-opacity="0.05"/></pattern>
<pattern id="stripes" width="22" height="22" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="9" height="22" fill="#fff" fill-opacity="0.45"/></pattern>
<pattern id="dots" width="20" height="20" patternUnits="userSpaceOnUse"><circle cx="10" cy="10" r="3.4" fill="#fff" fill-opacity="0.6"/></pattern>
<pattern id="grid" width="26" height="26" patternUnits="userSpaceOnUse"><path d="M26 0 L0 0 0 26" fill="none" stroke="${p.ink}" stroke-opacity="0.12" stroke-width="1.5"/></pattern>
</defs>`;
}

function scatter(design: Design, p: Palette, rand: () => number) {
  const items: string[] = [];
  const colors = [p.a, p.b, p.c];
  for (let i = 0; i < 16; i++) {
    const x = rand() * WIDTH;
    const y = rand() * HEIGHT;
    if (x > 170 && x < 830 && y > 120 && y < 640) continue;
    const color = colors[i % 3] ?? p.a;
    items.push(
      `<g opacity="0.55">${motif(design.motif, x, y, 34 + rand() * 34, color, p.ink)}</g>`,
    );
  }
  for (let i = 0; i < 26; i++) {
    items.push(
      `<circle cx="${r1(rand() * WIDTH)}" cy="${r1(rand() * HEIGHT)}" r="${r1(3 + rand() * 6)}" fill="${colors[i % 3]}" fill-opacity="0.5"/>`,
    );
  }
  return items.join("");
}

function label(word: string, p: Palette, x: number, y: number, size = 44) {
  return `<text x="${x}" y="${y}" font-family="DejaVu Serif, Liberation Serif, serif" font-style="italic" font-size="${size}" fill="${p.ink}" text-anchor="middle">${escapeXml(word)}</text>`;
}

function stickersPiece(d: Design, p: Palette) {
  const spots = [
    [400, 290, 130],
    [590, 270, 110],
    [700, 420, 120],
    [500, 450, 150],
    [330, 470, 90],
  ] as const;
  const colors = [p.a, p.b, p.c, p.a, p.b];
  const stickers = spots
    .map(([x, y, size], i) => {
      const color = colors[i] ?? p.a;
      return `<circle cx="${x}" cy="${y}" r="${size / 2 + 12}" fill="#fff" filter="url(#shadow)"/><circle cx="${x}" cy="${y}" r="${size / 2}" fill="${color}" fill-opacity="0.3"/>${motif(d.motif, x, y, size * 0.7, color, p.ink)}`;
    })
    .join("");
  return `<rect x="230" y="150" width="540" height="450" rx="28" fill="${p.paper}" filter="url(#shadow)"/><rect x="230" y="150" width="540" height="450" rx="28" fill="url(#grid)"/>${stickers}${label(d.word, p, 500, 575, 34)}`;
}

function bookmarksPiece(d: Design, p: Palette) {
  const colors = [p.a, p.b, p.c];
  return [0, 1, 2]
    .map((i) => {
      const x = 300 + i * 150;
      const angle = (i - 1) * 6;
      const color = colors[i] ?? p.a;
      return `<g transform="rotate(${angle} ${x + 55} 380)"><path d="M${x + 55} 150 q -30 -50 -10 -90 M${x + 55} 150 q 25 -45 5 -95" stroke="${p.ink}" stroke-opacity="0.6" stroke-width="4" fill="none"/><rect x="${x}" y="150" width="110" height="460" rx="12" fill="${p.paper}" filter="url(#shadow)"/><rect x="${x + 10}" y="160" width="90" height="440" rx="8" fill="${color}" fill-opacity="0.35"/><circle cx="${x + 55}" cy="185" r="11" fill="${p.bg}" stroke="${p.ink}" stroke-opacity="0.4" stroke-width="3"/>${motif(d.motif, x + 55, 300, 70, color, p.ink)}${motif(d.motif, x + 55, 420, 50, colors[(i + 1) % 3] ?? p.b, p.ink)}${motif(d.motif, x + 55, 520, 60, color, p.ink)}</g>`;
    })
    .join("");
}

function totePiece(d: Design, p: Palette) {
  return `<path d="M400 250 C 400 120 600 120 600 250" stroke="${p.c}" stroke-width="22" fill="none"/><path d="M320 250 L680 250 L700 640 L300 640 Z" fill="#f5ecdc" filter="url(#shadow)"/><path d="M320 250 L680 250 L700 640 L300 640 Z" fill="url(#paper)"/><circle cx="500" cy="430" r="120" fill="${p.a}" fill-opacity="0.35"/>${motif(d.motif, 455, 410, 110, p.a, p.ink)}${motif(d.motif, 560, 470, 80, p.b, p.ink)}${label(d.word, p, 500, 600, 38)}`;
}

function stationeryPiece(d: Design, p: Palette) {
  const lines = Array.from(
    { length: 9 },
    (_, i) =>
      `<line x1="330" x2="690" y1="${260 + i * 38}" y2="${260 + i * 38}" stroke="${p.b}" stroke-opacity="0.6" stroke-width="3"/>`,
  ).join("");
  const rings = Array.from(
    { length: 9 },
    (_, i) =>
      `<rect x="${330 + i * 42}" y="150" width="14" height="50" rx="7" fill="${p.ink}" fill-opacity="0.55"/>`,
  ).join("");
  return `<rect x="290" y="170" width="430" height="470" rx="18" fill="${p.paper}" filter="url(#shadow)"/>${lines}${rings}${motif(d.motif, 640, 560, 80, p.a, p.ink)}${label(d.word, p, 460, 240, 40)}<g transform="rotate(-35 760 470)"><rect x="700" y="450" width="260" height="32" rx="6" fill="${p.c}"/><polygon points="700,450 660,466 700,482" fill="#f1d9b5"/><polygon points="672,461 660,466 672,471" fill="${p.ink}"/><rect x="940" y="450" width="28" height="32" rx="4" fill="${p.a}"/></g>`;
}

function cardPiece(d: Design, p: Palette) {
  return `<g transform="rotate(-7 420 420)"><rect x="210" y="250" width="420" height="300" rx="10" fill="${p.b}" filter="url(#shadow)"/><path d="M210 250 L420 400 L630 250" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="6"/></g><g transform="rotate(5 600 380)"><rect x="430" y="150" width="340" height="440" rx="10" fill="${p.paper}" filter="url(#shadow)"/><rect x="455" y="175" width="290" height="390" rx="6" fill="none" stroke="${p.a}" stroke-width="4" stroke-dasharray="14 10"/>${motif(d.motif, 600, 330, 150, p.a, p.ink)}${motif(d.motif, 520, 230, 50, p.c, p.ink)}${motif(d.motif, 690, 440, 60, p.b, p.ink)}${label(d.word, p, 600, 520, 42)}</g>`;
}

function templatePiece(d: Design, p: Palette) {
  const cells = Array.from({ length: 12 }, (_, i) => {
    const x = 320 + (i % 4) * 92;
    const y = 250 + Math.floor(i / 4) * 92;
    const fill = i % 5 === 0 ? p.a : i % 3 === 0 ? p.c : p.paper;
    return `<rect x="${x}" y="${y}" width="80" height="80" rx="8" fill="${fill}" fill-opacity="0.6" stroke="${p.ink}" stroke-opacity="0.15"/>`;
  }).join("");
  return `<rect x="270" y="140" width="460" height="480" rx="36" fill="${p.ink}" fill-opacity="0.85" filter="url(#shadow)"/><rect x="290" y="160" width="420" height="440" rx="20" fill="${p.paper}"/>${label(d.word, p, 500, 220, 38)}${cells}${motif(d.motif, 640, 545, 60, p.b, p.ink)}<rect x="320" y="535" width="220" height="14" rx="7" fill="${p.b}" fill-opacity="0.6"/><rect x="320" y="560" width="160" height="14" rx="7" fill="${p.c}" fill-opacity="0.6"/>`;
}

function freebiePiece(d: Design, p: Palette) {
  return `<g transform="rotate(-4 460 390)"><rect x="280" y="160" width="360" height="460" rx="8" fill="${p.paper}" filter="url(#shadow)"/>${motif(d.motif, 400, 300, 110, p.a, p.ink)}${motif(d.motif, 520, 420, 130, p.b, p.ink)}${motif(d.motif, 390, 520, 80, p.c, p.ink)}</g><g transform="rotate(12 690 300)"><path d="M620 220 L760 220 L760 380 L620 380 L590 300 Z" fill="${p.c}" filter="url(#shadow)"/><circle cx="618" cy="300" r="10" fill="${p.bg}"/><path d="M610 300 q -60 -40 -110 -10" stroke="${p.ink}" stroke-width="4" fill="none" stroke-opacity="0.6"/>${label("free", p, 690, 315, 46)}</g>`;
}

function mailPiece(d: Design, p: Palette) {
  const scallops = Array.from({ length: 10 }, (_, i) => {
    const t = i * 14;
    return `<circle cx="${590 + t}" cy="205" r="6" fill="${p.b}"/><circle cx="${590 + t}" cy="345" r="6" fill="${p.b}"/>`;
  }).join("");
  return `<rect x="220" y="180" width="560" height="380" rx="14" fill="${p.paper}" filter="url(#shadow)"/><path d="M220 190 L500 400 L780 190" fill="none" stroke="${p.a}" stroke-width="8" stroke-linejoin="round"/><rect x="580" y="205" width="140" height="140" fill="${p.paper}"/>${scallops}<rect x="592" y="217" width="116" height="116" fill="${p.a}" fill-opacity="0.4"/>${motif(d.motif, 650, 275, 70, p.a, p.ink)}<circle cx="560" cy="300" r="56" fill="none" stroke="${p.ink}" stroke-opacity="0.35" stroke-width="4"/><path d="M470 290 q 30 -18 60 0 t 60 0 t 60 0" fill="none" stroke="${p.ink}" stroke-opacity="0.3" stroke-width="4"/>${label(d.word, p, 420, 500, 40)}`;
}

const pieces: Record<string, (d: Design, p: Palette) => string> = {
  stickers: stickersPiece,
  bookmarks: bookmarksPiece,
  "tote-bags": totePiece,
  stationery: stationeryPiece,
  "greeting-cards": cardPiece,
  "digital-templates": templatePiece,
  freebies: freebiePiece,
  "mail-club": mailPiece,
};

/** The SVG source of one design, WIDTH × HEIGHT (4:3). */
export function designSvg(design: Design) {
  const p = palettes[design.palette % palettes.length] ?? palettes[0];
  if (!p) throw new Error("no palette");
  const rand = random(hashString(design.id));
  const piece = pieces[design.type] ?? freebiePiece;
  const tapeLength = 300 + rand() * 80;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${defs(p)}<rect width="${WIDTH}" height="${HEIGHT}" fill="${p.bg}"/><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#paper)"/>${scatter(design, p, rand)}${piece(design, p)}${washiTape(-40, 70, tapeLength, -14, p.a, "stripes")}${washiTape(WIDTH - tapeLength + 40, HEIGHT - 70, tapeLength, -14, p.b, "dots")}</svg>`;
  return withShadows(svg, p.ink);
}

/** A portrait (4:5) illustration of the maker's desk for the About Me section. */
export function aboutMeSvg() {
  const p = palettes[0] as Palette;
  const w = 800;
  const h = 1000;
  const planks = Array.from(
    { length: 6 },
    (_, i) =>
      `<rect x="0" y="${i * 170}" width="${w}" height="168" fill="${i % 2 ? "#d9b48f" : "#dcb893"}"/><path d="M0 ${i * 170 + 60} q 200 -20 400 0 t 400 0" stroke="#b98f68" stroke-opacity="0.35" stroke-width="3" fill="none"/>`,
  ).join("");
  const paints = ["#e8a49c", "#f3d28b", "#a9c49a", "#8db3cf", "#ad96cc", "#ee9f78"]
    .map(
      (color, i) =>
        `<rect x="${520 + (i % 3) * 70}" y="${110 + Math.floor(i / 3) * 70}" width="56" height="56" rx="10" fill="${color}"/>`,
    )
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs(p)}<rect width="${w}" height="${h}" fill="#c9a27c"/>${planks}<rect x="500" y="90" width="250" height="165" rx="16" fill="#fbfaf7" filter="url(#shadow)"/>${paints}<g transform="rotate(-6 330 520)"><rect x="120" y="300" width="440" height="560" rx="6" fill="#fffdf8" filter="url(#shadow)"/><circle cx="300" cy="500" r="120" fill="#a9c49a" fill-opacity="0.55"/><circle cx="380" cy="560" r="95" fill="#e8a49c" fill-opacity="0.5"/><circle cx="290" cy="620" r="70" fill="#f3d28b" fill-opacity="0.55"/>${motif("leaf", 220, 420, 80, "#93b27f", p.ink)}${motif("flower", 420, 460, 90, "#e8a49c", p.ink)}${motif("leaf", 450, 680, 70, "#93b27f", p.ink)}</g><g transform="rotate(28 620 620)"><rect x="560" y="380" width="26" height="360" rx="12" fill="#5b4a48"/><rect x="560" y="640" width="26" height="40" fill="#c9c2b8"/><path d="M563 740 q 10 60 10 80 q 0 -20 10 -80 Z" fill="#3b302e"/></g><circle cx="660" cy="860" r="95" fill="#f5ecdc" filter="url(#shadow)"/><circle cx="660" cy="860" r="72" fill="#8b5e3c"/><circle cx="640" cy="840" r="18" fill="#fff" fill-opacity="0.25"/><path d="M752 850 q 40 0 40 30 q 0 30 -40 25" stroke="#f5ecdc" stroke-width="16" fill="none"/><g>${motif("leaf", 90, 120, 120, "#93b27f", p.ink)}${motif("leaf", 170, 70, 100, "#a9c49a", p.ink)}${motif("leaf", 60, 220, 90, "#7ea36b", p.ink)}</g>${washiTape(150, 280, 200, -20, "#e8a49c", "stripes")}${washiTape(420, 830, 180, 8, "#8db3cf", "dots")}</svg>`;
  return withShadows(svg, p.ink);
}
