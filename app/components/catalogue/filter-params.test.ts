import { describe, expect, it } from "vitest";
import {
  centsToInput,
  hrefWith,
  parsePage,
  parsePriceCents,
  parseSort,
  readList,
  toggled,
} from "#app/components/catalogue/filter-params.ts";
import { productsFound } from "#app/components/catalogue/format.ts";

describe("readList", () => {
  it("reads comma lists and repeated parameters alike", () => {
    expect(readList(new URLSearchParams("types=a,b"), "types")).toEqual(["a", "b"]);
    expect(readList(new URLSearchParams("types=a&types=b,c"), "types")).toEqual(["a", "b", "c"]);
  });
  it("drops empty, duplicate and absurd values", () => {
    const long = "x".repeat(101);
    expect(readList(new URLSearchParams(`t=a,,a, b ,${long}`), "t")).toEqual(["a", "b"]);
    expect(readList(new URLSearchParams(""), "t")).toEqual([]);
  });
});

describe("parsePriceCents", () => {
  it.each([
    ["5", 500],
    ["5.5", 550],
    ["4.50", 450],
    [".99", 99],
    [" 12 ", 1200],
    ["0", 0],
  ])("%s dollars are %i cents", (input, cents) => {
    expect(parsePriceCents(input)).toBe(cents);
  });
  it.each(["", "abc", "-1", "5.555", "1e3", "$5", "5,00", "NaN", "Infinity", "99999999"])(
    "%s removes the filter",
    (input) => {
      expect(parsePriceCents(input)).toBeUndefined();
    },
  );
  it("round-trips to the input text", () => {
    expect(centsToInput(500)).toBe("5");
    expect(centsToInput(550)).toBe("5.50");
    expect(centsToInput(undefined)).toBe("");
  });
});

describe("parseSort and parsePage", () => {
  it("keeps known sorts and falls back to relevance", () => {
    expect(parseSort("price-low")).toBe("price-low");
    expect(parseSort("name")).toBe("name");
    expect(parseSort("cheapest")).toBe("relevance");
    expect(parseSort(null)).toBe("relevance");
  });
  it("accepts whole page numbers only", () => {
    expect(parsePage("3")).toBe(3);
    expect(parsePage("0")).toBe(1);
    expect(parsePage("-2")).toBe(1);
    expect(parsePage("2.5")).toBe(1);
    expect(parsePage("99999999")).toBe(1);
  });
});

describe("hrefWith", () => {
  it("joins lists with commas and leaves empty values out", () => {
    expect(
      hrefWith("/search", { q: "cat tote", types: ["stickers", "bookmarks"], topics: [] }),
    ).toBe("/search?q=cat%20tote&types=stickers,bookmarks");
    expect(hrefWith("/stickers", { topic: null, page: undefined })).toBe("/stickers");
  });
  it("toggles a value in a list", () => {
    expect(toggled(["a"], "b")).toEqual(["a", "b"]);
    expect(toggled(["a", "b"], "a")).toEqual(["b"]);
  });
});

describe("format", () => {
  it("says product or products", () => {
    expect(productsFound(1)).toBe("1 product found");
    expect(productsFound(0)).toBe("0 products found");
    expect(productsFound(12)).toBe("12 products found");
  });
});
