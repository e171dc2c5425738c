import type { Customer, EmailPreferences, PostalAddress } from "#server/accounts/types.ts";

/** What the account screen shows of the customer: no ids beyond their own number. */
export interface AccountView {
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
  phone: string | null;
  customerNumber: string;
  memberSince: string;
  emailPreferences: EmailPreferences;
  shippingAddress: PostalAddress | null;
}

export function accountView(customer: Customer): AccountView {
  return {
    email: customer.email,
    firstName: customer.firstName,
    lastName: customer.lastName,
    fullName: customer.fullName,
    phone: customer.phone,
    customerNumber: customer.customerNumber,
    memberSince: customer.createdAt.toISOString(),
    emailPreferences: customer.emailPreferences,
    shippingAddress: customer.shippingAddress,
  };
}

/** The intents of the account screen's forms. */
export type AccountIntent = "details" | "preferences" | "password" | "subscription" | "delivery";

/** The three e-mail preferences with their labels, in the order shown. */
export const preferenceOptions: { key: keyof EmailPreferences; label: string; hint: string }[] = [
  {
    key: "orderUpdates",
    label: "Order updates",
    hint: "Confirmations and shipping news for your orders.",
  },
  {
    key: "newsletter",
    label: "Newsletter",
    hint: "A monthly letter from the studio: new designs and stories.",
  },
  { key: "marketing", label: "Marketing emails", hint: "Sales, restocks and limited editions." },
];

/** The countries the address form offers, as at checkout (decisions.md 13). */
export const countryOptions = [
  { value: "US", label: "United States" },
  { value: "CA", label: "Canada" },
  { value: "UK", label: "United Kingdom" },
  { value: "AU", label: "Australia" },
  { value: "OTHER", label: "Other International" },
] as const;

export function countryName(code: string) {
  return countryOptions.find((country) => country.value === code)?.label ?? code;
}
