import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { orders } from "#server/db/schema.ts";
import { listCustomerOrders } from "#server/orders/list-customer-orders.ts";
import { newTestCustomer } from "#tests/support/fixtures/gifts.ts";
import { insertTestOrder } from "#tests/support/fixtures/studio-orders.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let db: Database;

beforeAll(async () => {
  test = await createTestDatabase();
  db = test.db;
});
afterAll(() => test?.close());

describe("a customer's order history", () => {
  it("lists purchases and a payment still possible, never the checkouts that lapsed", async () => {
    const customer = await newTestCustomer(db);
    const now = new Date();
    const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
    const place = async (status: "paid" | "shipped" | "pending_payment" | "cancelled") =>
      (await insertTestOrder(db, { status, customerId: customer.id })).id;
    const paid = await place("paid");
    const shipped = await place("shipped");
    const waiting = await place("pending_payment");
    await db
      .update(orders)
      .set({ reservedUntil: later(10) })
      .where(eq(orders.id, waiting));
    // PayPal reviewing its payment: a hold without an end.
    const underReview = await place("pending_payment");
    const lapsed = await place("pending_payment");
    await db
      .update(orders)
      .set({ reservedUntil: later(-1) })
      .where(eq(orders.id, lapsed));
    await place("cancelled");
    // Cancelled by the maker after it was paid: a purchase, so it stays.
    const cancelledAfterPaying = await place("cancelled");
    await db.update(orders).set({ paidAt: now }).where(eq(orders.id, cancelledAfterPaying));

    const listed = (await listCustomerOrders(db, customer.id, 20, now)).map((order) => order.id);
    const purchases = [paid, shipped, waiting, underReview, cancelledAfterPaying];
    expect(listed.sort()).toEqual(purchases.sort());
  });
});
