import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countAvailableFilters } from "#server/catalogue/count-available-filters.ts";
import { getProduct } from "#server/catalogue/get-product.ts";
import { listRelatedProducts } from "#server/catalogue/list-related-products.ts";
import { defaultMetaDescription } from "#server/catalogue/meta-description.ts";
import type { FilterCount } from "#server/catalogue/types.ts";
import { markdownToPlainText } from "#server/markdown/parse-markdown.ts";
import { insertTestCatalogue } from "#tests/support/fixtures/catalogue.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let ids: Map<string, number>;
beforeAll(async () => {
  test = await createTestDatabase();
  ids = await insertTestCatalogue(test.db);
});
afterAll(() => test?.close());

const counts = (list: FilterCount[]) => list.map((item) => [item.slug, item.count]);

describe("countAvailableFilters", () => {
  it("counts every facet over the active products when nothing is chosen, by name", async () => {
    const available = await countAvailableFilters(test.db, { excludeKinds: ["subscription"] });
    expect(counts(available.productTypes)).toEqual([
      ["bookmarks", 4],
      ["stickers", 3],
    ]);
    expect(counts(available.subCategories)).toEqual([
      ["die-cut-stickers", 1],
      ["sticker-sheets", 2],
      ["watercolor-bookmarks", 3],
    ]);
    expect(available.topicCategories).toEqual([
      { id: expect.any(Number), slug: "cats", name: "Cats", emoji: "🐈", count: 3 },
      { id: expect.any(Number), slug: "nature", name: "Nature", emoji: "🌿", count: 3 },
      { id: expect.any(Number), slug: "other", name: "Other", emoji: "✨", count: 1 },
    ]);
  });

  it("counts each facet with the other filters applied, keeping chosen values", async () => {
    const available = await countAvailableFilters(test.db, {
      types: ["stickers"],
      topics: ["cats"],
    });
    // Types: with the topic 'cats' only.
    expect(counts(available.productTypes)).toEqual([
      ["bookmarks", 1],
      ["stickers", 2],
    ]);
    // Sub-categories: stickers about cats.
    expect(counts(available.subCategories)).toEqual([
      ["die-cut-stickers", 1],
      ["sticker-sheets", 1],
    ]);
    // Topics: every sticker, whatever its topic.
    expect(counts(available.topicCategories)).toEqual([
      ["cats", 2],
      ["nature", 2],
    ]);
  });

  it("keeps a chosen value that has no products left, at 0", async () => {
    const available = await countAvailableFilters(test.db, {
      types: ["tote-bags"],
      subCategories: ["die-cut-stickers"],
    });
    expect(counts(available.productTypes)).toEqual([
      ["stickers", 1],
      ["tote-bags", 0],
    ]);
    expect(counts(available.subCategories)).toEqual([["die-cut-stickers", 0]]);
    expect(available.topicCategories).toEqual([]);
  });

  it("applies the search term and price range to every facet", async () => {
    const available = await countAvailableFilters(test.db, {
      search: "cat",
      maxPriceCents: 500,
    });
    expect(counts(available.productTypes)).toEqual([["stickers", 2]]);
    expect(counts(available.topicCategories)).toEqual([
      ["cats", 2],
      ["nature", 1],
    ]);
  });
});

