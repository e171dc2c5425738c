import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutMessages } from "#server/checkout/checkout-schema.ts";
import { placeOrder } from "#server/checkout/place-order.ts";
import type { Database } from "#server/db/client.ts";
import { orders, outboxEmails } from "#server/db/schema.ts";
import { DEFAULT_TIME_ZONE } from "#server/shop/shop-time-zone.ts";
import { orderMoveMessages, studioMovesFrom } from "#server/studio/orders/order-moves.ts";
import { shipOrder } from "#server/studio/orders/ship-order.ts";
import { newVisitorAddress } from "#tests/support/client-address.ts";
import {
  insertTestCart,
  insertTestProduct,
  testCheckoutForm,
} from "#tests/support/fixtures/orders.ts";
import { refusal } from "#tests/support/refusal.ts";
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
const shop = { customer: null, ...orderLife, ownerEmail: "maker@washi.test" };
const buyerOnly = { firstName: "Lena", lastName: "Vogel", country: "GB" };

async function cartOf(...kinds: ("digital" | "physical")[]) {
  const lines = [];
  for (const kind of kinds) {
    const productId = await insertTestProduct(db, {
      kind,
      stock: kind === "digital" ? null : 5,
      priceCents: 0,
    });
    lines.push({ productId, quantity: 1 });
  }
  return insertTestCart(db, lines);
}

function place(cartToken: string, shippingAddress: Record<string, string>) {
  return placeOrder(
    { db, ...shop, from: { token: cartToken }, clientAddress: newVisitorAddress() },
    testCheckoutForm({ customerEmail: `${Math.random()}@example.com`, shippingAddress }),
  );
}

describe("an order of downloads only", () => {
  it("needs a name and country, no street address, and is delivered digitally", async () => {
    const placed = await place(await cartOf("digital", "digital"), buyerOnly);
    const [order] = await db.select().from(orders).where(eq(orders.id, placed.order.id));
    expect(order?.shippingMethod).toBe("digital");
    expect(order?.shippingAddress).toMatchObject({ ...buyerOnly, addressLine1: "", city: "" });
    const [mail] = await db
      .select({ text: outboxEmails.text })
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, order?.customerEmail ?? ""));
    expect(mail?.text).toContain("Digital delivery");
    expect(mail?.text).toContain("Lena Vogel");
    expect(mail?.text).not.toContain("once your order ships");
  });

  it("has nothing for the maker to ship", async () => {
    const placed = await place(await cartOf("digital"), buyerOnly);
    expect(studioMovesFrom("paid", "digital")).not.toContain("shipped");
    const { account } = await studioSessionCookie(db);
    const refused = await refusal(
      shipOrder(
        db,
        account,
        { orderId: placed.order.id, carrier: "USPS", trackingNumber: "9400111899223344556677" },
        orderLife,
      ),
    );
    expect(refused.message).toBe(orderMoveMessages.nothingToShip);
  });

  it("ignores a street address sent all the same, and keeps only the name and country", async () => {
    const placed = await place(await cartOf("digital"), {
      ...buyerOnly,
      addressLine1: "1 High Street",
      city: "Leeds",
    });
    const [order] = await db.select().from(orders).where(eq(orders.id, placed.order.id));
    expect(order?.shippingAddress.addressLine1).toBe("");
  });

  it("still needs the buyer's country, which VAT on digital sales asks for", async () => {
    const refused = await refusal(place(await cartOf("digital"), { ...buyerOnly, country: "" }));
    expect(refused.details?.["shippingAddress.country"]).toBe(checkoutMessages.countryRequired);
  });

  it("asks for the whole address as soon as the cart holds something to post", async () => {
    const refused = await refusal(place(await cartOf("digital", "physical"), buyerOnly));
    expect(refused.details?.["shippingAddress.addressLine1"]).toBe(
      checkoutMessages.addressRequired,
    );
  });
});
