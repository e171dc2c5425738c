import { describe, expect, it } from "vitest";
import { addressCountries, addressFormatOf } from "./address-format.ts";

const fieldsOf = (country: string) =>
  addressFormatOf(country)?.fields.map((field) => `${field.label}${field.required ? " *" : ""}`);

describe("a country's address format", () => {
  it("asks the USA for a state and a ZIP code, with the states and the ZIP's pattern", () => {
    const usa = addressFormatOf("US");
    expect(fieldsOf("US")).toEqual([
      "Street address *",
      "Apartment, suite, etc.",
      "City *",
      "State *",
      "ZIP code *",
    ]);
    expect(usa?.regions).toContainEqual({ code: "OR", name: "Oregon" });
    const zip = new RegExp(`^(?:${usa?.postalCode?.pattern})$`);
    expect(zip.test("97201")).toBe(true);
    expect(zip.test("9720")).toBe(false);
  });

  it("asks Germany for a postal code before the city, and no region", () => {
    expect(fieldsOf("DE")).toEqual([
      "Street address *",
      "Apartment, suite, etc.",
      "Postal code *",
      "City *",
    ]);
    expect(addressFormatOf("DE")?.regions).toEqual([]);
  });

  it("asks Japan for its postal code and prefecture first, and no city", () => {
    expect(fieldsOf("JP")).toEqual([
      "Postal code *",
      "Prefecture *",
      "Street address *",
      "Apartment, suite, etc.",
    ]);
    const prefectures = addressFormatOf("JP")?.regions ?? [];
    expect(prefectures).toHaveLength(47);
    expect(prefectures).toContainEqual({ code: "13", name: "東京都 (Tokyo)" });
  });

  it("speaks each post's words: Postcode, PIN code, Province, Post town", () => {
    expect(fieldsOf("GB")).toEqual([
      "Street address *",
      "Apartment, suite, etc.",
      "Post town *",
      "Postcode *",
    ]);
    expect(fieldsOf("IN")).toContain("PIN code *");
    expect(fieldsOf("CA")).toContain("Province *");
    const canada = new RegExp(`^(?:${addressFormatOf("CA")?.postalCode?.pattern})$`);
    expect(canada.test("K1A 0B1")).toBe(true);
    expect(canada.test("12345")).toBe(false);
  });

  it("knows no format for a code that is no country", () => {
    expect(addressFormatOf("ZZ")).toBeNull();
    expect(addressFormatOf("XX")).toBeNull();
    expect(addressFormatOf("us")).toBeNull();
  });
});

describe("the countries", () => {
  it("lists every country by its English name, the shop's home first", () => {
    const countries = addressCountries("US");
    expect(countries[0]).toEqual({ code: "US", name: "United States" });
    expect(countries.length).toBeGreaterThanOrEqual(240);
    expect(countries).toContainEqual({ code: "DE", name: "Germany" });
    expect(countries).toContainEqual({ code: "JP", name: "Japan" });
    expect(new Set(countries.map((country) => country.code)).size).toBe(countries.length);
    expect(addressCountries("CA")[0]?.code).toBe("CA");
  });
});
