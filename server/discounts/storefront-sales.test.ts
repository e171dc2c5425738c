/**
 * Automatic sales on the storefront (issue 43): a card and a product's page show the largest
 * percentage off in force, rounded as the checkout rounds it, beside the lowest price of the
 * 30 days before; a sale with a minimum is not a unit price; writing a discount, and a sale's
 * start passing, raise the storefront version so cached pages follow.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getCart } from "#server/cart/get-cart.ts";
import { listNewestProducts } from "#server/catalogue/list-newest-products.ts";
import { loadProductRecords } from "#server/catalogue/load-product-records.ts";
import type { Database } from "#server/db/client.ts";
import { productPriceHistory, products } from "#server/db/schema.ts";
import { cartMoneyOff } from "#server/discounts/cart-code.ts";
import { createSaleBoundariesJob } from "#server/discounts/sale-boundaries-job.ts";
import { createLogger } from "#server/logger.ts";
import { readStorefrontVersion } from "#server/shop/storefront-cache.ts";
import { insertTestDiscount } from "#tests/support/fixtures/discounts.ts";
import { insertTestCart, insertTestProduct } from "#tests/support/fixtures/orders.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let db: Database;
beforeAll(async () => {
  test = await createTestDatabase();
  db = test.db;
});
afterAll(() => test?.close());

const DAY = 24 * 60 * 60 * 1000;

async function typeOf(productId: number) {
  const [row] = await db
    .select({ typeId: products.productTypeId })
    .from(products)
    .where(eq(products.id, productId));
  return row?.typeId ?? 0;
}

describe("a sale on the storefront", () => {
  it("shows the largest percentage in force, rounded as the checkout rounds, and the 30 days' lowest price", async () => {
    const productId = await insertTestProduct(db, { title: "Moth sheet", priceCents: 455 });
    const typeId = await typeOf(productId);
    // 40 days ago $4.00, 20 days ago $5.00, now $4.55: the lowest of the 30 days before is $4.00
    // (the price in force when the 30 days began), not the $4.55 of today.
    await db.delete(productPriceHistory).where(eq(productPriceHistory.productId, productId));
    await db.insert(productPriceHistory).values([
      { productId, priceCents: 400, fromAt: new Date(Date.now() - 40 * DAY) },
      { productId, priceCents: 500, fromAt: new Date(Date.now() - 20 * DAY) },
      { productId, priceCents: 455, fromAt: new Date(Date.now() - 1 * DAY) },
    ]);
    await insertTestDiscount(db, {
      code: null,
      name: "Small sale",
      percentOff: 10,
      scope: "product_types",
      scopeIds: [typeId],
    });
    const best = await insertTestDiscount(db, {
      code: null,
      name: "Moth week",
      percentOff: 15,
      scope: "products",
      scopeIds: [productId],
    });
    await insertTestDiscount(db, {
      code: null,
      name: "With a minimum",
      percentOff: 50,
      minSubtotalCents: 100,
    });
    await insertTestDiscount(db, {
      code: null,
      name: "Ended",
      percentOff: 60,
      endsAt: new Date(Date.now() - DAY),
    });

    const [record] = await loadProductRecords(db, [productId]);
    // 15 % of $4.55 is 68.25 cents: 68 off, $3.87.
    expect(record?.sale).toEqual({
      name: "Moth week",
      percentOff: 15,
      priceCents: 387,
      lowestCents: 400,
    });
    const card = (await listNewestProducts(db, 50)).find((product) => product.id === productId);
    expect(card?.sale).toEqual(record?.sale);

    // The cart takes the same sale off, to the cent.
    const token = await insertTestCart(db, [{ productId, quantity: 1 }]);
    const moneyOff = await cartMoneyOff(
      db,
      await getCart(db, { token }),
      { customerId: null, email: null },
      {
        now: new Date(),
        timeZone: "America/New_York",
      },
    );
    expect(moneyOff.applied).toContainEqual({ name: "Moth week", amountCents: 455 - 387 });
    await db.execute(sql`update discounts set archived_at = now() where id = ${best.id}`);
    const [after] = await loadProductRecords(db, [productId]);
    expect(after?.sale).toMatchObject({ name: "Small sale", priceCents: 455 - 46 });
  });

  it("records each new price, and shows none for a product on no sale", async () => {
    const productId = await insertTestProduct(db, { priceCents: 1000 });
    await db.update(products).set({ priceCents: 1200 }).where(eq(products.id, productId));
    await db.update(products).set({ title: "Renamed" }).where(eq(products.id, productId));
    const history = await db
      .select({ priceCents: productPriceHistory.priceCents })
      .from(productPriceHistory)
      .where(eq(productPriceHistory.productId, productId))
      .orderBy(productPriceHistory.id);
    expect(history.map((row) => row.priceCents)).toEqual([1000, 1200]);
    const [record] = await loadProductRecords(db, [productId]);
    expect(record?.sale ?? null).toBeNull();
  });

  it("raises the storefront version when a discount is written, and when a sale starts", async () => {
    const before = await readStorefrontVersion(db);
    const startsSoon = new Date(Date.now() + 300);
    await insertTestDiscount(db, { code: null, percentOff: 5, startsAt: startsSoon });
    const written = await readStorefrontVersion(db);
    expect(written).toBeGreaterThan(before);

    const job = createSaleBoundariesJob({ db, logger: createLogger("silent") });
    await job.run(new AbortController().signal);
    expect(await readStorefrontVersion(db)).toBe(written);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await job.run(new AbortController().signal);
    expect(await readStorefrontVersion(db)).toBeGreaterThan(written);
  });
});
