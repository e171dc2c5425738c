import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { placeOrder } from "#server/checkout/place-order.ts";
import type { Database } from "#server/db/client.ts";
import { orders, outboxEmails } from "#server/db/schema.ts";
import { emailIdentity, emailIdentitySql } from "#server/lib/email-identity.ts";
import { freeOrderMessages } from "#server/orders/free-orders.ts";
import { DEFAULT_TIME_ZONE } from "#server/shop/shop-time-zone.ts";
import { newVisitorAddress } from "#tests/support/client-address.ts";
import {
  insertTestCart,
  insertTestProduct,
  testCheckoutForm,
} from "#tests/support/fixtures/orders.ts";
import { refusal } from "#tests/support/refusal.ts";
import { createTestDatabase, queryRows, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let db: Database;

beforeAll(async () => {
  test = await createTestDatabase();
  db = test.db;
});
afterAll(() => test?.close());
beforeEach(() => db.execute(sql`delete from rate_limit_events`));

const shop = {
  customer: null,
  publicUrl: "https://washi.test",
  ownerEmail: "maker@washi.test",
  timeZone: DEFAULT_TIME_ZONE,
};

async function freeCart(productId?: number) {
  const id = productId ?? (await insertTestProduct(db, { title: "Moon Wallpaper", priceCents: 0 }));
  return { productId: id, cartToken: await insertTestCart(db, [{ productId: id, quantity: 1 }]) };
}

function orderFree(cartToken: string, email: string, clientAddress = newVisitorAddress()) {
  const form = testCheckoutForm({ customerEmail: email });
  return placeOrder({ db, ...shop, from: { token: cartToken }, clientAddress }, form);
}

describe("an order that costs nothing", () => {
  it("is confirmed at once, without PayPal, with its e-mails", async () => {
    const { cartToken } = await freeCart();
    const placed = await orderFree(cartToken, "ana@example.com");
    expect(placed.paymentDue).toBe(false);
    const [row] = await db.select().from(orders).where(eq(orders.id, placed.order.id));
    expect(row).toMatchObject({ status: "paid", totalCents: 0, paypalCaptureId: null });
    expect(row?.paidAt).toBeInstanceOf(Date);
    const mail = await db
      .select({ template: outboxEmails.template, to: outboxEmails.toAddress })
      .from(outboxEmails)
      .where(sql`${outboxEmails.text} like ${`%${placed.order.orderNumber}%`}`);
    expect(mail).toEqual(
      expect.arrayContaining([
        { template: "order-confirmation", to: "ana@example.com" },
        { template: "new-order-owner", to: "maker@washi.test" },
      ]),
    );
  });

  it("gives each free product once per e-mail address, in any letter case", async () => {
    const { productId, cartToken } = await freeCart();
    await orderFree(cartToken, "bo@example.com");
    const again = await freeCart(productId);
    const refused = await refusal(orderFree(again.cartToken, "Bo@Example.com"));
    expect(refused).toMatchObject({
      code: "conflict",
      message: freeOrderMessages.alreadyClaimed("Moon Wallpaper"),
    });
    // Another address may have it, and a paid order is never limited.
    expect((await orderFree(again.cartToken, "cy@example.com")).paymentDue).toBe(false);
    const paid = await insertTestProduct(db, { priceCents: 500 });
    const paidCart = await insertTestCart(db, [{ productId: paid, quantity: 1 }]);
    expect((await orderFree(paidCart, "bo@example.com")).paymentDue).toBe(true);
  });

  it("counts a person once however their address is dressed: +tags, dots and case", async () => {
    const { productId, cartToken } = await freeCart();
    await orderFree(cartToken, "dot.tag@example.com");
    for (const disguise of [
      "dottag+1@example.com",
      "d.o.t.t.a.g@example.com",
      "DotTag+x@Example.COM",
    ]) {
      const again = await freeCart(productId);
      const refused = await refusal(orderFree(again.cartToken, disguise));
      expect(refused.message, disguise).toBe(freeOrderMessages.alreadyClaimed("Moon Wallpaper"));
    }
    const other = await freeCart(productId);
    expect((await orderFree(other.cartToken, "dottag@example.org")).paymentDue).toBe(false);
  });

  it("reads stored addresses in SQL exactly as emailIdentity reads them", async () => {
    const samples = [
      "Ana@X.com",
      " a.n.a+tag+more@x.com ",
      "ana@sub.x.com",
      "no-at-sign",
      "+@x.com",
    ];
    for (const sample of samples) {
      const [row] = await queryRows<{ identity: string }>(
        db,
        sql`select ${emailIdentitySql(sql`${sample}::text`)} as identity`,
      );
      expect(row?.identity, sample).toBe(emailIdentity(sample));
    }
  });

  it("allows a few free orders per visitor address a day, and refuses the next", async () => {
    const address = newVisitorAddress();
    for (const email of ["d1@example.com", "d2@example.com", "d3@example.com"]) {
      const { cartToken } = await freeCart();
      await orderFree(cartToken, email, address);
    }
    const { cartToken } = await freeCart();
    const before = await db.select({ id: orders.id }).from(orders);
    const refused = await refusal(orderFree(cartToken, "d4@example.com", address));
    expect(refused).toMatchObject({ code: "rate_limited", message: freeOrderMessages.tooMany });
    // The refusal leaves no order behind.
    expect(await db.select({ id: orders.id }).from(orders)).toHaveLength(before.length);
  });
});
