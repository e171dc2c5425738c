import { dollarsOf } from "#server/lib/money.ts";
import type { OrderDetails } from "#server/orders/get-order.ts";
import { paypalDueCents } from "#server/orders/order-totals.ts";

/** An order as the API reads it back (spec §3 "Order as read back"); amounts in dollars. */
export function toApiOrder(order: OrderDetails) {
  const address = order.shippingAddress;
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    items: order.items.map((item) => ({
      productId: item.productId,
      title: item.title,
      quantity: item.quantity,
      price: dollarsOf(item.unitPriceCents),
      discount: dollarsOf(item.discountCents),
      tax: dollarsOf(item.taxCents),
      taxRate: item.taxRatePpm / 10_000,
      personalisation: item.personalisation,
    })),
    shippingAddress: {
      firstName: address.firstName,
      lastName: address.lastName,
      street: address.addressLine1,
      street2: address.addressLine2 ?? null,
      city: address.city,
      state: address.stateProvince,
      zip: address.postalCode,
      country: address.country,
    },
    shippingMethod: order.shippingMethod,
    customerEmail: order.customerEmail,
    customerName: order.customerName,
    subtotal: dollarsOf(order.subtotalCents),
    discount: dollarsOf(order.discountCents),
    tax: dollarsOf(order.taxCents),
    shippingTax: dollarsOf(order.shippingTaxCents),
    taxIncluded: order.tax?.inclusive ?? false,
    taxDetails: order.tax && {
      jurisdiction: order.tax.jurisdiction,
      scheme: order.tax.scheme,
      region: order.tax.regionName,
      source: order.tax.source,
      evidence: order.tax.evidence,
    },
    shipping: dollarsOf(order.shippingCents),
    shippingDiscount: dollarsOf(order.shippingDiscountCents),
    total: dollarsOf(order.totalCents),
    paidByBalances: order.balancePayments.map((part) => ({
      label: part.label,
      amount: dollarsOf(part.amountCents),
    })),
    amountDue: dollarsOf(paypalDueCents(order)),
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    trackingNumber: order.trackingNumber,
    trackingCarrier: order.trackingCarrier,
  };
}
export type ApiOrder = ReturnType<typeof toApiOrder>;
