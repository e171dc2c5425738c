import { describe, expect, it } from "vitest";
import { personalisationMessages, readPersonalisation } from "#server/catalogue/personalisation.ts";
import { AppError } from "#server/lib/errors.ts";

const banner = { text: { label: "Banner text", maxLength: 40 }, choice: null };

function refusalOf(text: string) {
  try {
    readPersonalisation(banner, { text });
  } catch (error) {
    if (error instanceof AppError) return error.message;
    throw error;
  }
  return null;
}

describe("a buyer's personal text", () => {
  it("counts characters as a reader does, a family emoji or an accent as one", () => {
    const family = "👨‍👩‍👧‍👦";
    expect(refusalOf(`${family} ${"e\u0301".repeat(30)}`)).toBeNull();
    expect(refusalOf("x".repeat(41))).toBe(personalisationMessages.textTooLong("Banner text", 40));
  });

  it("refuses a character made of thousands of combining marks", () => {
    // Nine "characters" on screen, 9,800 code points.
    const tower = Array.from({ length: 9 }, () => `a${"\u0300".repeat(1_088)}`).join("");
    expect(refusalOf(tower)).toBe(personalisationMessages.textTooLong("Banner text", 40));
  });

  it("takes out bidi overrides and isolates, keeping the words", () => {
    const given = readPersonalisation(banner, {
      text: "Happy \u202Eyadhtrib\u202C \u2067Ana\u2069",
    });
    expect(given).toEqual([{ label: "Banner text", value: "Happy yadhtrib Ana" }]);
    expect(refusalOf("\u202E\u202C")).toBe(personalisationMessages.textMissing("Banner text"));
  });
});
