import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, expect, it } from "vitest";
import { apiShopContext } from "#server/http/api/shop-context.ts";
import type { HttpEnv } from "#server/http/types.ts";
import { createLogger } from "#server/logger.ts";
import { startTestPayPal, type TestPayPal } from "#tests/support/fixtures/paypal.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let paypal: TestPayPal;
let app: Hono<HttpEnv>;

beforeAll(async () => {
  test = await createTestDatabase();
  paypal = await startTestPayPal(test.db, "http://127.0.0.1:9/webhooks/paypal");
  const shopOf = apiShopContext({
    db: test.db,
    paypal: paypal.client,
    publicUrl: "https://washi.test",
    fallbackTimeZone: "America/New_York",
  });
  app = new Hono<HttpEnv>();
  app.use(async (c, next) => {
    c.set("logger", createLogger("silent"));
    await next();
  });
  // Two handlers' worth of asking, in one request.
  app.get("/zone", async (c) => {
    const first = shopOf(c);
    const again = shopOf(c);
    const shop = await first;
    return c.json({ zone: shop.timeZone, once: first === again, publicUrl: shop.publicUrl });
  });
});
afterAll(async () => {
  await paypal?.close();
  await test?.close();
});

async function zone() {
  return (await app.request("/zone")).json();
}

it("opens the shop's context once per request, with the zone in force when it began", async () => {
  await test.db.execute(sql`delete from shop_settings`);
  expect(await zone()).toEqual({
    zone: "America/New_York",
    once: true,
    publicUrl: "https://washi.test",
  });
  await test.db.execute(
    sql`insert into shop_settings (id, shop_name, owner_email, time_zone)
        values (1, 'Washi', 'maker@washi.test', 'Asia/Tokyo')`,
  );
  expect(await zone()).toMatchObject({ zone: "Asia/Tokyo", once: true });
});
