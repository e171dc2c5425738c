import { PDFDict, PDFDocument, PDFName } from "pdf-lib";
import { describe, expect, it } from "vitest";
import type { PostalAddress } from "#server/db/schema.ts";
import { issueMonth } from "#server/mail-club/issue-month.ts";
import { labelsPdf } from "#server/mail-club/issues/issue-labels-pdf.ts";
import { labelSheet } from "#server/mail-club/issues/label-sheet.ts";
import { readLabels } from "#server/mail-club/issues/read-labels.ts";
import { testAddress } from "#tests/support/fixtures/issues.ts";

const s = labelSheet;
const issue = { title: "Winter Birds", month: issueMonth(2027, 2) };

const pdfOf = (addresses: Partial<PostalAddress>[]) =>
  labelsPdf(
    issue,
    addresses.map((address) => ({ address: testAddress(address) })),
  );

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

const berlin = {
  firstName: "Jürgen",
  lastName: "Groß",
  addressLine1: "Musterstraße 5",
  city: "Berlin",
  stateProvince: "",
  postalCode: "10115",
  country: "DE",
};
const tokyo = {
  firstName: "太郎",
  lastName: "山田",
  addressLine1: "千代田区千代田1-1",
  city: "",
  stateProvince: "13",
  postalCode: "100-8111",
  country: "JP",
};

describe("the labels in every script", () => {
  it("writes Berlin in German order ending in GERMANY, and Tokyo in kanji from the postcode down", async () => {
    const [germany, japan] = await readLabels(await pdfOf([berlin, tokyo]));
    expect(germany?.lines).toEqual(["Jürgen Groß", "Musterstraße 5", "10115 BERLIN", "GERMANY"]);
    expect(japan?.lines).toEqual([
      "〒100-8111",
      "東京都",
      "千代田区千代田1-1",
      "山田 太郎",
      "JAPAN",
    ]);
  });

  it("prints Greek, Cyrillic, Korean and accented Latin names as typed", async () => {
    const addresses = [
      { firstName: "Ελένη", lastName: "Παπαδοπούλου", addressLine1: "Ερμού 15", city: "Αθήνα" },
      { firstName: "Анна", lastName: "Смирнова", addressLine1: "ул. Тверская, д. 7" },
      // Korean names are written family name first: 김 민준.
      { firstName: "민준", lastName: "김", addressLine1: "테헤란로 152", city: "강남구" },
      { firstName: "Zoë", lastName: "Łukasiewicz-Ōtsuka", addressLine1: "ul. Świętokrzyska 31" },
      { firstName: "Élodie", lastName: "Lefèvre", addressLine1: "12 rue de la Roquette" },
    ];
    const places = [
      { country: "GR", postalCode: "105 63", stateProvince: "" },
      { country: "RU", postalCode: "125009", city: "Москва", stateProvince: "" },
      { country: "KR", postalCode: "06236", stateProvince: "서울특별시" },
      { country: "PL", postalCode: "00-049", city: "Warszawa", stateProvince: "" },
      { country: "FR", postalCode: "75011", city: "Paris", stateProvince: "" },
    ];
    const labels = await readLabels(
      await pdfOf(addresses.map((address, index) => ({ ...address, ...places[index] }))),
    );
    const printed = labels.map((label) => label.lines);
    expect(printed[0]).toContain("Ελένη Παπαδοπούλου");
    expect(printed.slice(1)).toEqual([
      ["Анна Смирнова", "УЛ. ТВЕРСКАЯ, Д. 7", "МОСКВА", "125009", "RUSSIA"],
      ["서울특별시 강남구", "테헤란로 152", "김 민준", "06236", "SOUTH KOREA"],
      ["Zoë Łukasiewicz-Ōtsuka", "ul. Świętokrzyska 31", "00-049 WARSZAWA", "POLAND"],
      ["Élodie Lefèvre", "12 rue de la Roquette", "75011 PARIS", "FRANCE"],
    ]);
    expect(printed[0]?.at(-1)).toBe("GREECE");
  });

  it("draws Han characters in the destination's own font", async () => {
    const han = { addressLine1: "直骨", city: "", stateProvince: "" };
    const fontsFor = async (country: string) =>
      (await embeddedFonts(await pdfOf([{ ...han, country }]))).filter(
        (name) =>
          name.startsWith("NotoSansJP") ||
          name.startsWith("NotoSansSC") ||
          name.startsWith("NotoSansKR"),
      );
    expect(await fontsFor("JP")).toEqual(["NotoSansJP-Regular"]);
    expect(await fontsFor("CN")).toEqual(["NotoSansSC-Regular"]);
    expect(await fontsFor("TW")).toEqual(["NotoSansSC-Regular"]);
    expect(await fontsFor("KR")).toEqual(["NotoSansKR-Regular"]);
    // Anywhere else, the Japanese font comes first.
    expect(await fontsFor("US")).toEqual(["NotoSansJP-Regular"]);
  });

  it("wraps a long Japanese line between characters, within the label", async () => {
    const street = "千代田区千代田 一丁目一番一号皇居東御苑内宮内庁管理部庁舎別館三階北側";
    const [label] = await readLabels(await pdfOf([{ ...tokyo, addressLine1: street }]));
    const lines = label?.lines ?? [];
    const streetLines = lines.slice(2, -2);
    expect(streetLines.length).toBeGreaterThan(1);
    // Filled up to the label's edge, not broken at the one space.
    expect(streetLines[0]).toMatch(/^千代田区千代田 一丁目/);
    expect(streetLines.join("")).toBe(street);
    expect(lines.at(-1)).toBe("JAPAN");
    const right = s.marginLeft + s.labelWidth - s.paddingX;
    const labelTop = s.pageHeight - s.marginTop;
    for (const item of label?.items ?? []) {
      expect(item.x).toBeGreaterThanOrEqual(s.marginLeft + s.paddingX - 0.01);
      expect(item.x + item.width).toBeLessThanOrEqual(right + 0.01);
      expect(item.y).toBeLessThan(labelTop - s.paddingY);
      expect(item.y).toBeGreaterThan(labelTop - s.labelHeight + s.paddingY);
      expect(item.size).toBeGreaterThanOrEqual(6);
    }
  });

  it("cuts the longest lines of an address too long for any label, keeping town and country", async () => {
    const [label] = await readLabels(
      await pdfOf([
        {
          ...berlin,
          addressLine1: "Sehr lange Straße ".repeat(12).trim(),
          addressLine2: "Hinterhaus, Aufgang C, bei der Familie Großmann-Müller ".repeat(4).trim(),
        },
      ]),
    );
    expect(label?.lines[0]).toBe("Jürgen Groß");
    expect(label?.lines.slice(-2)).toEqual(["10115 BERLIN", "GERMANY"]);
    for (const item of label?.items ?? []) {
      expect(item.y).toBeGreaterThan(s.pageHeight - s.marginTop - s.labelHeight + s.paddingY);
      expect(item.size).toBe(6);
    }
  });
});
