import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ConfigError } from "#server/config.ts";
import { createPgliteClient, type Database, openPostgres } from "#server/db/client.ts";
import { migrationsFolder } from "#server/paths.ts";
import { adminQuery, quoteIdent } from "#tests/support/scratch-database.ts";
import { createTestDatabase, queryRows, type TestDatabase } from "#tests/support/test-database.ts";

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8"));
const migrationCount: number = journal.entries.length;

async function appliedMigrations(db: Database) {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return rows[0]?.n;
}

describe("database client", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(async () => {
    await test?.close();
  });

  it("starts from the migrated template, and migrating again changes nothing", async () => {
    expect(await appliedMigrations(test.db)).toBe(migrationCount);
    await test.handle.migrate();
    expect(await appliedMigrations(test.db)).toBe(migrationCount);
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

// Its own PGlite, whichever database the project runs on: once is enough.
describe.runIf(inject("testDatabase")?.kind !== "postgres")("the embedded database", () => {
  it("starts with Postgres's memory sized for a small server, its other defaults kept", async () => {
    const client = await createPgliteClient(undefined);
    try {
      const setting = async (name: string) =>
        (await client.query<Record<string, string>>(`show ${name}`)).rows[0]?.[name];
      expect(await setting("shared_buffers")).toBe("32MB");
      expect(await setting("maintenance_work_mem")).toBe("16MB");
      expect(await setting("search_path")).toBe("public");
      expect(await setting("max_worker_processes")).toBe("0");
    } finally {
      await client.close();
    }
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

describe.runIf(inject("testDatabase")?.kind === "postgres")("migrating PostgreSQL", () => {
  it("lets two instances migrate a new database at once, applying each migration once", async () => {
    const template = inject("testDatabase");
    if (template.kind !== "postgres") return;
    const name = `${template.prefix}fresh_${randomBytes(4).toString("hex")}`;
    await adminQuery(template.adminUrl, `create database ${quoteIdent(name)}`);
    const url = new URL(template.adminUrl);
    url.pathname = `/${name}`;
    const handles = await Promise.all([openPostgres(url.toString()), openPostgres(url.toString())]);
    try {
      await Promise.all(handles.map((handle) => handle.migrate()));
      expect(await appliedMigrations(handles[0]?.db as Database)).toBe(migrationCount);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await adminQuery(template.adminUrl, `drop database ${quoteIdent(name)} with (force)`);
    }
  });
});
