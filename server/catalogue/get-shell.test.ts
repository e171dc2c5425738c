import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getShell } from "#server/catalogue/get-shell.ts";
import { shopSettings } from "#server/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

describe("getShell", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
    await test.db
      .insert(shopSettings)
      .values({ shopName: "First Name", ownerEmail: "a@b.example" });
  });
  afterAll(async () => {
    await test?.close();
  });

  it("reuses what it read until the storefront changes, then reads it again", async () => {
    expect((await getShell(test.db)).settings.shopName).toBe("First Name");
    const first = await getShell(test.db);
    expect(await getShell(test.db), "unchanged: the same read").toBe(first);

    await test.db
      .update(shopSettings)
      .set({ shopName: "Second Name" })
      .where(eq(shopSettings.id, 1));
    expect((await getShell(test.db)).settings.shopName).toBe("Second Name");
  });

  it("gives the four header menus", async () => {
    const { navigation } = await getShell(test.db);
    expect(navigation.map((menu) => menu.slug)).toEqual([
      "stickers",
      "bookmarks",
      "stationery",
      "greeting-cards",
    ]);
  });
});
