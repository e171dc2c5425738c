import fontkit from "@pdf-lib/fontkit";
import { PDFDict, PDFDocument, PDFName } from "pdf-lib";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type PdfTextItem, readPdfText } from "#server/mail-club/issues/pdf-text.ts";
import { loadFace } from "#server/pdf/font-faces.ts";
import { fontFamilies } from "#server/pdf/font-families.ts";
import { type LayoutOptions, unicodeText } from "#server/pdf/unicode-text.ts";

afterEach(() => {
  vi.restoreAllMocks();
});

/** A page with each text drawn on lines of its own. */
async function pdfOf(texts: readonly string[], options: Partial<LayoutOptions> = {}) {
  const doc = await PDFDocument.create();
  const text = unicodeText(doc);
  const page = doc.addPage([400, 600]);
  let y = 560;
  for (const value of texts) {
    for (const line of await text.lines(value, { size: 12, ...options })) {
      text.drawLine(page, line, { x: 20, y });
      y -= 20;
    }
  }
  return doc.save();
}

/** pdf.js's items of the first page, grouped by line, each line's left to right. */
async function itemsByLine(pdf: Uint8Array): Promise<PdfTextItem[][]> {
  const [page = []] = await readPdfText(pdf);
  const lines = Map.groupBy(page, (item) => item.y.toFixed(1));
  return [...lines.values()].map((items) => items.sort((a, b) => a.x - b.x));
}

/** Each line as pdf.js reads it: its items left to right, spaces included. */
async function readLines(pdf: Uint8Array) {
  return (await itemsByLine(pdf)).map((items) => items.map((item) => item.text).join(""));
}

/** The base names of the fonts the PDF embeds, without pdf-lib's random suffix. */
async function embeddedFonts(pdf: Uint8Array) {
  const doc = await PDFDocument.load(pdf);
  return doc.context
    .enumerateIndirectObjects()
    .flatMap(([, object]) => {
      if (!(object instanceof PDFDict)) return [];
      if (object.get(PDFName.of("Subtype")) !== PDFName.of("Type0")) return [];
      return [String(object.get(PDFName.of("BaseFont"))).replace(/^\/|-\d+$/g, "")];
    })
    .sort();
}

