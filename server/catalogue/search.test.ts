import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exactMatch } from "#server/catalogue/correct-search-term.ts";
import { listProducts } from "#server/catalogue/list-products.ts";
import { escapeLike, normalizeSearchTerm } from "#server/catalogue/search-term.ts";
import { rowsMatching } from "#server/db/query-rows.ts";
import { products } from "#server/db/schema.ts";
import { insertTestCatalogue } from "#tests/support/fixtures/catalogue.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
  await insertTestCatalogue(test.db);
});
afterAll(() => test?.close());

async function search(term: string, sort: "relevance" | "name" = "relevance") {
  const page = await listProducts(test.db, { search: term, sort });
  return page.products.map((product) => product.title);
}

describe("search matching (spec §5)", () => {
  it("matches the title, case-insensitively", async () => {
    expect(await search("FERN")).toEqual(["Fern Bookmark"]);
    expect(await search("sleepy cats")).toEqual(["Sleepy Cats Sticker Sheet"]);
  });

  it("matches the description", async () => {
    expect(await search("teacup")).toEqual(["Tea Cat Die-Cut Sticker"]);
    expect(await search("SUNBEAMS")).toEqual(["Sleepy Cats Sticker Sheet"]);
  });

  it("matches any part of the description, not only whole words or their starts", async () => {
    expect(await search("unbeam")).toEqual(["Sleepy Cats Sticker Sheet"]);
    expect(await search("EACU")).toEqual(["Tea Cat Die-Cut Sticker"]);
    expect(await search("urled aro")).toEqual(["Tea Cat Die-Cut Sticker"]);
    // Never across the end of one field and the start of the next (the sku, then the text).
    expect(await search("001ten")).toEqual([]);
  });

  it("matches the sku, whole or a fragment", async () => {
    expect(await search("bkm-002")).toEqual(["Fern Bookmark"]);
    expect(await search("MC-USA")).toEqual(["Mail Club USA"]);
    expect(await search("STK-00", "name")).toEqual([
      "Meadow Leaves Sticker Sheet",
      "Sleepy Cats Sticker Sheet",
      "Tea Cat Die-Cut Sticker",
    ]);
  });

  it("matches the meta description", async () => {
    expect(await search("herbarium")).toEqual(["Meadow Leaves Sticker Sheet"]);
  });

  it("matches part of a word", async () => {
    expect(await search("cresc")).toEqual(["Crescent Moon Bookmark"]);
    // In the description, words by their beginning.
    expect(await search("teacu")).toEqual(["Tea Cat Die-Cut Sticker"]);
    expect(await search("Herbar")).toEqual(["Meadow Leaves Sticker Sheet"]);
  });

  it("forgives typos in the title", async () => {
    const found = await search("stikcer");
    expect(found).toContain("Sleepy Cats Sticker Sheet");
    expect(found).toContain("Tea Cat Die-Cut Sticker");
    expect(found).not.toContain("Fern Bookmark");
    expect(await search("bookmrak")).toContain("Fern Bookmark");
    expect(await search("stikcer sheet")).toContain("Meadow Leaves Sticker Sheet");
    // Short words are not stretched: 'cat' does not find every other three-letter match.
    expect(await search("cat", "name")).toEqual([
      "Sleepy Cats Sticker Sheet",
      "Tea Cat Die-Cut Sticker",
      "Watercolor Cat Bookmark",
    ]);
  });

  it("never shows inactive products", async () => {
    expect(await search("hidden draft")).toEqual([]);
  });
});

describe("search ranking", () => {
  it("puts title matches before description-only matches", async () => {
    const found = await search("sticker");
    // The Crescent Moon Bookmark mentions a sticker in its description only: last.
    expect(found.at(-1)).toBe("Crescent Moon Bookmark");
    expect(found.slice(0, 3).sort()).toEqual([
      "Meadow Leaves Sticker Sheet",
      "Sleepy Cats Sticker Sheet",
      "Tea Cat Die-Cut Sticker",
    ]);
  });

  it("puts an exact title first, then title prefixes", async () => {
    expect((await search("fern bookmark"))[0]).toBe("Fern Bookmark");
    const found = await search("watercolor");
    expect(found[0]).toBe("Watercolor Cat Bookmark");
  });
});

describe("search indexes", () => {
  it("serves the substring match, description included, from the trigram index", async () => {
    // As a search runs (query-rows.ts): the planner is steered away from reading every row.
    const plan = await rowsMatching<{ "QUERY PLAN": string }>(
      test.db,
      { search: "unbeam" },
      sql`explain select p.id from products p where ${exactMatch("p", "unbeam")}`,
    );
    expect(plan.map((row) => row["QUERY PLAN"]).join("\n")).toContain(
      "products_search_text_trgm_idx",
    );
  });
});

describe("unsafe terms", () => {
  it("treats LIKE wildcards literally", async () => {
    expect(escapeLike("50%_\\")).toBe("50\\%\\_\\\\");
    expect(await search("100%")).toEqual(["Fern Bookmark"]);
    expect(await search("cotton_paper")).toEqual(["Fern Bookmark"]);
    // Literally: only the Fern Bookmark's description holds '%' and '_', and nothing holds
    // these fragments, which as wildcards would match '100' and 'cotton'.
    expect(await search("%")).toEqual(["Fern Bookmark"]);
    expect(await search("_")).toEqual(["Fern Bookmark"]);
    expect(await search("1_0")).toEqual([]);
    expect(await search("c%n")).toEqual([]);
  });

  it("handles SQL- and HTML-laden terms as plain text", async () => {
    for (const term of [
      "'; drop table products; --",
      '" or 1=1 --',
      "<script>alert(1)</script>",
      "cat') or ('1'='1",
      "!!! && || :* <-> ( )",
      "\\",
      "\u0000cat\u0000",
    ]) {
      await expect(listProducts(test.db, { search: term })).resolves.toBeDefined();
    }
    const [{ n } = { n: 0 }] = await test.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products);
    expect(n).toBe(9);
    expect(await search("\u0000fern\u0000")).toEqual(["Fern Bookmark"]);
  });

  it("cuts a 10,000-character term to 200 characters", async () => {
    const huge = "sticker ".repeat(1250);
    expect(normalizeSearchTerm(huge)?.length).toBeLessThanOrEqual(200);
    const started = performance.now();
    await expect(listProducts(test.db, { search: huge })).resolves.toBeDefined();
    await expect(listProducts(test.db, { search: "x".repeat(10_000) })).resolves.toMatchObject({
      total: 0,
    });
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it("ignores a blank term", async () => {
    expect(normalizeSearchTerm("  \t ")).toBeUndefined();
    expect((await listProducts(test.db, { search: "   " })).total).toBe(8);
  });
});
