import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrder } from "#server/checkout/create-order.ts";
import type { Database } from "#server/db/client.ts";
import { orders, studioAuditLog } from "#server/db/schema.ts";
import { heldStockOf, releaseHeldStock } from "#server/orders/studio/held-stock.ts";
import { DEFAULT_TIME_ZONE } from "#server/shop/shop-time-zone.ts";
import { newVisitorAddress } from "#tests/support/client-address.ts";
import {
  insertTestCart,
  insertTestProduct,
  stockOf,
  testCheckoutInput,
} from "#tests/support/fixtures/orders.ts";
import { studioSessionCookie } from "#tests/support/studio.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let db: Database;

beforeAll(async () => {
  test = await createTestDatabase();
  db = test.db;
});
afterAll(() => test?.close());

const orderLife = { publicUrl: "https://washi.test", timeZone: DEFAULT_TIME_ZONE };

async function place(productId: number, quantity: number) {
  const cartToken = await insertTestCart(db, [{ productId, quantity }]);
  const { order } = await createOrder(db, testCheckoutInput(), {
    customer: null,
    clientAddress: newVisitorAddress(),
    from: { token: cartToken },
    ...orderLife,
  });
  return order.id;
}

describe("stock held by unpaid orders, in the studio", () => {
  it("is shown, and released by the maker except what PayPal is charging", async () => {
    const { account } = await studioSessionCookie(db);
    const productId = await insertTestProduct(db, { title: "Last Run Sheets", stock: 6 });
    const waiting = await place(productId, 2);
    const atPayPal = await place(productId, 1);
    await db.update(orders).set({ captureStartedAt: new Date() }).where(eq(orders.id, atPayPal));
    expect(await stockOf(db, productId)).toBe(3);
    expect(await heldStockOf(db, productId)).toEqual({ units: 3, orders: 2, unitsAtPayPal: 1 });

    expect(await releaseHeldStock(db, account, productId, orderLife)).toBe(1);
    expect(await stockOf(db, productId)).toBe(5);
    const statuses = await db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(eq(orders.id, waiting));
    expect(statuses).toEqual([{ id: waiting, status: "cancelled" }]);
    expect(await heldStockOf(db, productId)).toEqual({ units: 1, orders: 1, unitsAtPayPal: 1 });
    const [logged] = await db
      .select({ action: studioAuditLog.action, subject: studioAuditLog.subject })
      .from(studioAuditLog)
      .where(eq(studioAuditLog.action, "product.release-held-stock"));
    expect(logged).toEqual({
      action: "product.release-held-stock",
      subject: `product:${productId}`,
    });
    // Nothing left to release: no order cancelled, nothing logged twice.
    expect(await releaseHeldStock(db, account, productId, orderLife)).toBe(0);
  });
});
