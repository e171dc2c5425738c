/**
 * The storefront version learned by notification (migration 0035), on the real database of
 * each project: PGlite's in-process LISTEN, PostgreSQL's listening connection and pool.
 */
import type { PGlite } from "@electric-sql/pglite";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  type Database,
  type DatabaseHandle,
  openPostgres,
  pgliteHandle,
} from "#server/db/client.ts";
import { products, shopSettings } from "#server/db/schema.ts";
import { readStorefrontVersion } from "#server/shop/storefront-cache.ts";
import {
  STOREFRONT_VERSION_LISTENER,
  watchedStorefrontVersion,
} from "#server/shop/storefront-version-watch.ts";
import { adminQuery, quoteIdent } from "#tests/support/scratch-database.ts";
import { createTestDatabase, queryRows, type TestDatabase } from "#tests/support/test-database.ts";

const template = inject("testDatabase");
const onPostgres = template?.kind === "postgres";

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test?.close();
});

/** The version as the table holds it, read with a query. */
async function tableVersion(db: Database) {
  const [row] = await queryRows<{ version: string }>(
    db,
    sql`select version::text as version from storefront_version`,
  );
  return Number(row?.version);
}

/** A statement the triggers count: it matches no row, but they run per statement. */
function touchCatalogue(db: Database) {
  return db.update(products).set({ stock: 7 }).where(eq(products.id, -1));
}

/**
 * Another handle on the test's database that records the statements it runs: on PostgreSQL
 * a second instance with its own pool, on PGlite a second handle on the same instance.
 */
async function countedHandle(): Promise<{ handle: DatabaseHandle; queries: string[] }> {
  const queries: string[] = [];
  const onQuery = (statement: string) => {
    queries.push(statement);
  };
  if (template?.kind !== "postgres") {
    const client = (test.db as unknown as { $client: PGlite }).$client;
    return { handle: pgliteHandle(client, onQuery, async () => {}), queries };
  }
  return { handle: await openPostgres(await testDatabaseUrl(), onQuery), queries };
}

async function testDatabaseName() {
  const [row] = await queryRows<{ name: string }>(test.db, sql`select current_database() as name`);
  return row?.name ?? "";
}

async function testDatabaseUrl() {
  if (template?.kind !== "postgres") throw new Error("PostgreSQL only");
  const url = new URL(template.adminUrl);
  url.pathname = `/${await testDatabaseName()}`;
  return url.toString();
}

/** Resolves once the watch on `db` is live (the first call starts it). */
async function watchIsLive(db: Database) {
  await expect.poll(() => watchedStorefrontVersion(db), { timeout: 5_000 }).toBeDefined();
}

describe("the storefront version watch", () => {
  it("learns this process's writes at commit, without a query, and never a rolled-back one", async () => {
    const { handle, queries } = await countedHandle();
    try {
      await watchIsLive(handle.db);
      const before = await tableVersion(handle.db);
      expect(watchedStorefrontVersion(handle.db)).toBe(before);

      await touchCatalogue(handle.db);
      queries.length = 0;
      expect(await readStorefrontVersion(handle.db)).toBe(before + 1);
      expect(queries, "the version came from the notification").toEqual([]);

      await expect(
        handle.db.transaction(async (tx) => {
          await touchCatalogue(tx);
          throw new Error("rolled back");
        }),
      ).rejects.toThrow("rolled back");
      expect(await readStorefrontVersion(handle.db)).toBe(before + 1);

      await handle.db.transaction(async (tx) => {
        await touchCatalogue(tx);
        await tx.update(shopSettings).set({ bannerText: "Two statements, one commit" });
      });
      queries.length = 0;
      expect(await readStorefrontVersion(handle.db)).toBe(before + 3);
      expect(queries).toEqual([]);
      expect(await tableVersion(handle.db)).toBe(before + 3);
    } finally {
      await handle.close();
    }
  });

  it("stops when its handle closes, and another handle's watch goes on", async () => {
    const { handle } = await countedHandle();
    await watchIsLive(handle.db);
    await watchIsLive(test.db);
    await handle.close();
    expect(watchedStorefrontVersion(handle.db), "a closed handle's watch").toBeUndefined();

    const before = await tableVersion(test.db);
    await touchCatalogue(test.db);
    expect(watchedStorefrontVersion(test.db)).toBe(before + 1);
    if (onPostgres) {
      await expect.poll(() => listenerConnections(), { timeout: 5_000 }).toBe(1); // the test handle's alone
    }
  });
});

/** How many connections to the test database listen for the version. */
async function listenerConnections() {
  const [row] = await queryRows<{ count: number }>(
    test.db,
    sql`select count(*)::int as count from pg_stat_activity
         where datname = current_database() and application_name = ${STOREFRONT_VERSION_LISTENER}`,
  );
  return row?.count;
}

describe.runIf(onPostgres)("the storefront version watch on several instances", () => {
  it("sees a write made through another instance within moments, without a query", async () => {
    const other = await countedHandle();
    try {
      await watchIsLive(other.handle.db);
      const before = await tableVersion(test.db);
      other.queries.length = 0;
      await test.db.update(shopSettings).set({ bannerText: "Written on the first instance" });
      await expect
        .poll(() => watchedStorefrontVersion(other.handle.db), { timeout: 2_000, interval: 5 })
        .toBe(before + 1);
      expect(await readStorefrontVersion(other.handle.db)).toBe(before + 1);
      expect(other.queries).toEqual([]);
    } finally {
      await other.handle.close();
    }
  });

  it("reads the version with a query while its listener is down, and listens again after", async () => {
    if (template?.kind !== "postgres") return;
    const other = await countedHandle();
    const db = other.handle.db;
    const name = await testDatabaseName();
    const database = quoteIdent(name);
    try {
      await watchIsLive(db);
      // Both pools keep a connection while new ones are refused below.
      await tableVersion(db);
      await tableVersion(test.db);

      await adminQuery(template.adminUrl, `alter database ${database} allow_connections false`);
      let bumped = 0;
      try {
        const killed = await adminQuery(
          template.adminUrl,
          `select pg_terminate_backend(pid) from pg_stat_activity
            where datname = '${name}'
              and application_name = '${STOREFRONT_VERSION_LISTENER}'`,
        );
        expect(killed.rowCount).toBeGreaterThan(0);
        await expect.poll(() => watchedStorefrontVersion(db)).toBeUndefined();

        // Raised without a notification: only a read of the table can know it.
        await test.db.execute(sql`update storefront_version set version = version + 1000`);
        bumped = await tableVersion(test.db);
        other.queries.length = 0;
        expect(await readStorefrontVersion(db)).toBe(bumped);
        expect(other.queries, "the version was read with a query").toHaveLength(1);
      } finally {
        await adminQuery(template.adminUrl, `alter database ${database} allow_connections true`);
      }

      // Reconnected, it reads the version once: what changed while it was down is not missed.
      await expect.poll(() => watchedStorefrontVersion(db), { timeout: 10_000 }).toBe(bumped);
      other.queries.length = 0;
      await touchCatalogue(test.db);
      await expect
        .poll(() => watchedStorefrontVersion(db), { timeout: 2_000, interval: 5 })
        .toBe(bumped + 1);
      expect(other.queries).toEqual([]);
    } finally {
      await other.handle.close();
    }
  });
});
