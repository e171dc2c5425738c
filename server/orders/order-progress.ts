import type { OrderCancelReason, OrderKind, OrderStatus } from "#server/db/schema.ts";
import { trackingUrl } from "#server/orders/carriers.ts";

/**
 * Where an order stands for its buyer: its status, with an unpaid one told apart by what it
 * waits for (the buyer's payment, PayPal's review) or whether its hold has run out before the
 * expiry job cancelled it.
 */
export type OrderStage =
  | "awaiting_payment"
  | "under_review"
  | "lapsed"
  | Exclude<OrderStatus, "pending_payment">;

/** One step of the order's life on its page: done (with when, if known) or still to come. */
export interface OrderStep {
  step: "placed" | "paid" | "shipped" | "delivered" | "cancelled" | "refunded";
  /** Null: still to come, or done before the shop kept its time. */
  at: Date | null;
  done: boolean;
}

export interface OrderTracking {
  carrier: string;
  number: string;
  /** The carrier's tracking page; null for a carrier without one. */
  url: string | null;
}

/** The order's columns that tell where it stands. */
export interface OrderProgressFacts {
  status: OrderStatus;
  kind: OrderKind;
  paypalCaptureId: string | null;
  reservedUntil: Date | null;
  createdAt: Date;
  paidAt: Date | null;
  shippedAt: Date | null;
  deliveredAt: Date | null;
  refundedAt: Date | null;
  cancelledAt: Date | null;
  cancelReason: OrderCancelReason | null;
  trackingCarrier: string | null;
  trackingNumber: string | null;
}

export function orderStage(order: OrderProgressFacts, now: Date): OrderStage {
  if (order.status !== "pending_payment") return order.status;
  if (order.paypalCaptureId) return "under_review";
  if (order.reservedUntil && order.reservedUntil <= now) return "lapsed";
  return "awaiting_payment";
}

/** Paid, and the page may say "Order Confirmed!" (spec §2, decisions.md 22). */
export function isConfirmedStage(stage: OrderStage) {
  return stage === "paid" || stage === "processing";
}

/**
 * The steps the page lists: placed, then paid, then (for what the maker posts) shipped and
 * delivered, ticked as they happen; an order that ended unpaid or was refunded ends there.
 */
export function orderSteps(order: OrderProgressFacts): OrderStep[] {
  const placed: OrderStep = { step: "placed", at: order.createdAt, done: true };
  if (order.status === "cancelled") {
    return [placed, { step: "cancelled", at: order.cancelledAt, done: true }];
  }
  const posted = order.kind === "postal" || order.kind === "envelope";
  const steps: OrderStep[] = [
    placed,
    {
      step: "paid",
      at: order.paidAt,
      done: order.paidAt !== null || order.status !== "pending_payment",
    },
    ...(posted
      ? [
          {
            step: "shipped" as const,
            at: order.shippedAt,
            done: order.shippedAt !== null || ["shipped", "delivered"].includes(order.status),
          },
          {
            step: "delivered" as const,
            at: order.deliveredAt,
            done: order.deliveredAt !== null || order.status === "delivered",
          },
        ]
      : []),
  ];
  if (order.status !== "refunded") return steps;
  // A refund ends the order: what it never reached is not still to come.
  return [
    ...steps.filter((step) => step.done),
    { step: "refunded", at: order.refundedAt, done: true },
  ];
}

export function orderTracking(order: OrderProgressFacts): OrderTracking | null {
  const number = order.trackingNumber?.trim();
  if (!number) return null;
  const carrier = order.trackingCarrier?.trim() || "Carrier";
  return { carrier, number, url: trackingUrl(carrier, number) };
}
