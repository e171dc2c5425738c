import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productTypes, subCategories } from "#server/db/schema.ts";
import { insertTestCatalogue } from "#tests/support/fixtures/catalogue.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";
import { listStudioProducts } from "./list-studio-products.ts";
import { loadProductChoices } from "./load-product-choices.ts";

let test: TestDatabase;
let stickers: number;
beforeAll(async () => {
  test = await createTestDatabase();
  await insertTestCatalogue(test.db);
  const [type] = await test.db.select().from(productTypes).where(eq(productTypes.slug, "stickers"));
  stickers = type?.id as number;
});
afterAll(() => test?.close());

const skus = async (filters: Parameters<typeof listStudioProducts>[1]) =>
  (await listStudioProducts(test.db, filters)).products.map((row) => row.sku);

describe("listStudioProducts", () => {
  it("lists every product newest first, archived ones too, with type, stock and first picture", async () => {
    const page = await listStudioProducts(test.db);
    expect(page.total).toBe(9);
    expect(page.products.map((row) => row.sku)).toEqual([
      "STK-009",
      "STK-001",
      "STK-002",
      "STK-003",
      "BKM-001",
      "BKM-002",
      "BKM-003",
      "BKM-004",
      "MC-USA-MONTHLY",
    ]);
    const first = page.products[1];
    expect(first).toMatchObject({
      title: "Sleepy Cats Sticker Sheet",
      priceCents: 450,
      stock: 10,
      isActive: true,
      isPopular: true,
      type: { name: "Stickers", slug: "stickers" },
    });
    expect(first?.image?.variants.thumbnail.webp).toBe("/uploads/products/stk-001-0-245.webp");
    expect(page.products.find((row) => row.sku === "BKM-003")?.image).toBe(null);
  });

  it("searches the starts of the words of names and codes, and whole codes, in any case", async () => {
    expect(await skus({ search: "sleepy" })).toEqual(["STK-001"]);
    expect(await skus({ search: "leaves sticker" })).toEqual(["STK-002"]);
    expect(await skus({ search: "fern book" })).toEqual(["BKM-002"]);
    expect(await skus({ search: "SLEEP" })).toEqual(["STK-001"]);
    expect(await skus({ search: "bkm-00" })).toEqual(["BKM-001", "BKM-002", "BKM-003", "BKM-004"]);
    expect(await skus({ search: "mc-usa-monthly" })).toEqual(["MC-USA-MONTHLY"]);
    expect(await skus({ search: "nothing like this" })).toEqual([]);
  });

  it("takes any text as a search without failing", async () => {
    for (const term of [
      "'",
      "\\",
      "(",
      "a & | !",
      ":*",
      "<->",
      "%_",
      "\u0000x",
      "'); drop table products; --",
    ]) {
      await expect(listStudioProducts(test.db, { search: term })).resolves.toBeDefined();
    }
  });

  it("filters by type, sub-category, status, stock and popularity", async () => {
    const [die] = await test.db
      .select()
      .from(subCategories)
      .where(eq(subCategories.slug, "die-cut-stickers"));
    expect(await skus({ productTypeId: stickers })).toEqual([
      "STK-009",
      "STK-001",
      "STK-002",
      "STK-003",
    ]);
    expect(await skus({ subCategoryId: die?.id })).toEqual(["STK-003"]);
    expect(await skus({ status: "archived" })).toEqual(["STK-009"]);
    expect((await skus({ status: "active" })).length).toBe(8);
    expect(await skus({ stock: "out-of-stock" })).toEqual(["BKM-003"]);
    expect(await skus({ stock: "made-to-order" })).toEqual([]);
    expect(await skus({ stock: "in-stock" })).not.toContain("BKM-003");
    expect(await skus({ popular: true, productTypeId: stickers })).toEqual(["STK-001"]);
  });

  it("counts the matches when the page asked for lies past the end", async () => {
    const page = await listStudioProducts(test.db, { page: 99 });
    expect(page).toMatchObject({ products: [], total: 9, page: 99, pageCount: 1 });
    expect((await listStudioProducts(test.db, { page: -3 })).page).toBe(1);
  });
});

describe("loadProductChoices", () => {
  it("gives the types, sub-categories and topics by name", async () => {
    const choices = await loadProductChoices(test.db);
    expect(choices.types.map((type) => type.slug)).toEqual([
      "bookmarks",
      "mail-club",
      "stickers",
      "tote-bags",
    ]);
    expect(choices.subCategories.map((sub) => sub.slug)).toEqual([
      "die-cut-stickers",
      "sticker-sheets",
      "watercolor-bookmarks",
    ]);
    expect(choices.topics.map((topic) => topic.emoji)).toEqual(["🐈", "🌿", "✨"]);
  });
});
