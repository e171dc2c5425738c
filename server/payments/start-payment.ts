import { and, eq, inArray, isNull, or } from "drizzle-orm";
import { orderItems, orders, products } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";
import { getOrder } from "#server/orders/get-order.ts";
import { paypalDueCents } from "#server/orders/order-totals.ts";
import { orderViewLink } from "#server/orders/order-view-link.ts";
import {
  type PaymentServices,
  paymentMessages,
  paypalRequestIds,
} from "#server/payments/payment-services.ts";
import { PayPalError, type PayPalOrderItem } from "#server/payments/paypal/types.ts";

export interface StartedPayment {
  paypalOrderId: string;
  /** PayPal's approval page for the buyer. */
  approveUrl: string;
}

/**
 * Creates the PayPal order for a shop order waiting for payment and returns where to send
 * the buyer. The PayPal-Request-Id comes from the order id and the PayPal order id is kept,
 * so asking again (a retry, a second tab, a timeout) gives the same PayPal order, never a
 * second one. PayPal comes back to /checkout/return?orderId=…&token=… or /checkout.
 */
export async function startPayPalPayment(
  services: PaymentServices,
  orderId: number,
  now = new Date(),
): Promise<StartedPayment> {
  const { db, paypal, publicUrl } = services;
  const order = await getOrder(db, orderId);
  if (!order) throw new AppError("not_found", paymentMessages.notFound);
  if (order.status !== "pending_payment") {
    const message =
      order.status === "cancelled" || order.status === "refunded"
        ? paymentMessages.expired
        : paymentMessages.alreadyPaid;
    throw new AppError("conflict", message);
  }
  // Captured already, PayPal reviewing it: a second PayPal order could be paid twice.
  if (order.paypalCaptureId) throw new AppError("conflict", paymentMessages.pending);
  if (order.reservedUntil && order.reservedUntil <= now) {
    throw new AppError("conflict", paymentMessages.expired);
  }
  try {
    if (order.paypalOrderId) {
      const existing = await paypal.getOrder(order.paypalOrderId);
      if (existing.approveUrl)
        return { paypalOrderId: existing.id, approveUrl: existing.approveUrl };
    }
    const created = await paypal.createOrder({
      requestId: paypalRequestIds.create(order.id),
      orderNumber: order.orderNumber,
      currency: "USD",
      ...paypalAmountsOf(order),
      items: await paypalItemsOf(services, order),
      returnUrl: await returnUrlOf(services, order.id, now),
      cancelUrl: `${publicUrl}/checkout`,
    });
    if (!created.approveUrl)
      throw new PayPalError("PayPal gave no approval link.", 502, "NO_APPROVE_LINK");
    await db
      .update(orders)
      .set({ paypalOrderId: created.id })
      .where(
        and(
          eq(orders.id, order.id),
          or(isNull(orders.paypalOrderId), eq(orders.paypalOrderId, created.id)),
        ),
      );
    return { paypalOrderId: created.id, approveUrl: created.approveUrl };
  } catch (error) {
    if (!(error instanceof PayPalError)) throw error;
    services.logger?.warn(
      { orderId, status: error.status, issue: error.issue, debugId: error.debugId },
      "PayPal order could not be created",
    );
    throw new AppError("unavailable", paymentMessages.createFailed);
  }
}

/**
 * The PayPal order's amount and its breakdown. VAT is inside the prices: PayPal's items and
 * postage go without it, beside tax_total. What gift cards and store credit paid is money off
 * to PayPal (it has no other place for it): off the goods first, then off the postage, so the
 * amount asked is what is left and the breakdown still adds up (decision 043).
 */
