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
  /** The saved address as its country's post writes it; null when none is saved. */
  shippingAddressLines: string[] | null;
}

/** The customer as the screen shows them; `addressLines` are the saved address's, made on the server. */
export function accountView(customer: Customer, addressLines: string[] | null): AccountView {
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
    shippingAddressLines: addressLines,
  };
}

/** The intents of the account screen's forms. */
export type AccountIntent =
  | "details"
  | "preferences"
  | "password"
  | "subscription"
  | "delivery"
  | "hold"
  | "resume"
  | "plan-change-keep"
  | "add-gift-card"
  | "prepay";

/** The three e-mail preferences with their labels, in the order shown. */
export interface PreferenceOption {
  key: keyof EmailPreferences;
  label: string;
  hint: string;
}

export const preferenceOptions: PreferenceOption[] = [
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

/** The address fields of the details and delivery forms (the names come from elsewhere). */
export const addressParts = [
  "addressLine1",
  "addressLine2",
  "city",
  "stateProvince",
  "postalCode",
  "country",
] as const;

/** Shown by an address saved as "Other" before every country was listed (decision 021). */
export const countryMissingNote =
  "Your address was saved before we listed every country, so it names none. Choose yours so your post can reach you.";
