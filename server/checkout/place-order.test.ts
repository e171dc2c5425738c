import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutMessages } from "#server/checkout/checkout-schema.ts";
import { placeOrder } from "#server/checkout/place-order.ts";
import type { Database } from "#server/db/client.ts";
import { DEFAULT_TIME_ZONE } from "#server/shop/shop-time-zone.ts";
import { newVisitorAddress } from "#tests/support/client-address.ts";
import {
  insertTestCart,
  insertTestProduct,
  testCheckoutForm,
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

const shop = { customer: null, publicUrl: "https://washi.test", timeZone: DEFAULT_TIME_ZONE };

describe("placeOrder, the checkout page's and the API's one workflow", () => {
  it("refuses a bad form with a message per field before anything else runs", async () => {
    const cartToken = await insertTestCart(db, [
      { productId: await insertTestProduct(db, { stock: 4 }), quantity: 1 },
    ]);
    let ranBefore = false;
    const refused = await refusal(
      placeOrder(
        db,
        { ...testCheckoutForm(), customerEmail: "nope" },
        {
          ...shop,
          from: { token: cartToken },
          clientAddress: newVisitorAddress(),
          beforeCreating: async () => {
            ranBefore = true;
          },
        },
      ),
    );
    expect(refused).toMatchObject({ code: "bad_request", message: checkoutMessages.fixErrors });
    expect(refused.details?.customerEmail).toBe("Invalid email address");
    // The page gives back an earlier unpaid order's stock here: never for a refused form.
    expect(ranBefore).toBe(false);
  });

  it("places a good one from the cart, after what must run first", async () => {
    const productId = await insertTestProduct(db, { priceCents: 700, stock: 4 });
    const cartToken = await insertTestCart(db, [{ productId, quantity: 2 }]);
    const steps: string[] = [];
    const { order } = await placeOrder(db, testCheckoutForm(), {
      ...shop,
      from: { token: cartToken },
      clientAddress: newVisitorAddress(),
      beforeCreating: async () => {
        steps.push("before");
      },
    });
    expect(steps).toEqual(["before"]);
    expect(order).toMatchObject({ status: "pending_payment", totalCents: 1400 });
  });
});
