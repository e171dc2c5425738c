import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import {
  listStudioOrders,
  parseOrderStatus,
  STUDIO_ORDERS_PAGE_SIZE,
} from "#server/studio/orders/list-studio-orders.ts";
import { insertTestOrder } from "#tests/support/fixtures/studio-orders.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let db: Database;
const day = 24 * 60 * 60 * 1000;
const start = new Date("2026-01-01T12:00:00Z").getTime();

beforeAll(async () => {
  test = await createTestDatabase();
  db = test.db;
  await db.execute(sql`delete from orders`);
  // 30 paid orders of Ada's, one a day, and a few others.
  for (let index = 0; index < 30; index += 1) {
    await insertTestOrder(db, {
      status: "paid",
      customerName: "Ada Lovelace",
      customerEmail: `ada${index}@example.com`,
      createdAt: new Date(start + index * day),
    });
  }
  await insertTestOrder(db, {
    status: "shipped",
    customerName: "Grace 100% Hopper",
    customerEmail: "grace@navy.example",
    createdAt: new Date(start + 40 * day),
    items: [{ title: "Tote", quantity: 3, unitPriceCents: 2400 }],
  });
  await insertTestOrder(db, {
    status: "pending_payment",
    customerName: "Mika Sato",
    customerEmail: "MIKA@Example.com",
    createdAt: new Date(start + 41 * day),
    paypalCaptureId: null,
  });
});
afterAll(() => test?.close());

describe("the studio's order list", () => {
  it("lists every order newest first, a page at a time, with the counts of each status", async () => {
    const first = await listStudioOrders(db, {});
    expect(first.orders).toHaveLength(STUDIO_ORDERS_PAGE_SIZE);
    expect(first.orders.map((order) => order.customerName).slice(0, 3)).toEqual([
      "Mika Sato",
      "Grace 100% Hopper",
      "Ada Lovelace",
    ]);
    expect(first.orders[2]?.customerEmail).toBe("ada29@example.com");
    expect(first.pageCount).toBe(2);
    expect(first.counts).toMatchObject({
      all: 32,
      paid: 30,
      shipped: 1,
      pending_payment: 1,
      refunded: 0,
    });
    // Items are counted in the same query: two lines, three pieces.
    expect(first.orders[2]?.itemCount).toBe(3);
    expect(first.orders[1]?.itemCount).toBe(3);

    const second = await listStudioOrders(db, { page: 2 });
    expect(second.orders).toHaveLength(7);
    expect(second.orders.at(-1)?.customerEmail).toBe("ada0@example.com");
    expect(await listStudioOrders(db, { page: 9 })).toMatchObject({ orders: [], page: 9 });
  });

  it("filters by status", async () => {
    const shipped = await listStudioOrders(db, { status: "shipped" });
    expect(shipped.orders.map((order) => order.customerName)).toEqual(["Grace 100% Hopper"]);
    expect(shipped.pageCount).toBe(1);
    expect((await listStudioOrders(db, { status: "refunded" })).orders).toEqual([]);
  });

  it("searches order numbers, names and e-mails, in any case, with LIKE's wildcards as text", async () => {
    const byEmail = await listStudioOrders(db, { search: "  mika@EXAMPLE " });
    expect(byEmail.orders.map((order) => order.customerName)).toEqual(["Mika Sato"]);
    expect(byEmail.search).toBe("mika@EXAMPLE");
    expect(byEmail.counts).toMatchObject({ all: 1, pending_payment: 1, paid: 0 });

    const [ada] = (await listStudioOrders(db, { search: "ada7@" })).orders;
    const byNumber = await listStudioOrders(db, {
      search: ada?.orderNumber.slice(-6).toLowerCase(),
    });
    expect(byNumber.orders.map((order) => order.id)).toEqual([ada?.id]);

    expect((await listStudioOrders(db, { search: "100%" })).orders).toHaveLength(1);
    expect((await listStudioOrders(db, { search: "%" })).orders).toHaveLength(1);
    expect((await listStudioOrders(db, { search: "_" })).orders).toHaveLength(0);
    expect((await listStudioOrders(db, { search: "lovelace", status: "shipped" })).orders).toEqual(
      [],
    );
  });

  it("reads a status from the address, and ignores one it does not know", () => {
    expect(parseOrderStatus("refunded")).toBe("refunded");
    expect(parseOrderStatus("Refunded")).toBeUndefined();
    expect(parseOrderStatus("all")).toBeUndefined();
    expect(parseOrderStatus(null)).toBeUndefined();
  });
});
