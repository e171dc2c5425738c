/**
 * What an order's page says for each stage of its life (decisions.md 22): the heading, the
 * status in words, why an unpaid order was cancelled. 'Order Confirmed!' and the spec's
 * thank-you line belong to a paid order only.
 */
import { formatStatus } from "#app/components/account/order-format.ts";
import type { OrderCancelReason } from "#server/db/schema.ts";
import { isConfirmedStage, type OrderStage } from "#server/orders/order-progress.ts";

export const stageHeadings: Record<OrderStage, { eyebrow: string; title: string }> = {
  awaiting_payment: { eyebrow: "Almost done", title: "Waiting for your payment" },
  under_review: { eyebrow: "Almost done", title: "Payment under review" },
  lapsed: { eyebrow: "Not paid", title: "This checkout timed out" },
  paid: { eyebrow: "Thank you for your purchase", title: "Order Confirmed!" },
  processing: { eyebrow: "Thank you for your purchase", title: "Order Confirmed!" },
  shipped: { eyebrow: "On its way", title: "Your order has shipped" },
  delivered: { eyebrow: "Arrived", title: "Your order was delivered" },
  cancelled: { eyebrow: "Not paid", title: "Order cancelled" },
  refunded: { eyebrow: "Money back", title: "Order refunded" },
};

/** What an unpaid order's stage says beyond its status. */
const unpaidLabels: Partial<Record<OrderStage, string>> = {
  awaiting_payment: "Pending Payment",
  under_review: "Payment Under Review",
  lapsed: "Timed Out",
};

/** The status in words, as Order History writes it; an unpaid order's stage says more. */
export function stageLabel(stage: OrderStage) {
  return unpaidLabels[stage] ?? formatStatus(stage);
}

/** Why an unpaid order was cancelled, in plain words; nothing was ever charged. */
export const cancelReasonWords: Record<OrderCancelReason | "unknown", string> = {
  expired:
    "We held your items while you paid, and that time ran out before the payment, so the order was cancelled.",
  left_paypal: "You left PayPal without paying, so this checkout was cancelled.",
  replaced: "You checked out again, so this earlier attempt was set aside for the newer one.",
  paypal_declined: "PayPal declined the payment, so the order was cancelled.",
  maker: "The shop cancelled this order before it was paid.",
  unknown: "This order was cancelled before it was paid.",
};

/** The tab's title: 'Order Confirmed' for a paid order (spec §2), else the order and its status. */
export function orderTabTitle(stage: OrderStage, orderNumber: string) {
  return isConfirmedStage(stage)
    ? "Order Confirmed"
    : `Order #${orderNumber}: ${stageLabel(stage)}`;
}
