/**
 * The background jobs while another process is in the middle of the same work, made certain
 * rather than left to timing: one pass holds its transaction open at the critical point and
 * the other runs meanwhile. PostgreSQL only (PGlite is one connection, one process).
 */
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createOrder } from "#server/checkout/create-order.ts";
import type { Database } from "#server/db/client.ts";
import { orders, outboxEmails, products } from "#server/db/schema.ts";
import { claimDueMail } from "#server/mail/claim-due-mail.ts";
import { cancelOrder } from "#server/orders/cancel-order.ts";
import { expireUnpaidOrders } from "#server/orders/expire-unpaid-orders.ts";
import { RESERVATION_MS } from "#server/orders/order-holds.ts";
import { DEFAULT_TIME_ZONE } from "#server/shop/shop-time-zone.ts";
import {
  insertTestCart,
  insertTestProduct,
  testCheckoutInput,
} from "#tests/support/fixtures/orders.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

const onPostgres = inject("testDatabase")?.kind === "postgres";
const orderLife = { publicUrl: "https://washi.test", timeZone: DEFAULT_TIME_ZONE };

let test: TestDatabase;
let db: Database;
beforeAll(async () => {
  if (!onPostgres) return;
  test = await createTestDatabase();
  db = test.db;
});
afterAll(() => test?.close());

/** Runs `work` in a transaction kept open until the returned `release` is called. */
async function holdTransaction<T>(work: (tx: Database) => Promise<T>) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let reached!: (value: T) => void;
  const result = new Promise<T>((resolve) => {
    reached = resolve;
  });
  const committed = db.transaction(async (tx) => {
    reached(await work(tx));
    await released;
  });
  return { result: await result, release, committed };
}

/** Resolves with the promise's value, or rejects when it takes longer than `ms`. */
function within<T>(ms: number, promise: Promise<T>) {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`still waiting after ${ms} ms`)), ms),
    ),
  ]);
}

describe.runIf(onPostgres)("background jobs on several instances", () => {
  it("a mail pass skips the rows another pass has claimed and not yet committed", async () => {
    const now = new Date("2021-03-01T12:00:00Z");
    const inserted = await db
      .insert(outboxEmails)
      .values(
        Array.from({ length: 6 }, (_, index) => ({
          template: "welcome",
          toAddress: `reader${index}@example.com`,
          subject: `Hello ${index}`,
          html: "<p>Hello</p>",
          text: "Hello",
          nextAttemptAt: new Date(now.getTime() - 60_000),
        })),
      )
      .returning({ id: outboxEmails.id });
    const ids = inserted.map((row) => row.id);
    const options = { now, limit: 3, leaseMs: 60_000 };

    const first = await holdTransaction((tx) => claimDueMail(tx, options));
    // Neither waits for the first pass nor takes its rows.
    const second = await within(5_000, claimDueMail(db, { ...options, limit: 6 }));
    first.release();
    await first.committed;

    const firstIds = first.result.map((mail) => mail.id);
    const secondIds = second.map((mail) => mail.id);
    expect(firstIds).toHaveLength(3);
    expect(secondIds.filter((id) => ids.includes(id)).sort()).toEqual(
      ids.filter((id) => !firstIds.includes(id)).sort(),
    );
    // Once committed, the lease keeps every claimed row from a third pass.
    expect(await claimDueMail(db, { ...options, limit: 6 })).toEqual([]);
    await db.delete(outboxEmails).where(inArray(outboxEmails.id, ids));
  });

  it("an expiry pass that meets an order another is cancelling releases its stock once", async () => {
    const productId = await insertTestProduct(db, { stock: 5 });
    const placedAt = new Date("2021-03-01T12:00:00Z");
    const cartToken = await insertTestCart(db, [{ productId, quantity: 2 }]);
    const { order } = await createOrder(db, testCheckoutInput(), {
      customer: null,
      from: { token: cartToken },
      clientAddress: "203.0.113.7",
      ...orderLife,
      now: placedAt,
    });
    const later = new Date(placedAt.getTime() + RESERVATION_MS + 1_000);

    // One instance has cancelled the order and not committed yet; the other's pass starts.
    const first = await holdTransaction((tx) =>
      cancelOrder(tx, order.id, { reason: "maker", context: orderLife }),
    );
    const second = expireUnpaidOrders(db, orderLife, later);
    await new Promise((resolve) => setTimeout(resolve, 200));
    first.release();
    await first.committed;

    expect(first.result).toBe(true);
    expect(await second).toBe(0);
    const [product] = await db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, productId));
    expect(product?.stock).toBe(5);
    const [row] = await db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(row?.status).toBe("cancelled");
  });
});
