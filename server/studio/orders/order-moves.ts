import type { OrderKind, OrderStatus } from "#server/db/schema.ts";
import { allowedTransitions, orderStatusLabels } from "#server/orders/order-states.ts";

/**
 * The moves the maker can make from the studio: those of the state machine
 * (server/orders/order-states.ts) except 'paid', which only PayPal's completed capture
 * makes (decision 009). Shipping takes a tracking number and refunding goes through PayPal,
 * so each has its own operation; the others are a plain move.
 */
export function studioMovesFrom(status: OrderStatus, kind?: OrderKind): OrderStatus[] {
  return allowedTransitions[status].filter(
    (to) => to !== "paid" && !(to === "shipped" && kind === "digital"),
  );
}

/** The moves that need nothing but a click (and the maker's confirmation for a cancel). */
export const plainMoves = ["processing", "delivered", "cancelled"] as const;
export type PlainMove = (typeof plainMoves)[number];

export const orderMoveMessages = {
  notFound: "Order not found.",
  paidOnlyByPayPal: "An order is marked Paid only by its PayPal payment, never by hand.",
  cancelUnderReview:
    "PayPal is still reviewing this order's payment: wait for PayPal's decision before cancelling it.",
  noCapture: "This order has no PayPal payment to refund.",
  nothingToShip: "This order is delivered by download: there is nothing to ship.",
  unknownMove: "Choose a status to move the order to.",
} as const;

/** 'An order that is Delivered cannot be marked Processing.' */
export function refusedMoveMessage(from: OrderStatus, to: OrderStatus) {
  if (from === to) return `This order is already ${orderStatusLabels[to]}.`;
  return `An order that is ${orderStatusLabels[from]} cannot be marked ${orderStatusLabels[to]}.`;
}

/** What the button of each move says. */
export const moveButtonLabels: Record<OrderStatus, string> = {
  pending_payment: "Mark Pending Payment",
  paid: "Mark Paid",
  processing: "Mark Processing",
  shipped: "Mark Shipped",
  delivered: "Mark Delivered",
  cancelled: "Cancel order",
  refunded: "Refund in full",
};
