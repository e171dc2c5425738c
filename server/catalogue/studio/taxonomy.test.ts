import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countAvailableFilters } from "#server/catalogue/count-available-filters.ts";
import { storefrontVersion, studioAuditLog } from "#server/db/schema.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { insertTestCatalogue } from "#tests/support/fixtures/catalogue.ts";
import { refusal } from "#tests/support/refusal.ts";
import { studioSessionCookie } from "#tests/support/studio.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";
import { listTaxonomy } from "./list-taxonomy.ts";
import { createProductType, deleteProductType, updateProductType } from "./product-types.ts";
import { createSubCategory, deleteSubCategory, updateSubCategory } from "./sub-categories.ts";
import { createTopic, deleteTopic, updateTopic } from "./topics.ts";

let test: TestDatabase;
let account: StudioAccount;
beforeAll(async () => {
  test = await createTestDatabase();
  await insertTestCatalogue(test.db);
  ({ account } = await studioSessionCookie(test.db));
});
afterAll(() => test?.close());

async function lastAudit() {
  const [row] = await test.db
    .select()
    .from(studioAuditLog)
    .orderBy(desc(studioAuditLog.id))
    .limit(1);
  return row;
}

const version = async () => Number((await test.db.select().from(storefrontVersion))[0]?.version);

const byName = async (name: string) => {
  const taxonomy = await listTaxonomy(test.db);
  return {
    type: taxonomy.types.find((row) => row.name === name),
    sub: taxonomy.subCategories.find((row) => row.name === name),
    topic: taxonomy.topics.find((row) => row.name === name),
  };
};

describe("listTaxonomy", () => {
  it("counts the products of each type, sub-category and topic", async () => {
    const taxonomy = await listTaxonomy(test.db);
    expect(taxonomy.types.map((type) => [type.slug, type.productCount])).toEqual([
      ["bookmarks", 4],
      ["mail-club", 1],
      ["stickers", 4],
      ["tote-bags", 0],
    ]);
    expect(taxonomy.subCategories.find((sub) => sub.slug === "sticker-sheets")?.productCount).toBe(
      3,
    );
    expect(taxonomy.topics.find((topic) => topic.slug === "cats")?.productCount).toBe(4);
  });
});

describe("product types", () => {
  it("are added with a slug and a code made from the name, and logged", async () => {
    const before = await version();
    const created = await createProductType(test.db, account, { name: "Greeting Cards" });
    expect(created).toMatchObject({ slug: "greeting-cards", code: "GRE" });
    expect(await version()).toBeGreaterThan(before);
    expect(await lastAudit()).toMatchObject({
      action: "product-type.create",
      subject: `product-type:${created.id}`,
      details: { name: "Greeting Cards", slug: "greeting-cards", code: "GRE" },
    });
    const again = await createProductType(test.db, account, { name: "Greeting cards!" });
    expect(again).toMatchObject({ slug: "greeting-cards-2", code: "GRE2" });
  });

  it("refuse a slug or code in use and a blank name, by field", async () => {
    const slug = await refusal(
      createProductType(test.db, account, { name: "X", slug: "stickers" }),
    );
    expect(slug.details).toEqual({ slug: "The product type “Stickers” already has this slug." });
    const code = await refusal(createProductType(test.db, account, { name: "X", code: "stk" }));
    expect(code.details).toEqual({ code: "The product type “Stickers” already has this code." });
    const blank = await refusal(createProductType(test.db, account, { name: "  ", code: "s" }));
    expect(blank.details).toEqual({
      name: "Please enter a name",
      code: "Use 2 to 10 capital letters or digits, like STK",
    });
  });

  it("are renamed, keeping their slug", async () => {
    const { type } = await byName("Tote Bags");
    await updateProductType(test.db, account, type?.id as number, { name: "Totes", code: "TTE" });
    const renamed = (await byName("Totes")).type;
    expect(renamed).toMatchObject({ slug: "tote-bags", code: "TTE" });
    expect((await lastAudit())?.details).toEqual({
      name: ["Tote Bags", "Totes"],
      code: ["TOT", "TTE"],
    });
    expect((await refusal(updateProductType(test.db, account, 999_999, { name: "X" }))).code).toBe(
      "not_found",
    );
  });

  it("are deleted only when no product has them", async () => {
    const { type: stickers } = await byName("Stickers");
    const used = await refusal(deleteProductType(test.db, account, stickers?.id as number));
    expect(used.code).toBe("conflict");
    expect(used.message).toBe("“Stickers” still has 4 products. Move them to another type first.");
    const { type: totes } = await byName("Totes");
    await deleteProductType(test.db, account, totes?.id as number);
    expect((await byName("Totes")).type).toBeUndefined();
    expect((await lastAudit())?.action).toBe("product-type.delete");
  });
});

