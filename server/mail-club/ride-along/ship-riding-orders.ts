import type { Transaction } from "#server/db/client.ts";
import { type RidingItem, ridingItems } from "#server/mail-club/ride-along/riding-orders.ts";
import { settleRideAlong } from "#server/mail-club/ride-along/settle-ride-along.ts";
import type { OrderLifeContext } from "#server/orders/order-life.ts";
import { transitionOrder } from "#server/orders/order-states.ts";

/**
 * As the issue of `month` is marked mailed, in its transaction (decision 030): each order
 * riding with it whose member is on the issue becomes shipped, through the order state machine
 * and with no shipping e-mail (the issue's own e-mail names the items). An order whose member
 * is not on it (skipped, paused, held, or ended before its cutoff) moves to their next issue,
 * or, with no issue coming, is left to be posted on its own. Returns the shipped lines by
 * membership, for the e-mails.
 */
export async function shipRidingOrders(
  tx: Transaction,
  month: string,
  options: { recipients: ReadonlySet<number>; now: Date; context: OrderLifeContext },
): Promise<Map<number, RidingItem[]>> {
  const shipped = new Map<number, RidingItem[]>();
  const byOrder = Map.groupBy(await ridingItems(tx, month), (item) => item.orderId);
  for (const [orderId, items] of byOrder) {
    const subscriptionId = items[0]?.subscriptionId;
    if (subscriptionId === undefined) continue;
    if (!options.recipients.has(subscriptionId)) {
      await settleRideAlong(
        tx,
        { id: orderId, rideAlongSubscriptionId: subscriptionId },
        { at: options.now, timeZone: options.context.timeZone },
      );
      continue;
    }
    const moved = await transitionOrder(tx, orderId, "shipped", {
      from: ["paid", "processing"],
      set: { shippedAt: options.now },
      at: options.now,
      context: options.context,
    });
    if (moved) shipped.set(subscriptionId, [...(shipped.get(subscriptionId) ?? []), ...items]);
  }
  return shipped;
}
