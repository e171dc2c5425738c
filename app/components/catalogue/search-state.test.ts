import { describe, expect, it } from "vitest";
import { readSearchState, searchHref } from "#app/components/catalogue/search-state.ts";

describe("search state", () => {
  it("reads every parameter and ignores malformed prices and sorts", () => {
    const state = readSearchState(
      new URLSearchParams(
        "q=  cat  tote &types=stickers,bookmarks&topics=cats&minPrice=abc&maxPrice=5.5&sort=cheap",
      ),
    );
    expect(state).toEqual({
      q: "cat tote",
      types: ["stickers", "bookmarks"],
      subcategories: [],
      topics: ["cats"],
      minPriceCents: undefined,
      maxPriceCents: 550,
      sort: "relevance",
      page: 1,
    });
  });

  it("cuts an enormous term", () => {
    const state = readSearchState(new URLSearchParams(`q=${"a".repeat(10_000)}`));
    expect(state.q.length).toBe(200);
  });

  it("builds clean links and resets the page", () => {
    const state = readSearchState(new URLSearchParams("q=cat&sort=name&page=3&minPrice=4"));
    expect(searchHref(state)).toBe("/search?q=cat&minPrice=4&sort=name");
    expect(searchHref(state, { sort: "relevance", minPriceCents: undefined })).toBe(
      "/search?q=cat",
    );
    expect(searchHref(state, { page: 2 })).toBe("/search?q=cat&minPrice=4&sort=name&page=2");
  });
});
