import { postalLines } from "#server/addresses/postal-lines.ts";
import { personalisationLines } from "#server/catalogue/personalisation.ts";
import type { Transaction } from "#server/db/client.ts";
import { queueMail } from "#server/mail/queue-mail.ts";
import { orderSummaryOf, queueOrderConfirmation } from "#server/order-mail/order-confirmation.ts";
import { trackingUrl } from "#server/orders/carriers.ts";
import { getOrder } from "#server/orders/get-order.ts";
import type { OrderEvent } from "#server/orders/order-life.ts";
import { getShopSettings } from "#server/shop/get-shop-settings.ts";

async function orderOf(tx: Transaction, orderId: number) {
  const order = await getOrder(tx, orderId);
  if (!order) throw new Error(`Order ${orderId} vanished while it moved.`);
  return order;
}

/**
 * Paid: the buyer's confirmation, with a link for each file the order delivers (granted by an
 * earlier effect) working from the payment, and the gift or the riding issue as the order's
 * page words them; and the maker's new-order notice, to OWNER_EMAIL or else the settings' owner
 * e-mail. The order and the settings are read once for both.
 */
export async function sendPaidOrderMail({ tx, orderId, at, context }: OrderEvent) {
  const order = await orderOf(tx, orderId);
  const settings = await getShopSettings(tx);
  const { shopName } = settings;
  await queueOrderConfirmation(tx, order, {
    publicUrl: context.publicUrl,
    shopName,
    timeZone: context.timeZone,
    linksFrom: at,
  });
  await queueMail(tx, {
    template: "new-order-owner",
    to: context.ownerEmail ?? settings.ownerEmail,
    props: {
      ...orderSummaryOf(order),
      customerName: order.customerName,
      customerEmail: order.customerEmail,
      customerPhone: order.customerPhone,
      shippingMethod: order.shippingMethod,
      shopName,
    },
  });
}

/**
 * Shipped with a tracking number (the maker's shipment): the buyer's shipping e-mail, whatever
 * their e-mail preferences, as every order's own notices go. An order shipped in a member's
 * envelope has none: the issue's own e-mail names it.
 */
export async function sendShippingNotice({ tx, orderId, context }: OrderEvent) {
  const order = await orderOf(tx, orderId);
  if (!order.trackingNumber || !order.trackingCarrier) return;
  const { shopName } = await getShopSettings(tx);
  await queueMail(tx, {
    template: "order-shipped",
    to: order.customerEmail,
    props: {
      customerName: order.customerName,
      orderNumber: order.orderNumber,
      shopName,
      carrier: order.trackingCarrier,
      trackingNumber: order.trackingNumber,
      trackingUrl: trackingUrl(order.trackingCarrier, order.trackingNumber),
      items: order.items.map(({ title, quantity, personalisation }) => ({
        title,
        quantity,
        details: personalisationLines(personalisation),
      })),
      addressLines: postalLines(order.shippingAddress),
      ordersUrl: order.customerId === null ? null : `${context.publicUrl}/orders`,
    },
  });
}