describe("text in any script the fonts cover", () => {
  it("reads back Latin with accents, Greek, Cyrillic and emoji exactly as typed", async () => {
    const texts = [
      "Zoë Łukasiewicz-Ōtsuka — Őrség №5",
      "Ἀθῆναι, Ελλάδα · Москва, Россия",
      "Happy 30th, Mina! 🎉",
      "Family 👨‍👩‍👧 from 🇯🇵",
    ];
    expect(await readLines(await pdfOf(texts))).toEqual(texts);
  });

  it("draws Hebrew and Arabic right to left, Arabic joined, and they read back as typed", async () => {
    const pdf = await pdfOf([
      "שלום",
      "مرحبا",
      "لا",
      "שלום עולם",
      "Address: شارع الملك فهد 12, Riyadh",
    ]);
    const lines = (await itemsByLine(pdf)).map((items) =>
      items.map((item) => item.text).filter((text) => text.trim() !== ""),
    );
    // The glyphs are written in visual order; pdf.js turns a right-to-left word back to its
    // logical order, so a word reads as typed only if each glyph maps back to its letter,
    // the joined Arabic forms and the one glyph of lam-alef (لا) included.
    expect(lines.slice(0, 3)).toEqual([["שלום"], ["مرحبا"], ["لا"]]);
    // Words of a right-to-left run go from right to left: the first typed is rightmost.
    expect(lines[3]).toEqual(["עולם", "שלום"]);
    // In a left-to-right line the Arabic street runs right to left with its number at its
    // left end, as UAX #9 places it (pdf.js joins "Address: " and "12", one font).
    expect(lines[4]).toEqual(["Address: 12", "فهد", "الملك", "شارع", ", Riyadh"]);
  });

  it("shapes Arabic: joined letters are narrower than the same letters apart", async () => {
    const doc = await PDFDocument.create();
    const text = unicodeText(doc);
    const word = "مرحبا";
    const [joined] = await text.lines(word, { size: 12 });
    let apart = 0;
    for (const letter of word) apart += (await text.lines(letter, { size: 12 }))[0]?.width ?? 0;
    expect(joined?.width).toBeLessThan(apart - 3);
  });

  it("draws '?' for a character no font has yet, and nothing for invisible ones", async () => {
    expect(await readLines(await pdfOf(["ሰላም 3F", "zero\u200Bwidth\u200Fspace"]))).toEqual([
      "??? 3F",
      "zerowidthspace",
    ]);
  });

  it("wraps at spaces, and cuts a word too wide between characters, never inside one", async () => {
    const doc = await PDFDocument.create();
    const text = unicodeText(doc);
    const family = "👨‍👩‍👧";
    const lines = await text.lines(`Happy 30th birthday, Mina! ${family.repeat(12)}`, {
      size: 12,
      maxWidth: 90,
    });
    const texts = lines.map((line) => line.runs.map((run) => run.text).join(""));
    expect(texts.slice(0, 3)).toEqual(["Happy 30th", "birthday, Mina!", family.repeat(5)]);
    expect(texts.slice(2).join("")).toBe(family.repeat(12));
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(90);
  });

  it("breaks Chinese and Japanese between characters, Korean and Latin at spaces", async () => {
    const doc = await PDFDocument.create();
    const text = unicodeText(doc);
    const wrapped = async (value: string, country: string, maxWidth: number) =>
      (await text.lines(value, { size: 10, maxWidth, country })).map((line) =>
        line.runs.map((run) => run.text).join(""),
      );
    // A kanji or hanzi is 10 points wide at 10 points: ten to a line, and the line filled.
    expect(await wrapped("東京都千代田区 千代田一丁目一番一号", "JP", 100)).toEqual([
      "東京都千代田区 千代",
      "田一丁目一番一号",
    ]);
    expect(await wrapped("北京市朝阳区建国路88号现代城", "CN", 100)).toEqual([
      "北京市朝阳区建国路",
      "88号现代城",
    ]);
    // Never a closing mark first on a line, nor an opening one last, nor 〒 apart from its code.
    expect(await wrapped("宮内庁管理部庁舎「別館」", "JP", 90)).toEqual([
      "宮内庁管理部庁舎",
      "「別館」",
    ]);
    expect(await wrapped("東京都千代田区千代田。", "JP", 100)).toEqual([
      "東京都千代田区千代",
      "田。",
    ]);
    expect(await wrapped("東京 〒100-8111", "JP", 60)).toEqual(["東京", "〒100-8111"]);
    expect(await wrapped("서울특별시 강남구 테헤란로", "KR", 100)).toEqual([
      "서울특별시 강남구",
      "테헤란로",
    ]);
  });

  it("embeds only the fonts a text needs, with only the glyphs it draws", async () => {
    expect(await embeddedFonts(await pdfOf(["Zoë"]))).toEqual(["NotoSans-Regular"]);
    expect(await embeddedFonts(await pdfOf(["Zoë 🎉"], { weight: "bold" }))).toEqual([
      "NotoEmoji-Bold",
      "NotoSans-Bold",
    ]);
    const all = await pdfOf(["Zoë Ἀθῆναι Москва", "שלום", "مرحبا", "🎉"]);
    expect(await embeddedFonts(all)).toEqual([
      "NotoEmoji-Regular",
      "NotoSans-Regular",
      "NotoSansHebrew-Regular",
      "Vazirmatn-Regular",
    ]);
    expect(all.byteLength).toBeLessThan(40_000);
  });

  it("reads a font file only when a text needs it, and parses it once per process", async () => {
    vi.resetModules();
    const faces = await import("#server/pdf/font-faces.ts");
    const { unicodeText: freshUnicodeText } = await import("#server/pdf/unicode-text.ts");
    const [sans, hebrew] = fontFamilies;
    if (!sans || !hebrew) throw new Error("no fonts");
    const create = vi.spyOn(fontkit, "create");
    const write = async (value: string) => {
      const doc = await PDFDocument.create();
      const text = freshUnicodeText(doc);
      await text.lines(value, { size: 12 });
      return doc.save();
    };
    await write("Zoë");
    expect(faces.loadedFace(sans, "regular")).toBeDefined();
    expect(faces.loadedFace(hebrew, "regular")).toBeUndefined();
    expect(create).toHaveBeenCalledTimes(1);
    await write("Zoë שלום");
    await write("Zoë שלום");
    expect(create).toHaveBeenCalledTimes(2);
  });

  it("maps each document's glyphs back to that document's characters", async () => {
    // ❤️ (with U+FE0F) and ❤ are one glyph, which maps back to one text per document.
    expect((await readLines(await pdfOf(["❤️"]))).join("")).toContain("❤️");
    expect(await readLines(await pdfOf(["I ❤ washi"]))).toEqual(["I ❤ washi"]);
  });

  it("needs the text prepared before laying it out", async () => {
    const text = unicodeText(await PDFDocument.create());
    expect(() => text.layout("Zoë", { size: 12 })).toThrow(/not prepared/);
    await text.prepare(["Zoë"]);
    expect(text.layout("Zoë", { size: 12 })).toHaveLength(1);
    expect(() => text.layout("Zoë", { size: 12, weight: "bold" })).toThrow(/not prepared/);
  });
});

describe("the subset fix", () => {
  it("keeps every glyph's outline in a subset that has glyphs of odd length", async () => {
    const family = fontFamilies[0];
    if (!family) throw new Error("no fonts");
    // Loading a face applies the fix; the subset is made from a copy of our own.
    const font = fontkit.create((await loadFace(family, "regular")).bytes);
    const glyphIds = font.glyphsForString("Zoë Łukasiewicz Ἀθῆναι Москва").map((g) => g.id);
    const { offsets } = (font as unknown as { loca: { offsets: number[] } }).loca;
    const oddLength = (id: number) => ((offsets[id + 1] ?? 0) - (offsets[id] ?? 0)) % 2 === 1;
    expect(glyphIds.filter(oddLength).length).toBeGreaterThan(3);

    const subset = font.createSubset();
    const subsetIds = glyphIds.map((id) => subset.includeGlyph(id));
    const parts: Uint8Array[] = [];
    await new Promise((resolve) => {
      subset
        .encodeStream()
        .on("data", (part) => parts.push(part))
        .on("end", resolve);
    });
    const written = fontkit.create(Buffer.concat(parts));
    const outlines = (from: typeof font, ids: number[]) =>
      ids.map((id) => from.getGlyph(id).path.toSVG());
    expect(outlines(written, subsetIds)).toEqual(outlines(font, glyphIds));
  });
});
