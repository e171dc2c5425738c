import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";
import { readShopTimeZone } from "./shop-time-zone.ts";

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test?.close());

it("is SHOP_TIMEZONE until the studio's settings name a zone, then that zone", async () => {
  await test.db.execute(sql`delete from shop_settings`);
  expect(await readShopTimeZone(test.db, "America/New_York")).toBe("America/New_York");
  await test.db.execute(
    sql`insert into shop_settings (id, shop_name, owner_email) values (1, 'Washi', 'a@b.test')`,
  );
  expect(await readShopTimeZone(test.db, "America/New_York")).toBe("America/New_York");
  await test.db.execute(sql`update shop_settings set time_zone = 'Asia/Tokyo' where id = 1`);
  expect(await readShopTimeZone(test.db, "America/New_York")).toBe("Asia/Tokyo");
});
