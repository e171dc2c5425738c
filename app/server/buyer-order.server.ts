import { and, eq, inArray } from "drizzle-orm";
import { DIGITAL_ACKNOWLEDGMENT } from "#app/components/cart/digital-words.ts";
import type { BuyerOrder } from "#app/components/orders/order-page.tsx";
import { studioTime } from "#app/server/shop-time.server.ts";
import { addressDisplayLines } from "#server/addresses/address-display.ts";
import type { Database } from "#server/db/client.ts";
import { products, shippingMethods } from "#server/db/schema.ts";
import { filesDeliveredByOrder } from "#server/downloads/delivered-files.ts";
import { downloadItems } from "#server/downloads/download-items.ts";
import { customerLinkExpiry, guestLinkExpiry } from "#server/downloads/download-links.ts";
import { giftOfOrder } from "#server/mail-club/gifts/gift-of-order.ts";
import { giftCardPath, giftSummary } from "#server/mail-club/gifts/gift-wording.ts";
import { rideAlongComing } from "#server/mail-club/ride-along/ride-along-messages.ts";
import type { OrderDetails } from "#server/orders/get-order.ts";
import { orderStage, orderSteps, orderTracking } from "#server/orders/order-progress.ts";
import { orderTaxLine } from "#server/tax/tax-label.ts";

interface BuyerView {
  /** Signed in as the order's customer: download links are fresh each visit. */
  signedIn: boolean;
  /** The page's own key (?key=), which the gift card's link carries on. */
  accessKey: string | null;
  timeZone: string;
  now: Date;
}

/** How the order was posted, in the maker's words; null for downloads only. */
async function shippingOf(db: Database, order: OrderDetails) {
  if (order.kind === "digital" || order.kind === "gift") return null;
  if (order.shippingMethodId === null) {
    // Orders from before postage was priced say only "standard", which tells nothing.
    return order.shippingMethod === "standard"
      ? null
      : { method: order.shippingMethod, description: "" };
  }
  const [method] = await db
    .select({ description: shippingMethods.description })
    .from(shippingMethods)
    .where(eq(shippingMethods.id, order.shippingMethodId));
  return { method: order.shippingMethod, description: method?.description ?? "" };
}

async function hasDownloads(db: Database, order: OrderDetails) {
  const ids = order.items.flatMap((item) => (item.productId === null ? [] : [item.productId]));
  if (ids.length === 0) return false;
  const [download] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.kind, "digital")))
    .limit(1);
  return download !== undefined;
}

/** Everything the order's page shows its buyer, worded in the shop's time zone. */
export async function buyerOrderOf(
  db: Database,
  order: OrderDetails,
  view: BuyerView,
): Promise<BuyerOrder> {
  const time = studioTime(view.timeZone);
  const worded = (date: Date | null) => time(date)?.text ?? null;
  const paidAt = order.paidAt;
  // A guest's links last as long as the e-mail's; a customer's are fresh each visit.
  const downloads = paidAt
    ? downloadItems(await filesDeliveredByOrder(db, order.id), () =>
        view.signedIn ? customerLinkExpiry() : guestLinkExpiry(paidAt),
      )
    : [];
  const gift = await giftOfOrder(db, order.id, view.timeZone);
  return {
    stage: orderStage(order, view.now),
    orderNumber: order.orderNumber,
    customerEmail: order.customerEmail,
    digital: order.kind === "digital",
    downloads,
    lines: order.items.map((item, index) => ({
      key: index,
      title: item.title,
      quantity: item.quantity,
      lineTotalCents: item.unitPriceCents * item.quantity,
      personalisation: item.personalisation,
    })),
    discounts: order.discounts,
    balancePayments: order.balancePayments,
    tax: orderTaxLine(
      order.tax,
      order.items.map((item) => item.taxRatePpm),
    ),
    receiptUrl: paidAt ? receiptPath(order.id, view.accessKey) : null,
    totals: {
      subtotalCents: order.subtotalCents,
      shippingCents: order.shippingCents,
      taxCents: order.taxCents,
      totalCents: order.totalCents,
    },
    shippingAddressLines: addressDisplayLines(order.shippingAddress),
    steps: orderSteps(order).map((step) => ({ ...step, at: worded(step.at) })),
    tracking: orderTracking(order),
    shipping: await shippingOf(db, order),
    holdEndsAt: worded(order.reservedUntil),
    cancelReason: order.cancelReason,
    refundedAt: worded(order.refundedAt),
    downloadAcknowledgment: (await hasDownloads(db, order)) ? DIGITAL_ACKNOWLEDGMENT : null,
    rideAlong: rideAlongComing(order.rideAlongIssue),
    gift: gift && {
      ...giftSummary(gift),
      // The page's own key goes on to the card: a guest's link opens it too.
      cardUrl:
        gift.reveal.kind === "self" && gift.paid ? giftCardPath(order.id, view.accessKey) : null,
    },
  };
}

/** The receipt's address, with the page's own key so a guest's link opens it too. */
function receiptPath(orderId: number, accessKey?: string | null) {
  const query = new URLSearchParams({ order: String(orderId) });
  if (accessKey) query.set("key", accessKey);
  return `/orders/receipt.pdf?${query}`;
}
