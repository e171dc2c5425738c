/** The order detail as its loader sends it to the screen (times as ISO strings). */
import type { PostalAddress } from "#server/accounts/types.ts";
import type { OrderKind, OrderTaxRecord, Personalisation } from "#server/db/schema.ts";

export interface OrderView {
  id: number;
  orderNumber: string;
  status: string;
  createdAt: string;
  customerId: number | null;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  shippingAddress: PostalAddress;
  billingAddress: PostalAddress | null;
  /** The addresses as their posts write them (server/addresses/address-display.ts). */
  shippingAddressLines: string[];
  billingAddressLines: string[] | null;
  shippingMethod: string;
  kind: OrderKind;
  /** A Mail Club ride-along (decision 030): the membership and the issue ('YYYY-MM'). */
  rideAlongSubscriptionId?: number | null;
  rideAlongIssue?: string | null;
  /** productId is null for a product deleted since. */
  items: {
    id: number;
    productId: number | null;
    title: string;
    quantity: number;
    unitPriceCents: number;
    taxRatePpm: number;
    personalisation: Personalisation;
  }[];
  subtotalCents: number;
  /** Each discount the order used, by name (goods and postage together). */
  discounts: { name: string; amountCents: number }[];
  taxCents: number;
  /** Where the tax was owed, the rate's source and the evidence kept (decision 042). */
  tax: OrderTaxRecord | null;
  shippingCents: number;
  totalCents: number;
  /** What gift cards and store credit paid, each by name (the rest went through PayPal). */
  balancePaidCents: number;
  balancePayments: { label: string; amountCents: number }[];
  /** The customer's store credit now (0 for a guest's order). */
  customerCreditCents: number;
  trackingNumber: string | null;
  trackingCarrier: string | null;
  paypalOrderId: string | null;
  paypalCaptureId: string | null;
  paypalRefundId: string | null;
  paidAt: string | null;
  shippedAt: string | null;
  refundedAt: string | null;
}

/** Formats times in the shop's time zone: 'Mar 5, 2026, 2:30 PM'. */
export function timeFormatter(timeZone: string) {
  const format = new Intl.DateTimeFormat("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone,
  });
  return (iso: string) => format.format(new Date(iso));
}
