import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attachGuestOrders } from "#server/accounts/attach-guest-orders.ts";
import { registerCustomer } from "#server/accounts/register-customer.ts";
import { createOrder } from "#server/checkout/create-order.ts";
import { customers, orders } from "#server/db/schema.ts";
import { DEFAULT_TIME_ZONE } from "#server/shop/shop-time-zone.ts";
import {
  insertTestCart,
  insertTestProduct,
  testCheckoutInput,
} from "#tests/support/fixtures/orders.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test?.close());

const context = {
  customer: null,
  clientAddress: "203.0.113.5",
  publicUrl: "https://washi.test",
  timeZone: DEFAULT_TIME_ZONE,
};

describe("attachGuestOrders", () => {
  it("joins earlier guest orders of the same e-mail only once the e-mail is verified", async () => {
    const { db } = test;
    const cartToken = await insertTestCart(db, [
      { productId: await insertTestProduct(db), quantity: 1 },
    ]);
    const { order } = await createOrder(
      db,
      testCheckoutInput({ customerEmail: "Yui@Example.com" }),
      {
        ...context,
        from: { token: cartToken },
      },
    );
    const other = await insertTestCart(db, [
      { productId: await insertTestProduct(db), quantity: 1 },
    ]);
    const { order: someoneElses } = await createOrder(
      db,
      testCheckoutInput({ customerEmail: "other@example.com" }),
      { ...context, from: { token: other } },
    );
    await db.execute(sql`delete from rate_limit_events`);
    const customer = await registerCustomer(
      db,
      {
        email: "yui@example.com",
        password: "Folded-Crane-Paper-5",
        firstName: "Yui",
        lastName: "",
      },
      context,
    );
    expect(await attachGuestOrders(db, customer.id)).toBe(0);
    const ownerOf = async (id: number) =>
      (await db.select({ customerId: orders.customerId }).from(orders).where(eq(orders.id, id)))[0]
        ?.customerId;
    expect(await ownerOf(order.id)).toBeNull();

    await db.update(customers).set({ emailVerified: true }).where(eq(customers.id, customer.id));
    expect(await attachGuestOrders(db, customer.id)).toBe(1);
    expect(await ownerOf(order.id)).toBe(customer.id);
    expect(await ownerOf(someoneElses.id)).toBeNull();
    expect(await attachGuestOrders(db, customer.id)).toBe(0);
  });
});
