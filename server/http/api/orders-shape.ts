import { dollarsOf } from "#server/lib/money.ts";
import type { OrderDetails } from "#server/orders/get-order.ts";

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
    tax: dollarsOf(order.taxCents),
    shipping: dollarsOf(order.shippingCents),
    total: dollarsOf(order.totalCents),
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    trackingNumber: order.trackingNumber,
    trackingCarrier: order.trackingCarrier,
  };
}
export type ApiOrder = ReturnType<typeof toApiOrder>;

/**
 * The spec's order-creation payload names its address fields address1, address2, state and
 * zipCode and its account box createAccount; the checkout form's names are accepted too.
 * Items (read on their own: server/checkout/order-source.ts), prices and totals in the payload
 * are dropped here: the database prices the order.
 */
export function toCheckoutFields(body: unknown): unknown {
  if (!body || typeof body !== "object" || Array.isArray(body)) return body;
  const { items: _items, createAccount, ...rest } = body as Record<string, unknown>;
  const fields: Record<string, unknown> = { ...rest };
  if (fields.createAccountAfterOrder === undefined && createAccount !== undefined) {
    fields.createAccountAfterOrder = createAccount;
  }
  for (const key of ["shippingAddress", "billingAddress"]) {
    const address = fields[key];
    if (address && typeof address === "object" && !Array.isArray(address)) {
      fields[key] = toFormAddress(address as Record<string, unknown>);
    }
  }
  return fields;
}

/** An address sent with the spec's names (address1, address2, state, zipCode) in the form's. */
export function toFormAddress(address: Record<string, unknown>) {
  const { address1, address2, state, zipCode, ...rest } = address;
  return {
    ...rest,
    addressLine1: rest.addressLine1 ?? address1,
    addressLine2: rest.addressLine2 ?? address2,
    stateProvince: rest.stateProvince ?? state,
    postalCode: rest.postalCode ?? zipCode,
  };
}
