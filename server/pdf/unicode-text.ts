import type { Font } from "@pdf-lib/fontkit";
import type { Color, PDFDocument, PDFFont, PDFPage } from "pdf-lib";
import { fontkitFor, loadedFace, loadFace, rightToLeftRun } from "#server/pdf/font-faces.ts";
import {
  type FontFamily,
  type FontWeight,
  fontChain,
  fontFamilies,
} from "#server/pdf/font-families.ts";
import { breaksBetween } from "#server/pdf/line-breaks.ts";
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

/** Which fonts draw a text: its weight, and for Chinese, Japanese and Korean its country. */
export interface FontChoice {
  weight?: FontWeight;
  /** The country (ISO code) the text is written for: its Han characters take its own shapes. */
  country?: string;
}

export interface LayoutOptions extends FontChoice {
  size: number;
  /**
   * Wraps to lines no wider than this, at spaces and between Chinese, Japanese or Korean
   * characters; a word wider than that is cut.
   */
  maxWidth?: number;
}

/**
 * Text in any script the font chain covers, in one document: Latin with accents, Greek,
 * Cyrillic, Hebrew and Arabic (right to left, Arabic joined), Japanese, Chinese, Korean, emoji. A character no font has
 * is drawn as '?'. Fonts are embedded as subsets, each the first time a text needs it.
 */
export interface UnicodeText {
  /** Loads and embeds the fonts these texts need: `layout` needs it done, with the same choice. */
  prepare(texts: readonly string[], choice?: FontChoice): Promise<void>;
  /** The text as lines (none for blank text), white space as in `cleanText`. */
  layout(text: string, options: LayoutOptions): TextLine[];
  /** `prepare`, then `layout`. */
  lines(text: string, options: LayoutOptions): Promise<TextLine[]>;
  /** Draws the line with its baseline's left end at (x, y). */
  drawLine(page: PDFPage, line: TextLine, options: { x: number; y: number; color?: Color }): void;
}

const emojiFirstChains = new Map<readonly FontFamily[], readonly FontFamily[]>();

/** The families to try for the cluster, in order: emoji ones first for an emoji. */
function familiesFor(cluster: string, country: string | undefined) {
  const chain = fontChain(country);
  if (!isEmoji(cluster)) return chain;
  let emojiFirst = emojiFirstChains.get(chain);
  if (!emojiFirst) {
    emojiFirst = [
      ...chain.filter((family) => family.emoji),
      ...chain.filter((family) => !family.emoji),
    ];
    emojiFirstChains.set(chain, emojiFirst);
  }
  return emojiFirst;
}
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
  const place = (
    cluster: Cluster,
    weight: FontWeight,
    country: string | undefined,
  ): Placed<PDFFont> | undefined => {
    const codePoints = drawnCodePoints(cluster.text);
    if (codePoints.length === 0) return undefined;
    const family = familiesFor(cluster.text, country).find((candidate) => {
      const face = loadedFace(candidate, weight);
      if (!face) throw notPrepared(cluster.text);
      return covers(face.face, codePoints);
    });
    const font = embedded.get(`${(family ?? primaryFamily).name} ${weight}`);
    if (!font) throw notPrepared(cluster.text);
    return { ...cluster, text: family ? cluster.text : replacement, font };
  };

  const api: UnicodeText = {
    async prepare(texts, { weight = "regular", country } = {}) {
      const needed = new Set<FontFamily>();
      for (const text of texts) {
        for (const cluster of clusters(cleanText(text))) {
          const codePoints = drawnCodePoints(cluster.text);
          if (codePoints.length === 0) continue;
          let found = primaryFamily;
          for (const family of familiesFor(cluster.text, country)) {
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

    layout(text, { size, weight = "regular", country, maxWidth = Number.POSITIVE_INFINITY }) {
      const paragraph = cleanText(text);
      const placed = clusters(paragraph).flatMap(
        (cluster) => place(cluster, weight, country) ?? [],
      );
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
      await api.prepare([text], options);
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

/**
 * The text in the pieces a line never breaks inside, each with the space before it, if any:
 * words, and each Chinese, Japanese or Korean character on its own.
 */
function unbreakablePieces(placed: readonly Placed<PDFFont>[]) {
  let piece: { space?: Placed<PDFFont>; clusters: Placed<PDFFont>[] } = { clusters: [] };
  const pieces = [piece];
  let previous = "";
  for (const cluster of placed) {
    const space = cluster.text === " ";
    if (space || (piece.clusters.length > 0 && breaksBetween(previous, cluster.text))) {
      piece = space ? { space: cluster, clusters: [] } : { clusters: [cluster] };
      pieces.push(piece);
    } else {
      piece.clusters.push(cluster);
    }
    previous = cluster.text;
  }
  return pieces.filter((candidate) => candidate.clusters.length > 0);
}

/**
 * The clusters in lines no wider than `maxWidth`, broken at spaces and between Chinese,
 * Japanese or Korean characters; a word wider than a line is cut between two characters.
 */
function wrap(placed: Placed<PDFFont>[], size: number, maxWidth: number): Placed<PDFFont>[][] {
  if (placed.length === 0) return [];
  if (widthOf(placed, size) <= maxWidth) return [placed];
  const lines: Placed<PDFFont>[][] = [];
  let current: Placed<PDFFont>[] = [];
  let currentWidth = 0;
  for (const { space, clusters: piece } of unbreakablePieces(placed)) {
    const pieceWidth = widthOf(piece, size);
    if (current.length > 0) {
      const joined = space ? [space, ...piece] : piece;
      const joinedWidth = currentWidth + (space ? widthOf([space], size) : 0) + pieceWidth;
      if (joinedWidth <= maxWidth) {
        current.push(...joined);
        currentWidth = joinedWidth;
        continue;
      }
      lines.push(current);
    }
    let rest = piece;
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
