/**
 * The home page's loader keeps its reads under the storefront version (issue 42's profile:
 * four queries were 40 % of a rendered home page): a second visit asks the database nothing,
 * and a change to what it shows is there on the next visit.
 */
import type { PGlite } from "@electric-sql/pglite";
import { eq } from "drizzle-orm";
import pino from "pino";
import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import * as home from "#app/routes/home.tsx";
import { type DatabaseHandle, pgliteHandle } from "#server/db/client.ts";
import { pageTexts } from "#server/db/schema.ts";
import { seedDemoShopOnce } from "#server/seed/seed-demo-shop.ts";
import { watchedStorefrontVersion } from "#server/shop/storefront-version-watch.ts";
import { routeContextOf } from "#tests/support/route-context.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

const onPglite = inject("testDatabase")?.kind !== "postgres";

let test: TestDatabase;
let counted: DatabaseHandle;
const queries: string[] = [];
let context: RouterContextProvider;

beforeAll(async () => {
  test = await createTestDatabase();
  await seedDemoShopOnce({ db: test.db, storage: test.storage, logger: pino({ level: "silent" }) });
  if (!onPglite) return;
  // A second handle on the same PGlite that records every statement it runs.
  const client = (test.db as unknown as { $client: PGlite }).$client;
  counted = pgliteHandle(
    client,
    (statement) => void queries.push(statement),
    async () => {},
  );
  context = routeContextOf(test, {
    publicUrl: "https://shop.example",
    with: { db: counted.db, logger: pino({ level: "silent" }) },
  });
});
afterAll(async () => {
  await counted?.close();
  await test?.close();
});

async function visit() {
  const url = new URL("https://shop.example/");
  const answer = (await home.loader({
    request: new Request(url),
    params: {},
    context,
  } as never)) as {
    data: { hero: { lead: string } | null; newest: unknown[] };
  };
  return answer.data;
}

it.runIf(onPglite)(
  "asks the database nothing on a second visit, and shows a change at once",
  async () => {
    const first = await visit();
    expect(first.newest).toHaveLength(4);
    await expect.poll(() => watchedStorefrontVersion(counted.db), { timeout: 5_000 }).toBeDefined();
    await visit();
    queries.length = 0;
    const again = await visit();
    expect(queries, "a kept visit runs no statement").toEqual([]);
    expect(again).toEqual(first);

    await test.db
      .update(pageTexts)
      .set({ lead: "Fresh paper today." })
      .where(eq(pageTexts.key, "home-hero"));
    const changed = await visit();
    expect(changed.hero?.lead).toBe("Fresh paper today.");
    expect(queries.length).toBeGreaterThan(0);
  },
);
