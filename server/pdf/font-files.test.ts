import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";
import { describe, expect, it } from "vitest";
import { fontsFolder } from "#server/pdf/font-faces.ts";
import { type FontWeight, fontFamilies } from "#server/pdf/font-families.ts";

const weights: Record<FontWeight, number> = { regular: 400, bold: 700 };
/** What fontkit reads of a font's tables, beyond its typings. */
type FontTables = { directory: { tables: object }; "OS/2": { usWeightClass: number } };

const files = fontFamilies.flatMap((family) =>
  (Object.keys(weights) as FontWeight[]).map((weight) => ({ weight, file: family.files[weight] })),
);

describe("the font files (server/pdf/fonts, decision 038)", () => {
  it("are the files the families name, and no other", () => {
    const present = readdirSync(fontsFolder).filter((name) => name.endsWith(".ttf"));
    expect(present.sort()).toEqual(files.map(({ file }) => file).sort());
  });

  it("are static TrueType fonts of the weight they are named for", () => {
    for (const { weight, file } of files) {
      const font = fontkit.create(
        readFileSync(path.join(fontsFolder, file)),
      ) as unknown as FontTables;
      const tables = Object.keys(font.directory.tables);
      expect(tables, file).toContain("glyf");
      expect(tables, file).not.toContain("fvar");
      expect(font["OS/2"].usWeightClass, file).toBe(weights[weight]);
    }
  });

  it("are each listed, with their licence, in the folder's README", () => {
    const readme = readFileSync(path.join(fontsFolder, "README.md"), "utf8");
    const licences = readdirSync(fontsFolder).filter((name) => /^OFL-.+\.txt$/.test(name));
    for (const { file } of files) expect(readme).toContain(file);
    for (const licence of licences) expect(readme).toContain(licence);
    expect(licences.length).toBeGreaterThan(0);
  });
});
