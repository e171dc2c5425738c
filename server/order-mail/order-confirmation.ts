import { postalCountryName, postalLines } from "#server/addresses/postal-lines.ts";
import { personalisationLines } from "#server/catalogue/personalisation.ts";
import type { Database } from "#server/db/client.ts";
import { filesDeliveredByOrder } from "#server/downloads/delivered-files.ts";
import { downloadPath, guestLinkExpiry } from "#server/downloads/download-links.ts";
import { formatMoney } from "#server/lib/money.ts";
import { queueMail } from "#server/mail/queue-mail.ts";
import type { ReceiptGift } from "#server/mail/templates/order-confirmation.tsx";
import type { OrderSummaryProps } from "#server/mail/templates/order-summary.tsx";
import { giftOfOrder } from "#server/mail-club/gifts/gift-of-order.ts";
import {
  giftCardOnOrderPage,
  giftCardPath,
  giftSummary,
} from "#server/mail-club/gifts/gift-wording.ts";
import type { OrderDetails } from "#server/orders/get-order.ts";
import { orderTaxLine, taxLineLabel } from "#server/tax/tax-label.ts";

const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/**
 * Queues the buyer's order confirmation, with a link for each file the order delivers that
 * works GUEST_LINK_DAYS from `linksFrom` (the payment; a resend from the studio: now), and
 * for a gift membership the gift as the order's page words it.
 */
export async function queueOrderConfirmation(
  tx: Database,
  order: OrderDetails,
  options: { publicUrl: string; shopName: string; timeZone: string; linksFrom: Date },
) {
  const files = await filesDeliveredByOrder(tx, order.id);
  const expiresAt = guestLinkExpiry(options.linksFrom);
  const gift = await giftOfOrder(tx, order.id, options.timeZone);
  await queueMail(tx, {
    template: "order-confirmation",
    to: order.customerEmail,
    props: {
      ...orderSummaryOf(order),
      customerName: order.customerName,
      orderUrl: `${options.publicUrl}/order-complete/${order.id}`,
      digital: order.kind === "digital",
      shopName: options.shopName,
      downloads: files
        .filter((file) => !file.revoked)
        .map((file) => ({
          title: file.productTitle,
          fileName: file.fileName,
          url: `${options.publicUrl}${downloadPath(file, expiresAt)}`,
        })),
      downloadsUntil: longDate.format(expiresAt),
      gift: gift ? receiptGift(gift, order, options.publicUrl) : undefined,
    },
  });
}

/**
 * The gift's lines; when the gifter tells them, the card: a link for a customer (the order is
 * theirs once signed in), for a guest the way to it on the order's page (the receipt holds no
 * key of theirs).
 */
function receiptGift(
  gift: NonNullable<Awaited<ReturnType<typeof giftOfOrder>>>,
  order: OrderDetails,
  publicUrl: string,
): ReceiptGift {
  const { forLine, issuesLine, revealLine, selfReveal } = giftSummary(gift);
  const card = selfReveal && gift.paid;
  const customer = order.customerId !== null;
  return {
    forLine,
    issuesLine,
    revealLine,
    cardUrl: card && customer ? `${publicUrl}${giftCardPath(order.id)}` : null,
    cardNote: card && !customer ? giftCardOnOrderPage : null,
  };
}

export function orderSummaryOf(order: OrderDetails): OrderSummaryProps {
  const address = order.shippingAddress;
  const country = postalCountryName(address);
  const name = `${address.firstName} ${address.lastName}`;
  const digital = order.kind === "digital";
  return {
    orderNumber: order.orderNumber,
    items: order.items.map((item) => ({
      title: item.title,
      quantity: item.quantity,
      details: personalisationLines(item.personalisation),
      lineTotal: formatMoney(item.unitPriceCents * item.quantity),
    })),
    subtotal: formatMoney(order.subtotalCents),
    discounts: order.discounts.map(({ name, amountCents }) => ({
      name,
      amount: `−${formatMoney(amountCents)}`,
    })),
    shipping: formatMoney(order.shippingCents),
    tax: formatMoney(order.taxCents),
    taxLabel: taxLineLabel(
      orderTaxLine(
        order.tax,
        order.items.map((item) => item.taxRatePpm),
      ),
    ),
    total: formatMoney(order.totalCents),
    deliveryHeading: digital ? "Digital delivery" : "Shipping to",
    addressLines: digital
      ? [name, country].filter((line): line is string => Boolean(line))
      : postalLines(address),
  };
}
