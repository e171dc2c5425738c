import { postalLines } from "#server/addresses/postal-lines.ts";
import { personalisationLines } from "#server/catalog/personalisation.ts";
import type { Database } from "#server/db/client.ts";
import { AppError } from "#server/errors.ts";
import { queueMail } from "#server/mail/queue-mail.ts";
import { DIGITAL_DELIVERY } from "#server/orders/digital-delivery-method.ts";
import { getOrder } from "#server/orders/get-order.ts";
import { transitionOrder } from "#server/orders/order-states.ts";
import { getShopSettings } from "#server/shop/get-shop-settings.ts";
import { recordStudioChange } from "#server/studio/audit/studio-audit-log.ts";
import type { StudioAccount } from "#server/studio/auth/studio-accounts.ts";
import { trackingUrl } from "#server/studio/orders/carriers.ts";
import { assertStudioMove, currentOrderState } from "#server/studio/orders/move-order.ts";
import { orderMoveMessages, refusedMoveMessage } from "#server/studio/orders/order-moves.ts";
import { shipmentSchema } from "#server/studio/orders/shipment-schema.ts";
import { parseInput } from "#server/validation/parse-input.ts";

export const shipFormMessage = "Check the tracking details below.";

/**
 * Marks a paid or processing order shipped with its carrier and tracking number (checked
 * against the carrier's format), sets shipped_at, and queues the customer's shipping e-mail
 * and the audit row, all in one transaction: only the call that moved the order sends the
 * e-mail, so a double submit sends it once. Like the order confirmation, the e-mail goes
 * whatever the customer's e-mail preferences: the shop sends every order's own notices.
 */
export async function shipOrder(
  db: Database,
  account: StudioAccount,
  input: { orderId: number; carrier?: unknown; trackingNumber?: unknown; carrierName?: unknown },
  options: { publicUrl: string; now?: Date },
) {
  const order = await currentOrderState(db, input.orderId);
  assertStudioMove(order.status, "shipped");
  if (order.shippingMethod === DIGITAL_DELIVERY) {
    throw new AppError("conflict", orderMoveMessages.nothingToShip);
  }
  const shipment = parseInput(shipmentSchema, input, { message: shipFormMessage });
  const moved = await db.transaction(async (tx) => {
    const done = await transitionOrder(tx, order.id, "shipped", {
      from: [order.status],
      set: { ...shipment, shippedAt: options.now ?? new Date() },
    });
    if (!done) return false;
    const details = await getOrder(tx, order.id);
    if (!details) throw new Error(`Order ${order.id} vanished while it was shipped.`);
    const { shopName } = await getShopSettings(tx);
    await queueMail(tx, {
      template: "order-shipped",
      to: details.customerEmail,
      props: {
        customerName: details.customerName,
        orderNumber: details.orderNumber,
        shopName,
        carrier: shipment.trackingCarrier,
        trackingNumber: shipment.trackingNumber,
        trackingUrl: trackingUrl(shipment.trackingCarrier, shipment.trackingNumber),
        items: details.items.map(({ title, quantity, personalisation }) => ({
          title,
          quantity,
          details: personalisationLines(personalisation),
        })),
        addressLines: postalLines(details.shippingAddress),
        ordersUrl: details.customerId === null ? null : `${options.publicUrl}/orders`,
      },
    });
    await recordStudioChange(tx, account, {
      action: "order.ship",
      subject: `order:${order.id}`,
      details: { orderNumber: order.orderNumber, from: order.status, ...shipment },
    });
    return true;
  });
  if (!moved) {
    const now = await currentOrderState(db, order.id);
    throw new AppError("conflict", refusedMoveMessage(now.status, "shipped"));
  }
  return shipment;
}
