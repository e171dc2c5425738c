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

/** Shown by an address saved as "Other" before every country was listed (decision 021). */
export const countryMissingNote =
  "Your address was saved before we listed every country, so it names none. Choose yours so your post can reach you.";

const countryNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });

/** A stored country's English name; "UK" and "OTHER" were stored before every country was. */
export function countryName(code: string) {
  if (code === "OTHER") return "Country not given";
  const iso = code === "UK" ? "GB" : code;
  return (/^[A-Z]{2}$/.test(iso) && countryNames.of(iso)) || code;
}
