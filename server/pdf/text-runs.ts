import bidiFactory, { type BidiCharTypeName, type EmbeddingLevels } from "bidi-js";

const bidi = bidiFactory();
const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/** Text as a PDF line draws it: NFC, any run of white space one space, no control characters. */
export function cleanText(text: string) {
  return text
    .normalize("NFC")
    .replace(/[\s\p{Cc}]+/gu, (run) => (/\s/u.test(run) ? " " : ""))
    .trim();
}

/** A user-perceived character (é, 👍🏽, 👨‍👩‍👧, שׁ) and where it starts in its text. */
export interface Cluster {
  text: string;
  start: number;
}

export function clusters(text: string): Cluster[] {
  return [...graphemes.segment(text)].map(({ segment, index }) => ({
    text: segment,
    start: index,
  }));
}

const emojiPresentation =
  /\p{Emoji_Presentation}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\uFE0F|\u20E3/u;

/** Shown as an emoji rather than as text: 🎉, ❤️ (with U+FE0F), 👍🏽, 🇯🇵, 1️⃣. */
export const isEmoji = (cluster: string) => emojiPresentation.test(cluster);

const notDrawn = /^\p{Default_Ignorable_Code_Point}$/u;

/**
 * The characters a font needs glyphs for to draw the cluster: joiners, variation selectors and
 * bidi marks steer shaping and are not drawn themselves. None for a cluster of those alone.
 */
export function drawnCodePoints(cluster: string): number[] {
  return [...cluster]
    .filter((char) => !notDrawn.test(char))
    .map((char) => char.codePointAt(0) ?? 0);
}

/** The bidi embedding level of each UTF-16 unit (UAX #9), the direction found from the text. */
export const embeddingLevels = (paragraph: string): EmbeddingLevels =>
  bidi.getEmbeddingLevels(paragraph.replace(/[\u{10000}-\u{10FFFF}]/gu, standIn));

/** A character of each bidi class beyond U+FFFF, in the Basic Multilingual Plane. */
const standIns: Partial<Record<BidiCharTypeName, string>> = {
  R: "\u05D0",
  AL: "\u0627",
  EN: "0",
  AN: "\u0660",
  NSM: "\u0300",
  BN: "\u200B",
  ON: "!",
};

/**
 * bidi-js reads a string unit by unit, so both halves of a character beyond U+FFFF (an emoji)
 * would count as left-to-right letters: a line that starts with 🎉 would run left to right
 * whatever follows. The character is given two units of its own class instead.
 */
function standIn(char: string) {
  return (standIns[bidi.getBidiCharTypeName(char)] ?? "A").repeat(2);
}

/** A cluster as a line draws it, with the font chosen for it. */
export interface Placed<F> extends Cluster {
  font: F;
}

/** Characters of one font and one direction, in the order they are handed to the font. */
export interface VisualRun<F> {
  font: F;
  text: string;
  /** Holds right-to-left letters, which the font shapes and lays out right to left itself. */
  rightToLeft: boolean;
}

/**
 * One line of a paragraph as runs of one font each, in visual order, left to right. Runs are
 * reordered by rule L2 of UAX #9; within a run, letters of a right-to-left script stay in
 * logical order for the font to shape (Arabic joins by the logical order) and turn around;
 * other characters at a right-to-left level (spaces, punctuation, emoji) are reversed here,
 * and mirrored when they have a mirror image: '(' becomes ')'.
 */
export function visualRuns<F>(line: readonly Placed<F>[], levels: EmbeddingLevels): VisualRun<F>[] {
  const runs: { font: F; level: number; clusters: string[] }[] = [];
  for (const cluster of line) {
    const level = levels.levels[cluster.start] ?? 0;
    const text =
      level % 2 === 1 ? (bidi.getMirroredCharacter(cluster.text) ?? cluster.text) : cluster.text;
    const last = runs.at(-1);
    if (last && last.font === cluster.font && last.level === level) last.clusters.push(text);
    else runs.push({ font: cluster.font, level, clusters: [text] });
  }
  const highest = Math.max(0, ...runs.map((run) => run.level));
  const lowestOdd = Math.min(highest + 1, ...runs.map((run) => run.level | 1));
  for (let level = highest; level >= lowestOdd; level -= 1) {
    for (let start = 0; start < runs.length; start += 1) {
      if ((runs[start]?.level ?? 0) < level) continue;
      let end = start;
      while ((runs[end + 1]?.level ?? 0) >= level) end += 1;
      runs.splice(start, end - start + 1, ...runs.slice(start, end + 1).reverse());
      start = end;
    }
  }
  return runs.map(({ font, level, clusters }) => {
    const text = clusters.join("");
    const rightToLeft = level % 2 === 1 && hasRightToLeftLetter(text);
    const ordered = level % 2 === 1 && !rightToLeft ? clusters.reverse().join("") : text;
    return { font, text: ordered, rightToLeft };
  });
}

function hasRightToLeftLetter(text: string) {
  return [...text].some((char) => {
    const type = bidi.getBidiCharTypeName(char);
    return type === "R" || type === "AL";
  });
}
