import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError } from "#server/config.ts";
import { openPostgres } from "#server/db/client.ts";
import { createTestDatabase, queryRows, type TestDatabase } from "#tests/support/test-database.ts";

describe("database client", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(async () => {
    await test?.close();
  });

  it("starts from the migrated template, and migrating again changes nothing", async () => {
    const count = async () => {
      const rows = await queryRows<{ n: number }>(
        test.db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      return rows[0]?.n;
    };
    const before = await count();
    expect(before).toBeGreaterThan(0);
    await test.handle.migrate();
    expect(await count()).toBe(before);
    const tables = await queryRows<{ name: string }>(
      test.db,
      sql`select table_name as name from information_schema.tables where table_schema = 'public'`,
    );
    expect(tables.map((row) => row.name)).toContain("shop_settings");
  });

  it("answers ping while open", async () => {
    expect(await test.handle.ping()).toBe(true);
  });

  it("keeps what a transaction committed and drops what it rolled back", async () => {
    await test.db.execute(sql`create table tx_probe (v int)`);
    await test.db.transaction(async (tx) => {
      await tx.execute(sql`insert into tx_probe values (1)`);
    });
    await expect(
      test.db.transaction(async (tx) => {
        await tx.execute(sql`insert into tx_probe values (2)`);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await queryRows(test.db, sql`select v from tx_probe`)).toEqual([{ v: 1 }]);
  });

  // Last: it closes the file's database (afterAll closing it again must be harmless).
  it("reports not ready once closed", async () => {
    await test.handle.close();
    expect(await test.handle.ping()).toBe(false);
  });
});

describe("openPostgres", () => {
  it("names DATABASE_URL when the server cannot be reached", async () => {
    const error = await openPostgres("postgres://postgres@127.0.0.1:1/x").catch((e) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.message).toMatch(/^Invalid configuration: DATABASE_URL cannot be reached \(/);
    expect(error.message).not.toContain("postgres://");
  });
});
