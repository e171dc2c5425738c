import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listFeaturedProducts } from "#server/catalogue/list-featured-products.ts";
import { listNewestProducts } from "#server/catalogue/list-newest-products.ts";
import { listProducts } from "#server/catalogue/list-products.ts";
import { searchProducts } from "#server/catalogue/search-products.ts";
import type { ProductFilters } from "#server/catalogue/types.ts";
import { insertTestCatalogue } from "#tests/support/fixtures/catalogue.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
  await insertTestCatalogue(test.db);
});
afterAll(() => test?.close());

async function titles(filters: ProductFilters) {
  const page = await listProducts(test.db, filters);
  return page.products.map((product) => product.title);
}

describe("listProducts", () => {
  it("lists active products newest first by default, with type, image and availability", async () => {
    const page = await listProducts(test.db);
    expect(page.total).toBe(8);
    expect(page).toMatchObject({ page: 1, pageSize: 50, pageCount: 1 });
    expect(page.products.map((product) => product.slug)).toEqual([
      "sleepy-cats-sticker-sheet",
      "meadow-leaves-sticker-sheet",
      "tea-cat-die-cut-sticker",
      "crescent-moon-bookmark",
      "fern-bookmark",
      "plain-linen-bookmark",
      "watercolor-cat-bookmark",
      "mail-club-usa",
    ]);
    const [first] = page.products;
    expect(first).toMatchObject({
      title: "Sleepy Cats Sticker Sheet",
      kind: "physical",
      priceCents: 450,
      type: { slug: "stickers", name: "Stickers" },
      isPopular: true,
      isAvailable: true,
    });
    expect(first?.image?.variants.large.webp).toBe("/uploads/products/stk-001-0-1000.webp");
    expect(first?.createdAt).toBeInstanceOf(Date);
    const plain = page.products.find((product) => product.slug === "plain-linen-bookmark");
    expect(plain).toMatchObject({ image: null, isAvailable: false });
  });

  it("includes inactive products only when asked, and leaves out excluded kinds", async () => {
    expect((await listProducts(test.db, { activeOnly: false })).total).toBe(9);
    expect(await titles({ excludeKinds: ["subscription"] })).not.toContain("Mail Club USA");
    expect((await listProducts(test.db, { excludeKinds: ["subscription"] })).total).toBe(7);
  });

  it("filters by any of several types", async () => {
    expect(await titles({ types: ["bookmarks"], sort: "name" })).toEqual([
      "Crescent Moon Bookmark",
      "Fern Bookmark",
      "Plain Linen Bookmark",
      "Watercolor Cat Bookmark",
    ]);
    expect((await listProducts(test.db, { types: ["bookmarks", "stickers"] })).total).toBe(7);
    expect((await listProducts(test.db, { types: ["no-such-type"] })).total).toBe(0);
  });

  it("filters by sub-category and topic slugs, each facet any-of, facets combined with AND", async () => {
    expect(await titles({ subCategories: ["sticker-sheets"], sort: "name" })).toEqual([
      "Meadow Leaves Sticker Sheet",
      "Sleepy Cats Sticker Sheet",
    ]);
    expect(await titles({ topics: ["cats"], sort: "name" })).toEqual([
      "Sleepy Cats Sticker Sheet",
      "Tea Cat Die-Cut Sticker",
      "Watercolor Cat Bookmark",
    ]);
    expect(await titles({ topics: ["cats", "nature"], sort: "name" })).toHaveLength(5);
    expect(await titles({ types: ["stickers"], topics: ["nature"], sort: "name" })).toEqual([
      "Meadow Leaves Sticker Sheet",
      "Tea Cat Die-Cut Sticker",
    ]);
    expect(
      await titles({ types: ["stickers"], subCategories: ["die-cut-stickers"], topics: ["cats"] }),
    ).toEqual(["Tea Cat Die-Cut Sticker"]);
    expect(await titles({ subCategories: ["watercolor-bookmarks"], topics: ["cats"] })).toEqual([
      "Watercolor Cat Bookmark",
    ]);
  });

  it("filters by an inclusive price range in cents", async () => {
    expect(
      await titles({ minPriceCents: 450, maxPriceCents: 800, excludeKinds: ["subscription"] }),
    ).toEqual([
      "Sleepy Cats Sticker Sheet",
      "Meadow Leaves Sticker Sheet",
      "Crescent Moon Bookmark",
      "Plain Linen Bookmark",
    ]);
    expect(await titles({ minPriceCents: 900 })).toEqual(["Fern Bookmark"]);
    expect(await titles({ maxPriceCents: 350 })).toEqual(["Tea Cat Die-Cut Sticker"]);
  });

  it("sorts by name, price both ways and newest", async () => {
    const filters = { types: ["stickers"] };
    expect(await titles({ ...filters, sort: "name" })).toEqual([
      "Meadow Leaves Sticker Sheet",
      "Sleepy Cats Sticker Sheet",
      "Tea Cat Die-Cut Sticker",
    ]);
    expect(await titles({ ...filters, sort: "price-low" })).toEqual([
      "Tea Cat Die-Cut Sticker",
      "Sleepy Cats Sticker Sheet",
      "Meadow Leaves Sticker Sheet",
    ]);
    expect(await titles({ ...filters, sort: "price-high" })).toEqual([
      "Meadow Leaves Sticker Sheet",
      "Sleepy Cats Sticker Sheet",
      "Tea Cat Die-Cut Sticker",
    ]);
    expect(await titles({ ...filters, sort: "newest" })).toEqual([
      "Sleepy Cats Sticker Sheet",
      "Meadow Leaves Sticker Sheet",
      "Tea Cat Die-Cut Sticker",
    ]);
    // Relevance without a term is newest first.
    expect(await titles({ ...filters, sort: "relevance" })).toEqual(
      await titles({ ...filters, sort: "newest" }),
    );
  });

  it("pages without overlap, with the total and page count, past the end too", async () => {
    const first = await listProducts(test.db, { pageSize: 3, sort: "name" });
    const second = await listProducts(test.db, { pageSize: 3, page: 2, sort: "name" });
    const third = await listProducts(test.db, { pageSize: 3, page: 3, sort: "name" });
    expect(first).toMatchObject({ total: 8, page: 1, pageSize: 3, pageCount: 3 });
    expect(third.products).toHaveLength(2);
    const all = [...first.products, ...second.products, ...third.products].map((p) => p.id);
    expect(new Set(all).size).toBe(8);
    const beyond = await listProducts(test.db, { pageSize: 3, page: 9 });
    expect(beyond).toMatchObject({ products: [], total: 8, page: 9, pageCount: 3 });
  });

  it("clamps the page and page size", async () => {
    expect(await listProducts(test.db, { page: 0, pageSize: 1000 })).toMatchObject({
      page: 1,
      pageSize: 100,
    });
    expect(await listProducts(test.db, { page: -5, pageSize: 0 })).toMatchObject({
      page: 1,
      pageSize: 1,
    });
    expect(await listProducts(test.db, { page: Number.NaN })).toMatchObject({ page: 1 });
  });
});

