import type { Database } from "#server/db/client.ts";
import { grantDownloads } from "#server/downloads/grants.ts";
import { queueMail } from "#server/mail/queue-mail.ts";
import { activateGift } from "#server/mail-club/gifts/activate-gift.ts";
import { settleRideAlong } from "#server/mail-club/ride-along/settle-ride-along.ts";
import { getOrder } from "#server/orders/get-order.ts";
import { orderSummaryOf, queueOrderConfirmation } from "#server/orders/order-confirmation-mail.ts";
import { transitionOrder } from "#server/orders/order-states.ts";
import { getShopSettings } from "#server/shop/get-shop-settings.ts";
import { readShopTimeZone } from "#server/shop/shop-time-zone.ts";

/**
 * Marks a pending order paid by this completed capture (none for an order that costs
 * nothing), gives its digital lines their download grants, brings its gift membership to life, and queues the order confirmation
 * (with the download links) to the customer and the new-order notice to the owner, all in the
 * same transaction: grants and e-mails exist exactly when the order is paid. Only the call that
 * moves the order does this, so racing captures and webhooks deliver it once. An order riding
 * with a Mail Club issue gets its issue now (decision 030). Returns whether
 * this call marked it paid.
 */
export async function markOrderPaid(
  db: Database,
  orderId: number,
  payment: {
    captureId: string | null;
    paidAt: Date;
    publicUrl: string;
    ownerEmail?: string;
    /** SHOP_TIMEZONE, where the Mail Club's cutoff is: a gift's first issue and a riding order's issue need it. */
    timeZone?: string;
  },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const moved = await transitionOrder(tx, orderId, "paid", {
      from: ["pending_payment"],
      set: { paidAt: payment.paidAt, paypalCaptureId: payment.captureId, reservedUntil: null },
    });
    if (!moved) return false;
    const order = await getOrder(tx, orderId);
    if (!order) throw new Error(`Order ${orderId} vanished while it was marked paid.`);
    await grantDownloads(tx, orderId);
    await activateGift(tx, orderId, { paidAt: payment.paidAt, fallbackTimeZone: payment.timeZone });
    if (order.rideAlongSubscriptionId !== null) {
      // The issue is decided as it is paid: a cutoff passed since the checkout moves it on.
      if (!payment.timeZone)
        throw new Error("A riding order is paid without the shop's time zone.");
      const rideAlongIssue = await settleRideAlong(
        tx,
        { id: orderId, rideAlongSubscriptionId: order.rideAlongSubscriptionId },
        { at: payment.paidAt, timeZone: await readShopTimeZone(tx, payment.timeZone) },
      );
      order.rideAlongIssue = rideAlongIssue;
    }
    const settings = await getShopSettings(tx);
    await queueOrderConfirmation(tx, order, {
      publicUrl: payment.publicUrl,
      shopName: settings.shopName,
      linksFrom: payment.paidAt,
    });
    await queueMail(tx, {
      template: "new-order-owner",
      to: payment.ownerEmail ?? settings.ownerEmail,
      props: {
        ...orderSummaryOf(order),
        customerName: order.customerName,
        customerEmail: order.customerEmail,
        customerPhone: order.customerPhone,
        shippingMethod: order.shippingMethod,
        shopName: settings.shopName,
      },
    });
    return true;
  });
}
