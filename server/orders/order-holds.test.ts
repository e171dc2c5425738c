import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerCustomer } from "#server/accounts/register-customer.ts";
import type { Customer } from "#server/accounts/types.ts";
import { createOrder } from "#server/checkout/create-order.ts";
import type { Database } from "#server/db/client.ts";
import { orders } from "#server/db/schema.ts";
import { statusOf } from "#server/lib/errors.ts";
import {
  APPROVAL_HOLD_MS,
  RESERVATION_MS,
  UNPAID_ORDER_LIMITS,
} from "#server/orders/order-holds.ts";
import { heldShareMessage, orderMessages } from "#server/orders/order-messages.ts";
import { DEFAULT_TIME_ZONE } from "#server/shop/shop-time-zone.ts";
import { newVisitorAddress } from "#tests/support/client-address.ts";
import {
  insertTestCart,
  insertTestProduct,
  stockOf,
  testCheckoutInput,
} from "#tests/support/fixtures/orders.ts";
import { refusal } from "#tests/support/refusal.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let db: Database;

beforeAll(async () => {
  test = await createTestDatabase();
  db = test.db;
});
afterAll(() => test?.close());

function place(
  productId: number,
  quantity: number,
  from: { clientAddress: string; customer?: Customer | null; now?: Date; email?: string },
) {
  const input = testCheckoutInput(from.email ? { customerEmail: from.email } : {});
  return insertTestCart(db, [{ productId, quantity }]).then((cartToken) =>
    createOrder(db, input, {
      customer: from.customer ?? null,
      clientAddress: from.clientAddress,
      publicUrl: "https://washi.test",
      timeZone: DEFAULT_TIME_ZONE,
      from: { token: cartToken },
      now: from.now,
    }),
  );
}

async function newCustomer(label: string) {
  return registerCustomer(
    db,
    {
      email: `${label}-${Date.now()}@example.com`,
      password: "correct horse battery",
      firstName: "Mina",
      lastName: "Park",
    },
    { clientAddress: newVisitorAddress(), publicUrl: "https://washi.test" },
  );
}

describe("one visitor's share of a limited product", () => {
  it("is half of it, rounded up, over every cart of one address; another shopper buys the rest", async () => {
    const productId = await insertTestProduct(db, { title: "Moon Stickers", stock: 5 });
    const hoarder = { clientAddress: newVisitorAddress() };
    await place(productId, 2, hoarder);
    await place(productId, 1, hoarder);
    const refused = await refusal(place(productId, 1, hoarder));
    expect(refused.message).toBe(heldShareMessage("Moon Stickers", 3));
    expect(statusOf(refused)).toBe(409);
    expect(await stockOf(db, productId), "the refused order took nothing").toBe(2);

    await place(productId, 2, { clientAddress: newVisitorAddress() });
    expect(await stockOf(db, productId)).toBe(0);
  });

  it("is refused in one cart too, and made-to-order products have no share", async () => {
    const limited = await insertTestProduct(db, { title: "Last Run", stock: 5 });
    const refused = await refusal(place(limited, 5, { clientAddress: newVisitorAddress() }));
    expect(refused.message).toBe(heldShareMessage("Last Run", 3));
    expect(await stockOf(db, limited)).toBe(5);

    const madeToOrder = await insertTestProduct(db, { stock: null });
    await place(madeToOrder, 40, { clientAddress: newVisitorAddress() });
  });

  it("follows an account from address to address", async () => {
    const customer = await newCustomer("share-account");
    const productId = await insertTestProduct(db, { title: "Tide Bookmarks", stock: 4 });
    await place(productId, 2, { clientAddress: newVisitorAddress(), customer });
    const refused = await refusal(
      place(productId, 1, { clientAddress: newVisitorAddress(), customer }),
    );
    expect(refused.message).toBe(heldShareMessage("Tide Bookmarks", 2));
  });

  it("follows a guest's e-mail from address to address, however it is written", async () => {
    const productId = await insertTestProduct(db, { title: "Kite Stickers", stock: 4 });
    await place(productId, 2, { clientAddress: newVisitorAddress(), email: "kit@example.com" });
    const refused = await refusal(
      place(productId, 1, { clientAddress: newVisitorAddress(), email: "K.it+2@Example.com" }),
    );
    expect(refused.message).toBe(heldShareMessage("Kite Stickers", 2));
    await place(productId, 2, { clientAddress: newVisitorAddress(), email: "lou@example.com" });
  });

  it("counts only orders still holding: paid and lapsed ones are no longer the visitor's share", async () => {
    const productId = await insertTestProduct(db, { title: "Paper Cranes", stock: 4 });
    const visitor = { clientAddress: newVisitorAddress() };
    const first = await place(productId, 2, visitor);
    await db
      .update(orders)
      .set({ status: "paid", reservedUntil: null })
      .where(eq(orders.id, first.order.id));
    // 2 left and none held: one of them is the visitor's share now.
    await place(productId, 1, visitor);
    expect(await stockOf(db, productId)).toBe(1);
  });
});