export function paypalAmountsOf(order: {
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  shippingTaxCents: number;
  shippingCents: number;
  shippingDiscountCents: number;
  totalCents: number;
  balancePaidCents: number;
  tax: { inclusive: boolean } | null;
}) {
  const included = order.tax?.inclusive ?? false;
  const itemTotalCents =
    order.subtotalCents - (included ? order.taxCents - order.shippingTaxCents : 0);
  const shippingCents = order.shippingCents - (included ? order.shippingTaxCents : 0);
  const offGoods = Math.min(order.balancePaidCents, itemTotalCents - order.discountCents);
  const offPostage = Math.min(
    order.balancePaidCents - offGoods,
    shippingCents - order.shippingDiscountCents,
  );
  // A balance that pays more than goods and postage (only tax is left) takes the rest off the
  // goods too: PayPal checks that the breakdown adds up, not that money off stays under them.
  const overGoods = order.balancePaidCents - offGoods - offPostage;
  return {
    itemTotalCents,
    discountCents: order.discountCents + offGoods + overGoods,
    taxCents: order.taxCents,
    shippingCents,
    shippingDiscountCents: order.shippingDiscountCents + offPostage,
    totalCents: paypalDueCents(order),
  };
}

/**
 * PayPal's way back: the order, and its signed link when it has a secret, so the page shows it
 * in whichever browser PayPal opens (the guest's key lives only in the browser that checked out).
 */
async function returnUrlOf(services: PaymentServices, orderId: number, now: Date) {
  const [row] = await services.db
    .select({ accessKeyHash: orders.accessKeyHash })
    .from(orders)
    .where(eq(orders.id, orderId));
  const search = new URLSearchParams({ orderId: String(orderId) });
  if (row?.accessKeyHash) {
    const link = orderViewLink({ id: orderId, accessKeyHash: row.accessKeyHash }, now);
    search.set("view", link.view);
    search.set("until", link.until);
  }
  return `${services.publicUrl}/checkout/return?${search}`;
}

async function paypalItemsOf(
  services: PaymentServices,
  order: { id: number; shippingTaxCents: number; tax: { inclusive: boolean } | null },
): Promise<PayPalOrderItem[]> {
  const lines = await services.db
    .select({
      title: orderItems.title,
      quantity: orderItems.quantity,
      unitPriceCents: orderItems.unitPriceCents,
      taxCents: orderItems.taxCents,
      productId: orderItems.productId,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(orderItems.id);
  const ids = lines.flatMap((line) => (line.productId === null ? [] : [line.productId]));
  const details = ids.length
    ? await services.db
        .select({ id: products.id, kind: products.kind, sku: products.sku })
        .from(products)
        .where(inArray(products.id, ids))
    : [];
  const byId = new Map(details.map((product) => [product.id, product]));
  const taxed = order.shippingTaxCents > 0 || lines.some((line) => line.taxCents > 0);
  const items = lines.flatMap((line) => {
    const product = line.productId === null ? undefined : byId.get(line.productId);
    const item: PayPalOrderItem = {
      // PayPal's item names are at most 127 characters.
      name: line.title.slice(0, 127),
      quantity: line.quantity,
      unitAmountCents: line.unitPriceCents,
      ...(product ? { sku: product.sku } : {}),
      category: product?.kind === "digital" ? "DIGITAL_GOODS" : "PHYSICAL_GOODS",
    };
    return taxed ? withUnitTax(item, line.taxCents, order.tax?.inclusive ?? false) : [item];
  });
  if (order.shippingTaxCents === 0) return items;
  const postageTax: PayPalOrderItem = {
    name: "Tax on postage",
    quantity: 1,
    unitAmountCents: 0,
    taxCents: order.shippingTaxCents,
    category: "PHYSICAL_GOODS",
  };
  return [...items, postageTax];
}

/**
 * PayPal's item tax is per unit, the shop's per line (rounded once): a line whose tax does not
 * divide by its quantity goes as two items, some units a cent more, so the sum is exact. Where
 * the price includes the tax (VAT), each unit's amount is its price without it.
 */
export function withUnitTax(
  item: PayPalOrderItem,
  lineTaxCents: number,
  included: boolean,
): PayPalOrderItem[] {
  const base = Math.floor(lineTaxCents / item.quantity);
  const extra = lineTaxCents - base * item.quantity;
  const unit = (taxCents: number) => ({
    taxCents,
    unitAmountCents: included ? item.unitAmountCents - taxCents : item.unitAmountCents,
  });
  const parts = [
    { ...item, quantity: item.quantity - extra, ...unit(base) },
    { ...item, quantity: extra, ...unit(base + 1) },
  ];
  return parts.filter((part) => part.quantity > 0);
}
