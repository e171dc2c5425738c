/**
 * The /search loader as React Router calls it: pages of 50 results (spec §9) and matches
 * anywhere in a description (spec §5). How the page looks is checked end to end.
 */
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader } from "#app/routes/search.tsx";
import { scaleCatalogue } from "#server/catalogue/scale-catalogue.ts";
import type { ProductPage } from "#server/catalogue/types.ts";
import { parseConfig } from "#server/config.ts";
import { type AppContext, appContext } from "#server/context.ts";
import { insertTestCatalogue } from "#tests/support/fixtures/catalogue.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
const context = new RouterContextProvider();

beforeAll(async () => {
  test = await createTestDatabase();
  await insertTestCatalogue(test.db);
  await scaleCatalogue(test.db, { target: 80 });
  const config = parseConfig({ DATA_DIR: test.dataDir, PUBLIC_URL: "https://shop.example" });
  context.set(appContext, { db: test.db, config } as unknown as AppContext);
});
afterAll(() => test?.close());

/** The page of results the loader gives for `path`. */
async function resultsOf(path: string) {
  const url = new URL(`https://shop.example${path}`);
  const answer = (await loader({
    request: new Request(url),
    url,
    params: {},
    context,
    unstable_pattern: "",
  } as never)) as unknown as { data: { page: ProductPage } };
  return answer.data.page;
}

describe("the /search loader", () => {
  it("shows 50 results a page", async () => {
    const first = await resultsOf("/search");
    expect(first.total).toBeGreaterThan(50);
    expect(first.pageSize).toBe(50);
    expect(first.products).toHaveLength(50);
    const second = await resultsOf("/search?page=2");
    expect(second.products).toHaveLength(first.total - 50);
  });

  it("finds a product by a piece of its description", async () => {
    const found = await resultsOf("/search?q=urled%20aroun&sort=name");
    expect(found.products.map((product) => product.title)).toContain("Tea Cat Die-Cut Sticker");
  });
});
