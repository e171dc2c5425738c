import type { Database } from "#server/db/client.ts";
import { queueMail } from "#server/mail/queue-mail.ts";
import type { OrderSummaryProps } from "#server/mail/templates/order-summary.tsx";
import { formatMoney } from "#server/money.ts";
import { checkoutCountries } from "#server/orders/checkout-schema.ts";
import { getOrder, type OrderDetails } from "#server/orders/get-order.ts";
import { transitionOrder } from "#server/orders/order-states.ts";
import { getShopSettings } from "#server/shop/get-shop-settings.ts";

/**
 * Marks a pending order paid by this completed capture (none for an order that costs
 * nothing), and queues the order confirmation to
 * the customer and the new-order notice to the owner in the same transaction: the e-mails
 * exist exactly when the order is paid. Only the call that moves the order does this, so
 * racing captures and webhooks confirm it once. Returns whether this call marked it paid.
 */
export async function markOrderPaid(
  db: Database,
  orderId: number,
  payment: { captureId: string | null; paidAt: Date; publicUrl: string; ownerEmail?: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const moved = await transitionOrder(tx, orderId, "paid", {
      from: ["pending_payment"],
      set: { paidAt: payment.paidAt, paypalCaptureId: payment.captureId, reservedUntil: null },
    });
    if (!moved) return false;
    const order = await getOrder(tx, orderId);
    if (!order) throw new Error(`Order ${orderId} vanished while it was marked paid.`);
    const settings = await getShopSettings(tx);
    const summary = orderSummaryOf(order);
    await queueMail(tx, {
      template: "order-confirmation",
      to: order.customerEmail,
      props: {
        ...summary,
        customerName: order.customerName,
        orderUrl: `${payment.publicUrl}/order-complete/${order.id}`,
        shopName: settings.shopName,
      },
    });
    await queueMail(tx, {
      template: "new-order-owner",
      to: payment.ownerEmail ?? settings.ownerEmail,
      props: {
        ...summary,
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

function orderSummaryOf(order: OrderDetails): OrderSummaryProps {
  const address = order.shippingAddress;
  const country =
    checkoutCountries.find((candidate) => candidate.code === address.country)?.name ??
    address.country;
  return {
    orderNumber: order.orderNumber,
    items: order.items.map((item) => ({
      title: item.title,
      quantity: item.quantity,
      lineTotal: formatMoney(item.unitPriceCents * item.quantity),
    })),
    subtotal: formatMoney(order.subtotalCents),
    shipping: formatMoney(order.shippingCents),
    tax: formatMoney(order.taxCents),
    total: formatMoney(order.totalCents),
    addressLines: [
      `${address.firstName} ${address.lastName}`,
      address.addressLine1,
      address.addressLine2,
      `${address.city}, ${address.stateProvince} ${address.postalCode}`,
      country,
    ].filter((line): line is string => Boolean(line)),
  };
}
