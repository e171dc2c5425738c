import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listNavigation } from "#server/catalogue/list-navigation.ts";
import { productSubCategories, products, productTypes, subCategories } from "#server/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

describe("listNavigation", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(async () => {
    await test?.close();
  });

  it("lists the four menus with no sub-categories on an empty catalogue", async () => {
    expect(await listNavigation(test.db)).toEqual([
      { slug: "stickers", name: "Stickers", subCategories: [] },
      { slug: "bookmarks", name: "Bookmarks", subCategories: [] },
      { slug: "stationery", name: "Stationery", subCategories: [] },
      { slug: "greeting-cards", name: "Greeting Cards", subCategories: [] },
    ]);
  });

  it("lists only the sub-categories active products use, sorted by name", async () => {
    const types = await test.db
      .insert(productTypes)
      .values([
        { slug: "greeting-cards", name: "Cards", code: "GRC" },
        { slug: "stickers", name: "Stickers", code: "STK" },
        { slug: "tote-bags", name: "Tote Bags", code: "TOT" },
      ])
      .returning();
    const typeId = (slug: string) => types.find((type) => type.slug === slug)?.id as number;
    const subs = await test.db
      .insert(subCategories)
      .values([
        { productTypeId: typeId("stickers"), slug: "washi-tape", name: "Washi Tape" },
        { productTypeId: typeId("stickers"), slug: "die-cut", name: "Die-Cut Stickers" },
        { productTypeId: typeId("stickers"), slug: "unused", name: "Unused" },
        { productTypeId: typeId("stickers"), slug: "retired", name: "Retired Only" },
        { productTypeId: typeId("greeting-cards"), slug: "birthday", name: "Birthday Cards" },
        { productTypeId: typeId("tote-bags"), slug: "canvas", name: "Canvas Totes" },
      ])
      .returning();
    const subId = (slug: string) => subs.find((sub) => sub.slug === slug)?.id as number;
    const product = (sku: string, type: string, isActive = true) => ({
      sku,
      slug: sku.toLowerCase(),
      title: sku,
      priceCents: 100,
      productTypeId: typeId(type),
      isActive,
    });
    const rows = await test.db
      .insert(products)
      .values([
        product("S-1", "stickers"),
        product("S-2", "stickers"),
        product("S-3", "stickers"),
        product("S-OLD", "stickers", false),
        product("C-1", "greeting-cards"),
        product("T-1", "tote-bags"),
      ])
      .returning();
    const productId = (sku: string) => rows.find((row) => row.sku === sku)?.id as number;
    await test.db.insert(productSubCategories).values([
      { productId: productId("S-1"), subCategoryId: subId("washi-tape") },
      { productId: productId("S-2"), subCategoryId: subId("die-cut") },
      { productId: productId("S-3"), subCategoryId: subId("washi-tape") },
      { productId: productId("S-OLD"), subCategoryId: subId("retired") },
      { productId: productId("T-1"), subCategoryId: subId("canvas") },
    ]);

    const menus = await listNavigation(test.db);
    expect(menus.map((menu) => menu.slug)).toEqual([
      "stickers",
      "bookmarks",
      "stationery",
      "greeting-cards",
    ]);
    expect(menus[0]?.subCategories).toEqual([
      { slug: "die-cut", name: "Die-Cut Stickers" },
      { slug: "washi-tape", name: "Washi Tape" },
    ]);
    // The type's own name wins; no sub-category in use gives an empty list (a plain link).
    expect(menus[3]).toEqual({ slug: "greeting-cards", name: "Cards", subCategories: [] });

    await test.db
      .insert(productSubCategories)
      .values({ productId: productId("C-1"), subCategoryId: subId("birthday") });
    const after = await listNavigation(test.db);
    expect(after[3]?.subCategories).toEqual([{ slug: "birthday", name: "Birthday Cards" }]);
  });
});
