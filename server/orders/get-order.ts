import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import type { OrderTaxRecord, Personalisation } from "#server/db/schema.ts";
import {
  discounts,
  discountUses,
  type OrderCancelReason,
  type OrderKind,
  type OrderStatus,
  orderBalancePayments,
  orderItems,
  orders,
  type PostalAddress,
} from "#server/db/schema.ts";
import { hashSecretToken, isPlausibleToken, sameSecret } from "#server/lib/secret-token.ts";
import { isOrderViewLink, type OrderViewLink } from "#server/orders/order-view-link.ts";

export interface OrderDetails {
  id: number;
  orderNumber: string;
  customerId: number | null;
  /** The cart it was made from; null for listed items (the API) or a gift membership. */
  cartId: number | null;
  customerEmail: string;
  customerName: string;
  customerPhone: string | null;
  status: OrderStatus;
  kind: OrderKind;
  shippingAddress: PostalAddress;
  /** Null: the same as the shipping address. */
  billingAddress: PostalAddress | null;
  shippingMethod: string;
  /** The method chosen; null for downloads only, or once the maker deleted it. */
  shippingMethodId: number | null;
  /** The membership whose Mail Club envelope it rides in (decision 030), else null. */
  rideAlongSubscriptionId: number | null;
  /** The issue ('YYYY-MM') it comes with; null when posted on its own. */
  rideAlongIssue: string | null;
  subtotalCents: number;
  /** Money off the goods (the lines' discounts together) and off the postage. */
  discountCents: number;
  /** Tax on the lines and the postage; `shippingTaxCents` is the postage's part (decision 042). */
  taxCents: number;
  shippingTaxCents: number;
  /** Where the tax was owed, at what rate's source, on what evidence; null when none was. */
  tax: OrderTaxRecord | null;
  shippingCents: number;
  shippingDiscountCents: number;
  /** Each discount the order used, by name, with what it took off (goods and postage). */
  discounts: { name: string; amountCents: number }[];
  totalCents: number;
  /** What gift cards and store credit paid of the total (decision 043), and each one's part. */
  balancePaidCents: number;
  balancePayments: { label: string; amountCents: number }[];
  trackingNumber: string | null;
  trackingCarrier: string | null;
  paypalOrderId: string | null;
  /** Set once PayPal holds a capture: paid, or PENDING while PayPal reviews it. */
  paypalCaptureId: string | null;
  reservedUntil: Date | null;
  paidAt: Date | null;
  shippedAt: Date | null;
  deliveredAt: Date | null;
  refundedAt: Date | null;
  cancelledAt: Date | null;
  cancelReason: OrderCancelReason | null;
  createdAt: Date;
  items: {
    id: number;
    productId: number | null;
    title: string;
    unitPriceCents: number;
    quantity: number;
    /** Money off the line as a whole. */
    discountCents: number;
    taxCents: number;
    taxRatePpm: number;
    personalisation: Personalisation;
  }[];
}

/** The whole order with its lines, whoever asks: for domain code, never straight to a visitor. */
export async function getOrder(db: Database, orderId: number): Promise<OrderDetails | null> {
  const [row] = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      customerId: orders.customerId,
      cartId: orders.cartId,
      customerEmail: orders.customerEmail,
      customerName: orders.customerName,
      customerPhone: orders.customerPhone,
      status: orders.status,
      kind: orders.kind,
      shippingAddress: orders.shippingAddress,
      billingAddress: orders.billingAddress,
      shippingMethod: orders.shippingMethod,
      shippingMethodId: orders.shippingMethodId,
      rideAlongSubscriptionId: orders.rideAlongSubscriptionId,
      rideAlongIssue: orders.rideAlongIssue,
      subtotalCents: orders.subtotalCents,
      discountCents: orders.discountCents,
      taxCents: orders.taxCents,
      shippingTaxCents: orders.shippingTaxCents,
      tax: orders.tax,
      shippingCents: orders.shippingCents,
      shippingDiscountCents: orders.shippingDiscountCents,
      totalCents: orders.totalCents,
      balancePaidCents: orders.balancePaidCents,
      trackingNumber: orders.trackingNumber,
      trackingCarrier: orders.trackingCarrier,
      paypalOrderId: orders.paypalOrderId,
      paypalCaptureId: orders.paypalCaptureId,
      reservedUntil: orders.reservedUntil,
      paidAt: orders.paidAt,
      shippedAt: orders.shippedAt,
      deliveredAt: orders.deliveredAt,
      refundedAt: orders.refundedAt,
      cancelledAt: orders.cancelledAt,
      cancelReason: orders.cancelReason,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!row) return null;
  const items = await db
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      title: orderItems.title,
      unitPriceCents: orderItems.unitPriceCents,
      quantity: orderItems.quantity,
      discountCents: orderItems.discountCents,
      taxCents: orderItems.taxCents,
      taxRatePpm: orderItems.taxRatePpm,
      personalisation: orderItems.personalisation,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.id);
  const discountLines =
    row.discountCents + row.shippingDiscountCents === 0
      ? []
      : await db
          .select({ name: discounts.name, amountCents: discountUses.amountCents })
          .from(discountUses)
          .innerJoin(discounts, eq(discounts.id, discountUses.discountId))
          .where(eq(discountUses.orderId, orderId))
          .orderBy(discountUses.id);
  const balancePayments =
    row.balancePaidCents === 0
      ? []
      : await db
          .select({
            label: orderBalancePayments.label,
            amountCents: orderBalancePayments.amountCents,
          })
          .from(orderBalancePayments)
          .where(eq(orderBalancePayments.orderId, orderId))
          .orderBy(orderBalancePayments.balanceId);
  return { ...row, items, discounts: discountLines, balancePayments };
}

export interface OrderViewer {
  /** The signed-in customer's id, or null. */
  customerId: number | null;
  /** The key of the order's own link (?key=…), or null. */
  accessKey: string | null | undefined;
  /** The signed link of PayPal's return (?view=…&until=…), for a buyer in another browser. */
  viewLink?: OrderViewLink | null;
}

/**
 * The order if the viewer may see it: its customer, or whoever holds its access key. Anyone
 * else gets null, exactly as for an order that does not exist (no hint that it does).
 */
export async function getOrderForViewer(
  db: Database,
  orderId: number,
  viewer: OrderViewer,
): Promise<OrderDetails | null> {
  const allowed = await mayViewOrder(db, orderId, viewer);
  return allowed ? getOrder(db, orderId) : null;
}

/** Whether the viewer is the order's customer, holds its access key or its signed link. */
export async function mayViewOrder(
  db: Database,
  orderId: number,
  viewer: OrderViewer,
  now = new Date(),
) {
  // orders.id is a 4-byte integer: a larger number is no order (and must not reach the query).
  if (!Number.isSafeInteger(orderId) || orderId <= 0 || orderId > 2_147_483_647) return false;
  const [row] = await db
    .select({ customerId: orders.customerId, accessKeyHash: orders.accessKeyHash })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!row) return false;
  if (viewer.customerId !== null && row.customerId === viewer.customerId) return true;
  if (keyMatches(viewer.accessKey, row.accessKeyHash)) return true;
  return isOrderViewLink({ id: orderId, accessKeyHash: row.accessKeyHash }, viewer.viewLink, now);
}

function keyMatches(key: string | null | undefined, storedHash: string | null) {
  if (!storedHash || !isPlausibleToken(key)) return false;
  return sameSecret(hashSecretToken(key), storedHash);
}
