/** What the checkout screen and its action exchange (spec §2 Checkout, §3, §5). */
import type { Personalisation, PostalAddress } from "#server/db/schema.ts";

/** The form's fields, named by the schema's dotted paths so errors land under their fields. */
export const checkoutFields = {
  email: "customerEmail",
  phone: "customerPhone",
  firstName: "shippingAddress.firstName",
  lastName: "shippingAddress.lastName",
  addressLine1: "shippingAddress.addressLine1",
  addressLine2: "shippingAddress.addressLine2",
  city: "shippingAddress.city",
  stateProvince: "shippingAddress.stateProvince",
  postalCode: "shippingAddress.postalCode",
  country: "shippingAddress.country",
  createAccount: "createAccountAfterOrder",
  password: "guestPassword",
} as const;

export const VALIDATION_MESSAGE = "Please fix the validation errors above";

/** The values the form starts with: a customer's saved details, or what was last sent. */
export type CheckoutValues = Partial<Record<string, string>>;

/** A stored address as the address fields' starting values. */
export function addressValues(address: PostalAddress | null | undefined): CheckoutValues {
  return {
    [checkoutFields.firstName]: address?.firstName,
    [checkoutFields.lastName]: address?.lastName,
    [checkoutFields.addressLine1]: address?.addressLine1,
    [checkoutFields.addressLine2]: address?.addressLine2,
    [checkoutFields.city]: address?.city,
    [checkoutFields.stateProvince]: address?.stateProvince,
    [checkoutFields.postalCode]: address?.postalCode,
    [checkoutFields.country]: address?.country,
  };
}

/**
 * The Payment step: the order is placed and holds its stock, but PayPal's page could not be
 * reached (or the order can no longer be paid, when `canRetry` is false).
 */
export type PaymentStepData = {
  step: "payment";
  orderNumber: string;
  totalCents: number;
  message: string;
  canRetry: boolean;
};

/** One line of the order summary, from the server cart or a placed order. */
export interface SummaryLine {
  key: string | number;
  title: string;
  quantity: number;
  lineTotalCents: number;
  personalisation: Personalisation;
}

export interface SummaryTotals {
  subtotalCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
}

export interface Option {
  value: string;
  label: string;
}

/** Why the buyer is back on /checkout (?payment=…): the message to show them. */
export const paymentNotices: Record<string, { title: string; text: string }> = {
  cancelled: {
    title: "Payment cancelled",
    text: "You left PayPal before paying, so nothing was charged. Your cart is just as you left it — continue to payment whenever you're ready.",
  },
  expired: {
    title: "Your checkout timed out",
    text: "We held your items while you paid, and that time ran out, so nothing was charged. Your cart is just as you left it: check your details and continue to payment again.",
  },
  failed: {
    title: "Payment failed",
    text: "Payment capture failed. Please contact support.",
  },
};

/** The shipping choice that sends the order with the member's next Mail Club issue. */
export const RIDE_ALONG_CHOICE = "mail-club";
