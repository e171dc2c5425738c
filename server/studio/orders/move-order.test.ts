import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { type OrderStatus, products } from "#server/db/schema.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { allowedTransitions, orderStatuses } from "#server/orders/order-states.ts";
import { DEFAULT_TIME_ZONE } from "#server/shop/shop-time-zone.ts";
import { moveOrder } from "#server/studio/orders/move-order.ts";
import { type PlainMove, plainMoves, studioMovesFrom } from "#server/studio/orders/order-moves.ts";
import {
  auditRowsOf,
  insertTestOrder,
  insertUnpaidOrderWithStock,
  orderRow,
} from "#tests/support/fixtures/studio-orders.ts";
import { refusal } from "#tests/support/refusal.ts";
import { studioSessionCookie } from "#tests/support/studio.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let db: Database;
let account: StudioAccount;
const orderLife = { publicUrl: "https://washi.test", timeZone: DEFAULT_TIME_ZONE };

beforeAll(async () => {
  test = await createTestDatabase();
  db = test.db;
  ({ account } = await studioSessionCookie(db));
});
afterAll(() => test?.close());

describe("the moves the studio offers", () => {
  it("are the state machine's, less 'paid', which only PayPal's capture makes", () => {
    for (const from of orderStatuses) {
      expect(studioMovesFrom(from)).toEqual(allowedTransitions[from].filter((to) => to !== "paid"));
    }
    expect(studioMovesFrom("pending_payment")).toEqual(["cancelled"]);
    expect(studioMovesFrom("paid")).toEqual(["processing", "shipped", "refunded"]);
    expect(studioMovesFrom("cancelled")).toEqual([]);
    expect(studioMovesFrom("refunded")).toEqual([]);
  });
});

describe("moving an order", () => {
  // Every status × every plain move: allowed ones move it and write the audit log, the others
  // are refused in words and leave the order and the log as they were.
  const cases = orderStatuses.flatMap((from) => plainMoves.map((to) => [from, to] as const));
  it.each(cases)("from %s to %s", async (from: OrderStatus, to: PlainMove) => {
    const order = await insertTestOrder(db, {
      status: from,
      // An unpaid order has no capture (one under review would block the cancel).
      paypalCaptureId: from === "pending_payment" ? null : undefined,
    });
    const before = await orderRow(db, order.id);
    if (allowedTransitions[from].includes(to)) {
      expect(await moveOrder(db, account, { orderId: order.id, to }, orderLife)).toEqual({
        from,
        to,
      });
      expect((await orderRow(db, order.id)).status).toBe(to);
      const [audit] = await auditRowsOf(db, order.id);
      expect(audit).toMatchObject({
        accountId: account.id,
        actorEmail: account.email,
        details: { orderNumber: order.orderNumber, from, to },
      });
      return;
    }
    const error = await refusal(moveOrder(db, account, { orderId: order.id, to }, orderLife));
    expect(error.code).toBe("conflict");
    expect(error.message).toMatch(
      from === to ? /^This order is already / : /^An order that is .+ cannot be marked .+\.$/,
    );
    expect(await orderRow(db, order.id)).toEqual(before);
    expect(await auditRowsOf(db, order.id)).toEqual([]);
  });

  it("refuses 'paid' by hand, and an order that does not exist", async () => {
    const order = await insertTestOrder(db, { status: "pending_payment", paypalCaptureId: null });
    const paid = await refusal(
      moveOrder(db, account, { orderId: order.id, to: "paid" as PlainMove }, orderLife),
    );
    expect(paid.message).toBe("An order is marked Paid only by its PayPal payment, never by hand.");
    expect((await orderRow(db, order.id)).status).toBe("pending_payment");
    const missing = await refusal(
      moveOrder(db, account, { orderId: 2_000_000_000, to: "delivered" }, orderLife),
    );
    expect(missing.code).toBe("not_found");
  });

  it("cancels an unpaid order once, and its reserved stock goes back once", async () => {
    const order = await insertUnpaidOrderWithStock(db, 2, 1);
    const attempts = await Promise.allSettled(
      Array.from({ length: 3 }, () =>
        moveOrder(db, account, { orderId: order.id, to: "cancelled" }, orderLife),
      ),
    );
    expect(attempts.filter((attempt) => attempt.status === "fulfilled")).toHaveLength(1);
    const [product] = await db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, order.productId));
    expect(product?.stock).toBe(3);
    expect((await orderRow(db, order.id)).status).toBe("cancelled");
    expect(await auditRowsOf(db, order.id)).toHaveLength(1);
  });

  it("does not cancel an unpaid order whose capture PayPal is reviewing", async () => {
    const order = await insertTestOrder(db, {
      status: "pending_payment",
      paypalCaptureId: "CAPTURE-UNDER-REVIEW-1",
    });
    const error = await refusal(
      moveOrder(db, account, { orderId: order.id, to: "cancelled" }, orderLife),
    );
    expect(error.message).toMatch(/PayPal is still reviewing this order's payment/);
    expect((await orderRow(db, order.id)).status).toBe("pending_payment");
  });
});
