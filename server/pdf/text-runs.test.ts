import { describe, expect, it } from "vitest";
import {
  cleanText,
  clusters,
  drawnCodePoints,
  embeddingLevels,
  isEmoji,
  visualRuns,
} from "#server/pdf/text-runs.ts";

/** The runs of a one-line text, each cluster in a font named by its script. */
function runsOf(text: string) {
  const fontOf = (cluster: string) =>
    isEmoji(cluster)
      ? "emoji"
      : /\p{Script=Hebrew}/u.test(cluster)
        ? "hebrew"
        : /\p{Script=Arabic}/u.test(cluster)
          ? "arabic"
          : "sans";
  const placed = clusters(text).map((cluster) => ({ ...cluster, font: fontOf(cluster.text) }));
  return visualRuns(placed, embeddingLevels(text)).map(
    ({ font, text: runText, rightToLeft }) => `${font}${rightToLeft ? " rtl" : ""}: ${runText}`,
  );
}

describe("visual runs", () => {
  it("keeps a left-to-right line as it is, one run per font", () => {
    expect(runsOf("Happy 30th, Mina! 🎉")).toEqual(["sans: Happy 30th, Mina! ", "emoji: 🎉"]);
  });

  it("puts right-to-left words from right to left, each for its font to turn around", () => {
    expect(runsOf("Card: שלום עולם, thanks")).toEqual([
      "sans: Card: ",
      "hebrew rtl: עולם",
      "sans:  ",
      "hebrew rtl: שלום",
      "sans: , thanks",
    ]);
  });

  it("runs a right-to-left line from the right: numbers stay left to right, brackets mirror", () => {
    // Read from the right: مرحبا, (لا), ١٢٣, 45.
    expect(runsOf("مرحبا (لا) ١٢٣ 45")).toEqual([
      "sans: 45",
      "sans:  ",
      "arabic: ١٢٣",
      "sans:  (",
      "arabic rtl: لا",
      "sans: ) ",
      "arabic rtl: مرحبا",
    ]);
  });

  it("turns emoji and punctuation around by character in a right-to-left line", () => {
    expect(runsOf("🎉 שלום 🎈🎁!")).toEqual([
      "sans: !",
      "emoji: 🎁🎈",
      "sans:  ",
      "hebrew rtl: שלום",
      "sans:  ",
      "emoji: 🎉",
    ]);
  });
});

describe("clusters", () => {
  it("keeps emoji sequences and letters with their marks whole", () => {
    expect(clusters("👨‍👩‍👧👍🏽🇯🇵שָׁ").map((cluster) => cluster.text)).toEqual([
      "👨‍👩‍👧",
      "👍🏽",
      "🇯🇵",
      "שָׁ",
    ]);
  });

  it("tells emoji from text: ❤️ with its selector is an emoji, ❤ and © alone are text", () => {
    expect(["🎉", "❤️", "👍🏽", "🇯🇵", "1️⃣", "❤", "©", "1"].map(isEmoji)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it("needs glyphs for what is drawn, not for joiners, selectors or bidi marks", () => {
    expect(drawnCodePoints("❤️")).toEqual([0x2764]);
    expect(drawnCodePoints("👨‍👩‍👧")).toEqual([0x1f468, 0x1f469, 0x1f467]);
    expect(drawnCodePoints("\u200F")).toEqual([]);
  });

  it("cleans a text to one line", () => {
    expect(cleanText("  Zoe\u0308\n\tŁukasiewicz\u0007 \u0000 Ōtsuka  ")).toBe(
      "Zoë Łukasiewicz Ōtsuka",
    );
  });
});
