/**
 * The studio's history of an order tells what happened in the shop's words: a free order was
 * not paid through PayPal, and an unpaid order's end says why unless the studio did it.
 */
import { describe, expect, it } from "vitest";
import type { StudioOrder } from "#server/studio/orders/get-studio-order.ts";
import { orderHistory } from "#server/studio/orders/order-history.ts";

const placed = new Date("2026-11-20T15:00:00Z");
const later = new Date("2026-11-20T15:12:00Z");

function order(overrides: Partial<StudioOrder>): StudioOrder {
  return {
    createdAt: placed,
    customerName: "Mika Sato",
    paidAt: null,
    totalCents: 900,
    cancelledAt: null,
    cancelReason: null,
    changes: [],
    ...overrides,
  } as StudioOrder;
}

describe("an order's history in the studio", () => {
  it("says a free order was confirmed with nothing to pay, not paid through PayPal", () => {
    const events = orderHistory(order({ paidAt: later, totalCents: 0 }));
    expect(events.map((event) => event.what)).toEqual(["Placed", "Confirmed with nothing to pay"]);
  });

  it("says why an unpaid order ended and who stands behind it", () => {
    const left = orderHistory(order({ cancelledAt: later, cancelReason: "left_paypal" }));
    expect(left.at(-1)).toEqual({
      at: later,
      what: "Cancelled unpaid: the buyer left PayPal",
      who: "Mika Sato",
    });
    const expired = orderHistory(order({ cancelledAt: later, cancelReason: "expired" }));
    expect(expired.at(-1)?.what).toBe("Cancelled unpaid: its hold ran out");
  });

  it("leaves a cancel made in the studio to its own audit row", () => {
    const change = {
      id: 1,
      action: "order.cancel",
      actorEmail: "maker@example.com",
      details: {},
      createdAt: later,
    };
    const events = orderHistory(
      order({ cancelledAt: later, cancelReason: "maker", changes: [change] }),
    );
    expect(events.map((event) => event.what)).toEqual([
      "Placed",
      "Cancelled; its reserved stock went back on sale",
    ]);
  });
});