describe("getProduct", () => {
  it("finds a product by id, slug or sku code, with everything the page shows", async () => {
    const id = ids.get("STK-001") as number;
    const byId = await getProduct(test.db, String(id));
    expect(byId).toMatchObject({
      id,
      slug: "sleepy-cats-sticker-sheet",
      sku: "STK-001",
      title: "Sleepy Cats Sticker Sheet",
      priceCents: 450,
      metaTitle: "Sleepy Cats Sticker Sheet",
      metaDescription: "Ten cats napping in sunbeams.",
      stock: 10,
      isActive: true,
      isAvailable: true,
      type: { slug: "stickers", name: "Stickers" },
      productType: { slug: "stickers", name: "Stickers", code: "STK", includedText: "Ships flat." },
      subCategories: [
        { slug: "sticker-sheets", name: "Sticker Sheets", includedText: "One A6 sheet." },
      ],
      topicCategories: [{ slug: "cats", name: "Cats", emoji: "🐈" }],
      includedText: "One A6 sheet.",
    });
    expect(byId?.images).toHaveLength(2);
    expect(byId?.images[1]?.alt).toBe("Sleepy Cats Sticker Sheet");
    expect(byId?.updatedAt).toBeInstanceOf(Date);
    expect((await getProduct(test.db, "sleepy-cats-sticker-sheet"))?.id).toBe(id);
    expect((await getProduct(test.db, "STK-001"))?.id).toBe(id);
    expect((await getProduct(test.db, "stk-001"))?.id).toBe(id);
    const plan = await getProduct(test.db, "MC-USA-MONTHLY");
    expect(plan).toMatchObject({ kind: "subscription", flags: { paypal_plan_id: "P-TEST" } });
  });

  it("uses the stored meta description, else the description cut at 160 at a whole word", async () => {
    expect((await getProduct(test.db, "STK-002"))?.metaDescription).toBe(
      "A botanical set for journals and herbariums",
    );
    const plain = await getProduct(test.db, "BKM-003");
    expect(plain?.metaDescription.length).toBeLessThanOrEqual(160);
    expect(plain?.metaDescription.startsWith("A simple linen bookmark. Soft woven")).toBe(true);
    expect(plain?.metaDescription.endsWith("…")).toBe(true);
    expect(plain).toMatchObject({ images: [], image: null, isAvailable: false, stock: 0 });
  });

  it("hides inactive products unless asked, and answers null for anything unknown", async () => {
    expect(await getProduct(test.db, "STK-009")).toBeNull();
    expect((await getProduct(test.db, "STK-009", { activeOnly: false }))?.isActive).toBe(false);
    for (const key of [
      "nope",
      "",
      "0",
      "99999999999999",
      "-1",
      "1.5",
      "x".repeat(5000),
      "a\u0000b",
    ]) {
      expect(await getProduct(test.db, key)).toBeNull();
    }
  });
});

describe("listRelatedProducts", () => {
  it("lists only same-type products sharing a sub-category or topic, never 'other'-only ones", async () => {
    const product = await getProduct(test.db, "BKM-004");
    if (!product) throw new Error("fixture missing");
    const related = await listRelatedProducts(test.db, product);
    // Watercolor + cats: Fern shares the sub-category. The plain linen bookmark shares
    // nothing and does not pad the list; the Crescent Moon's only topic is 'other'.
    expect(related.map((card) => card.slug)).toEqual(["fern-bookmark"]);
  });

  it("falls back on the type for a product with no sub-category or topic", async () => {
    const product = await getProduct(test.db, "BKM-003");
    if (!product) throw new Error("fixture missing");
    const related = await listRelatedProducts(test.db, product);
    // Popular first; still never the 'other'-only Crescent Moon.
    expect(related.map((card) => card.slug)).toEqual(["fern-bookmark", "watercolor-cat-bookmark"]);
  });

  it("puts the products sharing most first, never itself, inactive ones or plans", async () => {
    const product = await getProduct(test.db, "STK-003");
    if (!product) throw new Error("fixture missing");
    const related = await listRelatedProducts(test.db, product);
    expect(related.map((card) => card.slug)).toEqual([
      "sleepy-cats-sticker-sheet",
      "meadow-leaves-sticker-sheet",
    ]);
    expect(await listRelatedProducts(test.db, product, 1)).toHaveLength(1);
    expect(await listRelatedProducts(test.db, product, 0)).toEqual([]);
  });
});

describe("meta description text", () => {
  it("strips markdown to plain words", () => {
    expect(
      markdownToPlainText(
        "# Title\n\n**Bold** and _soft_ [link](https://x.y) ![pic](a.png)\n- one",
      ),
    ).toBe("Title Bold and soft link pic one");
    expect(defaultMetaDescription("short")).toBe("short");
    const long = defaultMetaDescription("word ".repeat(100));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long).toMatch(/word…$/);
  });
});
