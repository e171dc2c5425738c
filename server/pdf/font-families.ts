export type FontWeight = "regular" | "bold";

export interface FontFamily {
  name: string;
  /** The TrueType file of each weight, in server/pdf/fonts/. */
  files: Record<FontWeight, string>;
  /** An emoji font: tried first for a character shown as an emoji (🎉, ❤️, 👍🏽, 🇯🇵). */
  emoji?: boolean;
  /** A Chinese, Japanese or Korean font: the countries whose Han characters take its shapes. */
  hanCountries?: readonly string[];
}

/**
 * The fallback chain: each character is drawn by the first family that has a glyph for it,
 * so adding a script is one more entry. A family's file is read only when a text needs it.
 * The files are in server/pdf/fonts/, the two weights used of each family, under the SIL Open
 * Font License (its README says which npm package each came from; decision 038).
 */
export const fontFamilies: readonly FontFamily[] = [
  {
    // Latin, Greek and Cyrillic, digits and punctuation.
    name: "Noto Sans",
    files: {
      regular: "NotoSans_400Regular.ttf",
      bold: "NotoSans_700Bold.ttf",
    },
  },
  {
    name: "Noto Sans Hebrew",
    files: {
      regular: "NotoSansHebrew_400Regular.ttf",
      bold: "NotoSansHebrew_700Bold.ttf",
    },
  },
  {
    // Arabic and Persian (npm has no usable Noto Sans Arabic).
    name: "Vazirmatn",
    files: {
      regular: "Vazirmatn_400Regular.ttf",
      bold: "Vazirmatn_700Bold.ttf",
    },
  },
  {
    // Japanese (kana, kanji). Each CJK font lacks the others' scripts (no Hangul in the
    // Japanese one, no simplified hanzi in either); a Han character takes the shape of the
    // first of the three in the chain (fontChain puts the destination's own first).
    name: "Noto Sans JP",
    hanCountries: ["JP"],
    files: {
      regular: "NotoSansJP_400Regular.ttf",
      bold: "NotoSansJP_700Bold.ttf",
    },
  },
  {
    name: "Noto Sans SC",
    hanCountries: ["CN", "TW", "HK", "MO", "SG"],
    files: {
      regular: "NotoSansSC_400Regular.ttf",
      bold: "NotoSansSC_700Bold.ttf",
    },
  },
  {
    name: "Noto Sans KR",
    hanCountries: ["KR"],
    files: {
      regular: "NotoSansKR_400Regular.ttf",
      bold: "NotoSansKR_700Bold.ttf",
    },
  },
  {
    // Monochrome outlines: a PDF text font cannot hold colour glyphs.
    name: "Noto Emoji",
    files: {
      regular: "NotoEmoji_400Regular.ttf",
      bold: "NotoEmoji_700Bold.ttf",
    },
    emoji: true,
  },
];

/** The chain with `own` moved before the other Chinese, Japanese and Korean fonts. */
function withHanFirst(own: FontFamily): readonly FontFamily[] {
  const others = fontFamilies.filter((family) => family !== own);
  const firstHan = others.findIndex((family) => family.hanCountries);
  return [...others.slice(0, firstHan), own, ...others.slice(firstHan)];
}

const hanFirstChains = new Map<FontFamily, readonly FontFamily[]>(
  fontFamilies.filter((family) => family.hanCountries).map((own) => [own, withHanFirst(own)]),
);

/**
 * The chain for text going to `country`. Chinese, Japanese and Korean share the Han
 * characters but not their shapes (直 and 骨 are drawn differently): a Japanese address takes
 * the Japanese font's, a Chinese one the Chinese font's, a Korean one the Korean font's. Text
 * for any other country, or none, keeps the default order.
 */
export function fontChain(country?: string): readonly FontFamily[] {
  const own = fontFamilies.find((family) => country && family.hanCountries?.includes(country));
  return (own && hanFirstChains.get(own)) || fontFamilies;
}
