import type { OrderCancelReason } from "#server/db/schema.ts";
import type { StudioOrder } from "#server/studio/orders/get-studio-order.ts";

export interface OrderEvent {
  at: Date;
  what: string;
  /** Who did it: the studio account's e-mail, or who stands behind it (the customer, PayPal). */
  who: string;
}

/**
 * The order's history as the studio shows it: when it was placed and paid (stored on the
 * order), then every change made to it in the studio (its audit rows), oldest first.
 */
export function orderHistory(order: StudioOrder): OrderEvent[] {
  const events: OrderEvent[] = [{ at: order.createdAt, what: "Placed", who: order.customerName }];
  if (order.paidAt) {
    events.push(
      order.totalCents === 0
        ? { at: order.paidAt, what: "Confirmed with nothing to pay", who: order.customerName }
        : { at: order.paidAt, what: "Paid through PayPal", who: "PayPal" },
    );
  }
  const cancelledHere = order.changes.some((change) => change.action === "order.cancel");
  if (order.cancelledAt && order.cancelReason && !cancelledHere) {
    const { what, who } = cancelledBecause[order.cancelReason];
    events.push({
      at: order.cancelledAt,
      what,
      who: who === "customer" ? order.customerName : who,
    });
  }
  for (const change of order.changes) {
    events.push({ at: change.createdAt, what: describeChange(change), who: change.actorEmail });
  }
  return events.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** An unpaid order's end that no studio change recorded: why, and who stands behind it. */
const cancelledBecause: Record<OrderCancelReason, { what: string; who: string }> = {
  expired: { what: "Cancelled unpaid: its hold ran out", who: "the shop" },
  left_paypal: { what: "Cancelled unpaid: the buyer left PayPal", who: "customer" },
  replaced: { what: "Set aside: the buyer checked out again", who: "customer" },
  paypal_declined: { what: "Cancelled unpaid: PayPal declined the payment", who: "PayPal" },
  maker: { what: "Cancelled unpaid by the studio (its held stock released)", who: "the studio" },
};

function describeChange(change: StudioOrder["changes"][number]) {
  const details = change.details as Record<string, unknown>;
  switch (change.action) {
    case "order.process":
      return "Marked Processing";
    case "order.deliver":
      return "Marked Delivered";
    case "order.cancel":
      return "Cancelled; its reserved stock went back on sale";
    case "order.ship":
      return `Marked Shipped: ${details.trackingCarrier} ${details.trackingNumber}; shipping e-mail sent`;
    case "order.refund":
      return `Refunded in full through PayPal (refund ${details.refundId})`;
    default:
      return change.action;
  }
}
