import type { Customer } from "#server/accounts/types.ts";
import type { ApiCustomer } from "#server/http/api/account-schemas.ts";
import { dollarsOf } from "#server/lib/money.ts";
import type { CustomerOrderSummary } from "#server/orders/list-customer-orders.ts";

/** The customer as the API gives it (spec §3 Customer); the shipping address is its one address. */
export function toApiCustomer(customer: Customer): ApiCustomer {
  const address = customer.shippingAddress;
  return {
    id: customer.id,
    documentId: String(customer.id),
    email: customer.email,
    firstName: customer.firstName,
    lastName: customer.lastName,
    phone: customer.phone,
    customerNumber: customer.customerNumber,
    emailVerified: customer.emailVerified,
    emailPreferences: customer.emailPreferences,
    addresses: address
      ? [
          {
            id: "shipping",
            addressType: "shipping",
            isDefault: true,
            street1: address.addressLine1,
            street2: address.addressLine2 ?? null,
            city: address.city,
            state: address.stateProvince,
            postalCode: address.postalCode,
            country: address.country,
          },
        ]
      : [],
    createdAt: customer.createdAt.toISOString(),
    updatedAt: customer.updatedAt.toISOString(),
  };
}

/** The simple-auth user: one name, as the register form took it. */
export function toSimpleUser(customer: Customer) {
  return {
    id: customer.id,
    email: customer.email,
    customerName: customer.fullName,
    phone: customer.phone,
  };
}

export function toApiOrderSummary(order: CustomerOrderSummary) {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    total: dollarsOf(order.totalCents),
    trackingNumber: order.trackingNumber,
    trackingCarrier: order.trackingCarrier,
    items: order.items.map((item) => ({
      title: item.title,
      quantity: item.quantity,
      price: dollarsOf(item.unitPriceCents),
      personalisation: item.personalisation,
    })),
  };
}
