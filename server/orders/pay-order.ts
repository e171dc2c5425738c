import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { orders } from "#server/db/schema.ts";
import { type OrderLifeContext, runOrderEffects } from "#server/orders/order-life.ts";
import { transitionOrder } from "#server/orders/order-states.ts";

/**
 * Marks a pending order paid by this completed capture (none for an order that costs nothing),
 * and runs what being paid means (`paid` in server/order-effects.ts: download grants, a gift
 * brought to life, a riding order's issue, the cart emptied, the e-mails) in the same
 * transaction. Only the call that moves the order does this, so racing captures and webhooks
 * deliver it once. Returns whether this call marked it paid.
 */
export async function payOrder(
  db: Database,
  orderId: number,
  payment: { captureId: string | null; paidAt: Date },
  context: OrderLifeContext,
): Promise<boolean> {
  return db.transaction((tx) =>
    transitionOrder(tx, orderId, "paid", {
      from: ["pending_payment"],
      set: { paidAt: payment.paidAt, paypalCaptureId: payment.captureId, reservedUntil: null },
      at: payment.paidAt,
      context,
    }),
  );
}

/**
 * PayPal holds the approved payment for review (a PENDING capture): the order keeps its stock,
 * without an end, until PayPal's webhook pays or cancels it, and the buyer's checkout is over
 * (`under_review`'s effects). Only the first call that records the capture runs them.
 */
export async function awaitPaymentReview(
  db: Database,
  orderId: number,
  captureId: string,
  context: OrderLifeContext,
) {
  await db.transaction(async (tx) => {
    const held = await tx
      .update(orders)
      .set({ reservedUntil: null, paypalCaptureId: captureId })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.status, "pending_payment"),
          isNull(orders.paypalCaptureId),
        ),
      )
      .returning({ id: orders.id });
    if (held.length === 0) return;
    await runOrderEffects({ tx, orderId, moment: "under_review", at: new Date(), context });
  });
}