describe("unpaid orders per visitor", () => {
  it(`allows ${UNPAID_ORDER_LIMITS.perAddress} from one address, then refuses with a clear message`, async () => {
    const productId = await insertTestProduct(db, { stock: null });
    const household = { clientAddress: newVisitorAddress() };
    for (let order = 0; order < UNPAID_ORDER_LIMITS.perAddress; order++) {
      await place(productId, 1, household);
    }
    const refused = await refusal(place(productId, 1, household));
    expect(refused.message).toBe(orderMessages.tooManyUnpaid);
    expect(statusOf(refused)).toBe(429);
    // Someone else is not affected.
    await place(productId, 1, { clientAddress: newVisitorAddress() });
  });

  it(`allows ${UNPAID_ORDER_LIMITS.perShopper} per account, wherever they come from`, async () => {
    const customer = await newCustomer("unpaid-account");
    const productId = await insertTestProduct(db, { stock: null });
    for (let order = 0; order < UNPAID_ORDER_LIMITS.perShopper; order++) {
      await place(productId, 1, { clientAddress: newVisitorAddress(), customer });
    }
    const refused = await refusal(
      place(productId, 1, { clientAddress: newVisitorAddress(), customer }),
    );
    expect(refused.message).toBe(orderMessages.tooManyUnpaid);
  });

  it("counts orders only while they hold: lapsed ones no longer count", async () => {
    const productId = await insertTestProduct(db, { stock: null });
    const placedAt = new Date("2021-06-01T09:00:00Z");
    const visitor = { clientAddress: newVisitorAddress(), now: placedAt };
    for (let order = 0; order < UNPAID_ORDER_LIMITS.perAddress; order++) {
      await place(productId, 1, visitor);
    }
    await refusal(place(productId, 1, visitor));
    const lapsed = new Date(placedAt.getTime() + APPROVAL_HOLD_MS + 1000);
    await place(productId, 1, { ...visitor, now: lapsed });
  });

  it("are counted one at a time when they come at once", async () => {
    const productId = await insertTestProduct(db, { stock: null });
    const visitor = { clientAddress: newVisitorAddress() };
    const results = await Promise.allSettled(
      Array.from({ length: UNPAID_ORDER_LIMITS.perAddress + 4 }, () =>
        place(productId, 1, visitor),
      ),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(
      UNPAID_ORDER_LIMITS.perAddress,
    );
    const [row] = await db
      .select({ held: count() })
      .from(orders)
      .where(eq(orders.clientAddress, visitor.clientAddress));
    expect(row?.held).toBe(UNPAID_ORDER_LIMITS.perAddress);
  });
});

it("the limits are the designed ones (decision 014)", () => {
  expect(UNPAID_ORDER_LIMITS).toEqual({ perShopper: 3, perAddress: 10 });
  expect(APPROVAL_HOLD_MS).toBe(10 * 60 * 1000);
  expect(RESERVATION_MS).toBe(30 * 60 * 1000);
});
