import { mkdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { count, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shopSettings } from "#server/db/schema.ts";
import { resetDatabase } from "#server/seed/reset-database.ts";
import { createTestDatabase, queryRows, type TestDatabase } from "#tests/support/test-database.ts";

describe("resetDatabase", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(async () => {
    await test?.close();
  });

  it("deletes every row and uploaded file, and leaves a migrated empty database", async () => {
    await test.db.insert(shopSettings).values({ shopName: "Old", ownerEmail: "old@shop.example" });
    await test.db.execute(sql`create table stray (v int)`);
    for (const file of ["uploads/products/old.webp", "private/downloads/old-planner"]) {
      await mkdir(path.dirname(path.join(test.dataDir, file)), { recursive: true });
      await writeFile(path.join(test.dataDir, file), "old");
    }

    await resetDatabase({ database: test.handle, storage: test.storage });

    const [settings] = await test.db.select({ n: count() }).from(shopSettings);
    expect(settings?.n).toBe(0);
    const tables = await queryRows<{ name: string }>(
      test.db,
      sql`select table_name as name from information_schema.tables where table_schema = 'public'`,
    );
    expect(tables.map((row) => row.name)).not.toContain("stray");
    expect(tables.map((row) => row.name)).toContain("products");
    await expect(stat(path.join(test.dataDir, "uploads"))).rejects.toThrow();
    await expect(stat(path.join(test.dataDir, "private"))).rejects.toThrow();
  });
});