describe("newest, featured and search lists", () => {
  it("lists the 4 newest products without the Mail Club plans", async () => {
    const newest = await listNewestProducts(test.db);
    expect(newest.map((product) => product.title)).toEqual([
      "Sleepy Cats Sticker Sheet",
      "Meadow Leaves Sticker Sheet",
      "Tea Cat Die-Cut Sticker",
      "Crescent Moon Bookmark",
    ]);
    expect(await listNewestProducts(test.db, 50)).toHaveLength(7);
  });

  it("lists featured products popular first, then newest", async () => {
    const featured = await listFeaturedProducts(test.db, 4);
    expect(featured.map((product) => product.title)).toEqual([
      "Sleepy Cats Sticker Sheet",
      "Fern Bookmark",
      "Meadow Leaves Sticker Sheet",
      "Tea Cat Die-Cut Sticker",
    ]);
    expect(await listFeaturedProducts(test.db)).toHaveLength(7);
  });

  it("searches by relevance with a limit, and finds nothing for an empty term", async () => {
    const found = await searchProducts(test.db, "bookmark", 2);
    expect(found).toHaveLength(2);
    expect(found.every((product) => product.type.slug === "bookmarks")).toBe(true);
    expect(await searchProducts(test.db, "   ")).toEqual([]);
  });
});
