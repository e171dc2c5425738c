/** Latin letters that carry no accent to strip, as the post reads them without it. */
const plainLetters: Record<string, string> = {
  Ł: "L",
  ł: "l",
  Đ: "D",
  đ: "d",
  Ħ: "H",
  ħ: "h",
  ı: "i",
  Ŧ: "T",
  ŧ: "t",
  Ŀ: "L",
  ŀ: "l",
  ĸ: "k",
  Ŋ: "N",
  ŋ: "n",
};

/**
 * The text as a font with only the characters of `canDraw` can print it: characters it has
 * stay, accented letters it lacks lose the accent (ő → o), a few more become their plain
 * Latin letter, and anything else a '?', so a label is never refused for a name. Any run of
 * spaces, tabs or line breaks becomes one space.
 */
export function printableText(text: string, canDraw: (codePoint: number) => boolean) {
  let printable = "";
  for (const char of text.normalize("NFC").replace(/\s+/gu, " ").trim()) {
    if (canDraw(char.codePointAt(0) ?? 0)) {
      printable += char;
      continue;
    }
    const stripped = char.normalize("NFKD").replace(/\p{M}/gu, "");
    const drawable = stripped !== "" && [...stripped].every((c) => canDraw(c.codePointAt(0) ?? 0));
    printable += drawable ? stripped : (plainLetters[char] ?? "?");
  }
  return printable;
}
