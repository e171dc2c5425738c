import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "#server/db/schema.ts";
import { cachedStorefrontRead } from "#server/shop/storefront-cache.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

describe("cachedStorefrontRead", () => {
  let test: TestDatabase;
  let loads = 0;
  const countingLoad = (value: string) => async () => {
    loads++;
    return { value };
  };

  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(async () => {
    await test?.close();
  });

  it("loads once while the storefront is unchanged, and again after a catalogue write", async () => {
    loads = 0;
    const first = await cachedStorefrontRead(test.db, "a", countingLoad("one"));
    expect(await cachedStorefrontRead(test.db, "a", countingLoad("two"))).toBe(first);
    expect(loads).toBe(1);

    // The trigger runs per statement: a stock update, even one that matches no row, counts.
    await test.db.update(products).set({ stock: 7 }).where(eq(products.id, -1));
    expect(await cachedStorefrontRead(test.db, "a", countingLoad("three"))).toEqual({
      value: "three",
    });
    expect(loads).toBe(2);
  });

  it("keeps each key apart and shares one load between calls made while it runs", async () => {
    loads = 0;
    const [b1, b2, c] = await Promise.all([
      cachedStorefrontRead(test.db, "b", countingLoad("b")),
      cachedStorefrontRead(test.db, "b", countingLoad("b again")),
      cachedStorefrontRead(test.db, "c", countingLoad("c")),
    ]);
    expect(b2).toBe(b1);
    expect(c).toEqual({ value: "c" });
    expect(loads).toBe(2);
  });

  it("does not keep a failed load: the next call tries again", async () => {
    const failing = () => Promise.reject(new Error("the database went away"));
    await expect(cachedStorefrontRead(test.db, "d", failing)).rejects.toThrow("went away");
    expect(await cachedStorefrontRead(test.db, "d", countingLoad("d"))).toEqual({ value: "d" });
  });

  it("forgets the least recently used answers beyond 500", async () => {
    loads = 0;
    await cachedStorefrontRead(test.db, "first", countingLoad("first"));
    for (let i = 0; i < 500; i++) {
      await cachedStorefrontRead(test.db, `filler-${i}`, countingLoad("filler"));
    }
    await cachedStorefrontRead(test.db, "first", countingLoad("first"));
    expect(loads, "the first answer was dropped and loaded again").toBe(502);
  });
});
