import type { Font } from "@pdf-lib/fontkit";
import type { Color, PDFDocument, PDFFont, PDFPage } from "pdf-lib";
import { fontkitFor, loadedFace, loadFace, rightToLeftRun } from "#server/pdf/font-faces.ts";
import { type FontFamily, type FontWeight, fontFamilies } from "#server/pdf/font-families.ts";
import {
  type Cluster,
  cleanText,
  clusters,
  drawnCodePoints,
  embeddingLevels,
  isEmoji,
  type Placed,
  visualRuns,
} from "#server/pdf/text-runs.ts";

export type { FontWeight } from "#server/pdf/font-families.ts";

/** One laid-out line: its runs left to right, each in one font. */
export interface TextLine {
  size: number;
  width: number;
  runs: { font: PDFFont; text: string; rightToLeft: boolean; width: number }[];
}

export interface LayoutOptions {
  size: number;
  weight?: FontWeight;
  /** Wraps at spaces to lines no wider than this; a word wider than that is cut. */
  maxWidth?: number;
}

/**
 * Text in any script the font chain covers, in one document: Latin with accents, Greek,
 * Cyrillic, Hebrew and Arabic (right to left, Arabic joined), Japanese, Chinese, Korean, emoji. A character no font has
 * is drawn as '?'. Fonts are embedded as subsets, each the first time a text needs it.
 */
export interface UnicodeText {
  /** Loads and embeds the fonts these texts need; `layout` needs it done first. */
  prepare(texts: readonly string[], weight?: FontWeight): Promise<void>;
  /** The text as lines (none for blank text), white space as in `cleanText`. */
  layout(text: string, options: LayoutOptions): TextLine[];
  /** `prepare`, then `layout`. */
  lines(text: string, options: LayoutOptions): Promise<TextLine[]>;
  /** Draws the line with its baseline's left end at (x, y). */
  drawLine(page: PDFPage, line: TextLine, options: { x: number; y: number; color?: Color }): void;
}

const emojiFirst = [
  ...fontFamilies.filter((family) => family.emoji),
  ...fontFamilies.filter((family) => !family.emoji),
];
const familiesFor = (cluster: string) => (isEmoji(cluster) ? emojiFirst : fontFamilies);
const replacement = "?";
const primaryFamily = fontFamilies[0] as FontFamily;
const covers = (face: Font, codePoints: number[]) =>
  codePoints.every((codePoint) => face.hasGlyphForCodePoint(codePoint));

export function unicodeText(doc: PDFDocument): UnicodeText {
  doc.registerFontkit(fontkitFor());
  const embedding = new Map<string, Promise<PDFFont>>();
  const embedded = new Map<string, PDFFont>();

  const embed = (family: FontFamily, weight: FontWeight) => {
    const key = `${family.name} ${weight}`;
    let font = embedding.get(key);
    if (!font) {
      font = loadFace(family, weight)
        .then((face) => doc.embedFont(face.bytes, { subset: true }))
        .then((pdfFont) => {
          embedded.set(key, pdfFont);
          return pdfFont;
        });
      embedding.set(key, font);
    }
    return font;
  };

  /** The cluster's font in this document, and the text it draws; none for an unseen one. */
  const place = (cluster: Cluster, weight: FontWeight): Placed<PDFFont> | undefined => {
    const codePoints = drawnCodePoints(cluster.text);
    if (codePoints.length === 0) return undefined;
    const family = familiesFor(cluster.text).find((candidate) => {
      const face = loadedFace(candidate, weight);
      if (!face) throw notPrepared(cluster.text);
      return covers(face.face, codePoints);
    });
    const font = embedded.get(`${(family ?? primaryFamily).name} ${weight}`);
    if (!font) throw notPrepared(cluster.text);
    return { ...cluster, text: family ? cluster.text : replacement, font };
  };

  const api: UnicodeText = {
    async prepare(texts, weight = "regular") {
      const needed = new Set<FontFamily>();
      for (const text of texts) {
        for (const cluster of clusters(cleanText(text))) {
          const codePoints = drawnCodePoints(cluster.text);
          if (codePoints.length === 0) continue;
          let found = primaryFamily;
          for (const family of familiesFor(cluster.text)) {
            if (covers((await loadFace(family, weight)).face, codePoints)) {
              found = family;
              break;
            }
          }
          needed.add(found);
        }
      }
      await Promise.all([...needed].map((family) => embed(family, weight)));
    },

    layout(text, { size, weight = "regular", maxWidth = Number.POSITIVE_INFINITY }) {
      const paragraph = cleanText(text);
      const placed = clusters(paragraph).flatMap((cluster) => place(cluster, weight) ?? []);
      const levels = embeddingLevels(paragraph);
      return wrap(placed, size, maxWidth).map((line) => {
        const runs = visualRuns(line, levels).map((run) => ({
          ...run,
          width: run.font.widthOfTextAtSize(run.text, size),
        }));
        return { size, width: runs.reduce((sum, run) => sum + run.width, 0), runs };
      });
    },

    async lines(text, options) {
      await api.prepare([text], options.weight);
      return api.layout(text, options);
    },

    drawLine(page, line, { x, y, color }) {
      let left = x;
      for (const run of line.runs) {
        const text = run.rightToLeft ? rightToLeftRun + run.text : run.text;
        page.drawText(text, { x: left, y, size: line.size, font: run.font, color });
        left += run.width;
      }
    },
  };
  return api;
}

function notPrepared(text: string) {
  return new Error(`Text not prepared for this PDF (${JSON.stringify(text)}): call prepare first.`);
}

/** Width of clusters in logical order: each stretch in one font is shaped as a whole. */
function widthOf(line: readonly Placed<PDFFont>[], size: number) {
  let width = 0;
  let from = 0;
  for (let index = 1; index <= line.length; index += 1) {
    if (index < line.length && line[index]?.font === line[from]?.font) continue;
    const stretch = line.slice(from, index);
    const font = stretch[0]?.font;
    if (font)
      width += font.widthOfTextAtSize(stretch.map((cluster) => cluster.text).join(""), size);
    from = index;
  }
  return width;
}

/** The clusters in lines no wider than `maxWidth`, broken at spaces; a word wider is cut. */
function wrap(placed: Placed<PDFFont>[], size: number, maxWidth: number): Placed<PDFFont>[][] {
  if (placed.length === 0) return [];
  if (widthOf(placed, size) <= maxWidth) return [placed];
  const words: { space?: Placed<PDFFont>; clusters: Placed<PDFFont>[] }[] = [{ clusters: [] }];
  for (const cluster of placed) {
    if (cluster.text === " ") words.push({ space: cluster, clusters: [] });
    else words.at(-1)?.clusters.push(cluster);
  }
  const lines: Placed<PDFFont>[][] = [];
  let current: Placed<PDFFont>[] = [];
  let currentWidth = 0;
  for (const { space, clusters: word } of words) {
    if (word.length === 0) continue;
    const wordWidth = widthOf(word, size);
    if (current.length > 0 && space) {
      const joinedWidth = currentWidth + widthOf([space], size) + wordWidth;
      if (joinedWidth <= maxWidth) {
        current.push(space, ...word);
        currentWidth = joinedWidth;
        continue;
      }
      lines.push(current);
    }
    let rest = word;
    while (rest.length > 1 && widthOf(rest, size) > maxWidth) {
      let cut = rest.length - 1;
      while (cut > 1 && widthOf(rest.slice(0, cut), size) > maxWidth) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    current = rest;
    currentWidth = widthOf(rest, size);
  }
  if (current.length > 0) lines.push(current);
  return lines;
}
