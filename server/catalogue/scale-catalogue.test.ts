import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listProducts } from "#server/catalogue/list-products.ts";
import { scaleCatalogue } from "#server/catalogue/scale-catalogue.ts";
import { productImages, products } from "#server/db/schema.ts";
import { insertTestCatalogue } from "#tests/support/fixtures/catalogue.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
  await insertTestCatalogue(test.db);
});
afterAll(() => test?.close());

describe("scaleCatalogue", () => {
  it("adds variations with their categories and pictures up to the target", async () => {
    await scaleCatalogue(test.db, { target: 1_200 });
    const [{ n } = { n: 0 }] = await test.db.select({ n: count() }).from(products);
    expect(n).toBe(1_200);
    const [{ images } = { images: 0 }] = await test.db
      .select({ images: count() })
      .from(productImages);
    expect(images).toBeGreaterThan(1_000);
    const cats = await listProducts(test.db, { topics: ["cats"], pageSize: 1 });
    expect(cats.total).toBeGreaterThan(300);
    const plans = await listProducts(test.db, { types: ["mail-club"] });
    expect(plans.total).toBe(1);
  });

  it("grows an already scaled catalogue again", async () => {
    await scaleCatalogue(test.db, { target: 1_500 });
    const [{ n } = { n: 0 }] = await test.db.select({ n: count() }).from(products);
    expect(n).toBe(1_500);
  });
});