describe("sub-categories", () => {
  it("are added to a type, renamed, and deleted when unused", async () => {
    const { type } = await byName("Stickers");
    const created = await createSubCategory(test.db, account, {
      productTypeId: String(type?.id),
      name: "Washi Tape",
    });
    expect(created.slug).toBe("washi-tape");
    const taken = await refusal(
      createSubCategory(test.db, account, {
        productTypeId: String(type?.id),
        name: "Tape",
        slug: "washi-tape",
      }),
    );
    expect(taken.details).toEqual({
      slug: "The sub-category “Washi Tape” of this type already has this slug.",
    });
    await updateSubCategory(test.db, account, created.id, { name: "Washi Tapes" });
    expect((await byName("Washi Tapes")).sub?.slug).toBe("washi-tape");
    await deleteSubCategory(test.db, account, created.id);
    expect((await byName("Washi Tapes")).sub).toBeUndefined();
    expect(await lastAudit()).toMatchObject({
      action: "sub-category.delete",
      subject: `sub-category:${created.id}`,
    });
  });

  it("refuse an unknown type, and deleting one products have", async () => {
    const unknown = await refusal(
      createSubCategory(test.db, account, { productTypeId: "999999", name: "X" }),
    );
    expect(unknown.details).toEqual({
      productTypeId: "Please choose the product type it belongs to",
    });
    const { sub } = await byName("Sticker Sheets");
    const used = await refusal(deleteSubCategory(test.db, account, sub?.id as number));
    expect(used.message).toBe(
      "“Sticker Sheets” is still given to 3 products. Take it off them first.",
    );
  });
});

describe("topics", () => {
  it("are added with an emoji, renamed, shown in the shop's filters, and deleted when unused", async () => {
    const created = await createTopic(test.db, account, { name: "Birds", emoji: "🐦" });
    await updateTopic(test.db, account, created.id, { name: "Songbirds", emoji: "🐤" });
    expect((await byName("Songbirds")).topic).toMatchObject({ slug: "birds", emoji: "🐤" });
    expect((await lastAudit())?.details).toEqual({
      name: ["Birds", "Songbirds"],
      emoji: ["🐦", "🐤"],
    });
    const { topic: cats } = await byName("Cats");
    const used = await refusal(deleteTopic(test.db, account, cats?.id as number));
    expect(used.message).toBe("“Cats” is still given to 4 products. Take it off them first.");
    await deleteTopic(test.db, account, created.id);
    expect((await byName("Songbirds")).topic).toBeUndefined();
  });

  it("renamed, show their new name in the shop's filters", async () => {
    const { topic } = await byName("Nature");
    await updateTopic(test.db, account, topic?.id as number, { name: "Plants", emoji: "🌱" });
    const filters = await countAvailableFilters(test.db, {});
    expect(filters.topicCategories.find((row) => row.slug === "nature")).toMatchObject({
      name: "Plants",
      emoji: "🌱",
    });
    const refused = await refusal(
      updateTopic(test.db, account, topic?.id as number, { name: "", emoji: "x".repeat(20) }),
    );
    expect(refused.details).toEqual({
      name: "Please enter a name",
      emoji: "This can be at most 16 characters",
    });
  });
});
