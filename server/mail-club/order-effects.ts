import { eq } from "drizzle-orm";
import { orders } from "#server/db/schema.ts";
import { activateGift } from "#server/mail-club/gifts/activate-gift.ts";
import { settleRideAlong } from "#server/mail-club/ride-along/settle-ride-along.ts";
import type { OrderEvent } from "#server/orders/order-life.ts";

/** Paid: a gift membership's order brings its gift to life (on the lists of its issues). */
export async function activateGiftOfOrder({ tx, orderId, at, context }: OrderEvent) {
  await activateGift(tx, orderId, { paidAt: at, timeZone: context.timeZone });
}

/**
 * Paid: an order riding in a member's envelope gets its issue now (decision 030), as a cutoff
 * passed since the checkout moves it on.
 */
export async function settleRidingOrder({ tx, orderId, at, context }: OrderEvent) {
  const [order] = await tx
    .select({ rideAlongSubscriptionId: orders.rideAlongSubscriptionId })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order || order.rideAlongSubscriptionId === null) return;
  await settleRideAlong(
    tx,
    { id: orderId, rideAlongSubscriptionId: order.rideAlongSubscriptionId },
    { at, timeZone: context.timeZone },
  );
}
