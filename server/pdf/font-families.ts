export type FontWeight = "regular" | "bold";

export interface FontFamily {
  name: string;
  /** The TrueType file of each weight, as a path inside node_modules. */
  files: Record<FontWeight, string>;
  /** An emoji font: tried first for a character shown as an emoji (🎉, ❤️, 👍🏽, 🇯🇵). */
  emoji?: boolean;
  /** A Chinese, Japanese or Korean font: the countries whose Han characters take its shapes. */
  hanCountries?: readonly string[];
}

/**
 * The fallback chain: each character is drawn by the first family that has a glyph for it,
 * so adding a script is one more entry. A family's file is read only when a text needs it.
 * The fonts come from npm, under the SIL Open Font License (each package's LICENSE_FONT).
 */
export const fontFamilies: readonly FontFamily[] = [
  {
    // Latin, Greek and Cyrillic, digits and punctuation.
    name: "Noto Sans",
    files: {
      regular: "@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf",
      bold: "@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf",
    },
  },
  {
    name: "Noto Sans Hebrew",
    files: {
      regular: "@expo-google-fonts/noto-sans-hebrew/400Regular/NotoSansHebrew_400Regular.ttf",
      bold: "@expo-google-fonts/noto-sans-hebrew/700Bold/NotoSansHebrew_700Bold.ttf",
    },
  },
  {
    // Arabic and Persian (npm has no usable Noto Sans Arabic).
    name: "Vazirmatn",
    files: {
      regular: "@expo-google-fonts/vazirmatn/400Regular/Vazirmatn_400Regular.ttf",
      bold: "@expo-google-fonts/vazirmatn/700Bold/Vazirmatn_700Bold.ttf",
    },
  },
  {
    // Japanese (kana, kanji). Each CJK font lacks the others' scripts (no Hangul in the
    // Japanese one, no simplified hanzi in either); a Han character takes the shape of the
    // first of the three in the chain (fontChain puts the destination's own first).
    name: "Noto Sans JP",
    hanCountries: ["JP"],
    files: {
      regular: "@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf",
      bold: "@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf",
    },
  },
  {
    name: "Noto Sans SC",
    hanCountries: ["CN", "TW", "HK", "MO", "SG"],
    files: {
      regular: "@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf",
      bold: "@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf",
    },
  },
  {
    name: "Noto Sans KR",
    hanCountries: ["KR"],
    files: {
      regular: "@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf",
      bold: "@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf",
    },
  },
  {
    // Monochrome outlines: a PDF text font cannot hold colour glyphs.
    name: "Noto Emoji",
    files: {
      regular: "@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf",
      bold: "@expo-google-fonts/noto-emoji/700Bold/NotoEmoji_700Bold.ttf",
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
