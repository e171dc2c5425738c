import { describe, expect, it } from "vitest";
import {
  listingHref,
  listingScope,
  readListingState,
} from "#app/components/catalogue/listing-scope.ts";

describe("listingScope", () => {
  it("knows the listing paths", () => {
    expect(listingScope("/stickers")?.typeSlug).toBe("stickers");
    expect(listingScope("/stickers/sticker-sheets")?.basePath).toBe("/stickers");
    expect(listingScope("/products")?.typeSlug).toBeNull();
    expect(listingScope("/templates")?.typeSlug).toBe("digital-templates");
    expect(listingScope("/extras/freebies")?.typeSlug).toBe("freebies");
  });
  it("refuses the rest", () => {
    expect(listingScope("/freebies")).toBeNull();
    expect(listingScope("/extras/unknown")).toBeNull();
    expect(listingScope("/stickers/a/b")).toBeNull();
    expect(listingScope("/products/x")).toBeNull();
  });
});

describe("listing state and links", () => {
  const stickers = listingScope("/stickers");
  const all = listingScope("/products");
  if (!stickers || !all) throw new Error("scopes");

  it("reads the sub-category from the path or the query", () => {
    const fromPath = readListingState(stickers, new URLSearchParams("topic=cats"), "washi-tape");
    expect(fromPath).toEqual({
      types: ["stickers"],
      subCategories: ["washi-tape"],
      topic: "cats",
      page: 1,
    });
    const fromQuery = readListingState(stickers, new URLSearchParams("subCategory=washi-tape"));
    expect(fromQuery.subCategories).toEqual(["washi-tape"]);
  });

  it("puts a type page's sub-category in the path", () => {
    const state = readListingState(
      stickers,
      new URLSearchParams("subCategory=a&topic=cats&page=2"),
    );
    expect(listingHref(stickers, state)).toBe("/stickers/a?topic=cats&page=2");
    expect(listingHref(stickers, { ...state, subCategories: [], page: 1 })).toBe(
      "/stickers?topic=cats",
    );
  });

  it("keeps 'All Products' filters in the query", () => {
    const state = readListingState(all, new URLSearchParams("types=stickers,bookmarks&topic=cats"));
    expect(state.types).toEqual(["stickers", "bookmarks"]);
    expect(listingHref(all, state)).toBe("/products?types=stickers,bookmarks&topic=cats");
  });
});
