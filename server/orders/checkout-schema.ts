/**
 * The checkout form's input (spec §3 "Checkout order input") and its messages (spec §5),
 * shared by the checkout screen and POST /api/orders/create so both refuse the same input
 * with the same words. Field errors are keyed by dotted path (shippingAddress.city).
 */
import { z } from "zod";
import type { Customer } from "#server/accounts/types.ts";
import {
  accountMessages,
  newPasswordField,
  PLAIN_TEXT,
  phoneField,
} from "#server/accounts/validation.ts";
import type { PostalAddress } from "#server/db/schema.ts";
import { parseInput } from "#server/validation/parse-input.ts";

export const checkoutMessages = {
  emailInvalid: "Invalid email address",
  nameRequired: "Name is required",
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  addressRequired: "Address is required",
  cityRequired: "City is required",
  stateProvinceRequired: "State/Province is required",
  postalCodeRequired: "Postal code is required",
  countryRequired: "Country is required",
  countryUnknown: "Please choose a country from the list",
  stateUnknown: "Please choose a US state from the list",
  shippingMethodInvalid: "Please choose standard or express shipping",
  billingAddressRequired: "Please enter a billing address",
  tooLong: accountMessages.tooLong,
  unusualCharacters: accountMessages.unusualCharacters,
  /** The form's message above the fields (spec §5). */
  fixErrors: "Please fix the validation errors above",
} as const;

/** decisions.md 13: the checkout's countries, in the order the select lists them. */
export const checkoutCountries = [
  { code: "US", name: "United States" },
  { code: "CA", name: "Canada" },
  { code: "UK", name: "United Kingdom" },
  { code: "AU", name: "Australia" },
  { code: "OTHER", name: "Other International" },
] as const;
export type CheckoutCountry = (typeof checkoutCountries)[number]["code"];

/** The 50 US states with their postal codes (spec §3 "Address lookups"). */
export const usStates = [
  { code: "AL", name: "Alabama" },
  { code: "AK", name: "Alaska" },
  { code: "AZ", name: "Arizona" },
  { code: "AR", name: "Arkansas" },
  { code: "CA", name: "California" },
  { code: "CO", name: "Colorado" },
  { code: "CT", name: "Connecticut" },
  { code: "DE", name: "Delaware" },
  { code: "FL", name: "Florida" },
  { code: "GA", name: "Georgia" },
  { code: "HI", name: "Hawaii" },
  { code: "ID", name: "Idaho" },
  { code: "IL", name: "Illinois" },
  { code: "IN", name: "Indiana" },
  { code: "IA", name: "Iowa" },
  { code: "KS", name: "Kansas" },
  { code: "KY", name: "Kentucky" },
  { code: "LA", name: "Louisiana" },
  { code: "ME", name: "Maine" },
  { code: "MD", name: "Maryland" },
  { code: "MA", name: "Massachusetts" },
  { code: "MI", name: "Michigan" },
  { code: "MN", name: "Minnesota" },
  { code: "MS", name: "Mississippi" },
  { code: "MO", name: "Missouri" },
  { code: "MT", name: "Montana" },
  { code: "NE", name: "Nebraska" },
  { code: "NV", name: "Nevada" },
  { code: "NH", name: "New Hampshire" },
  { code: "NJ", name: "New Jersey" },
  { code: "NM", name: "New Mexico" },
  { code: "NY", name: "New York" },
  { code: "NC", name: "North Carolina" },
  { code: "ND", name: "North Dakota" },
  { code: "OH", name: "Ohio" },
  { code: "OK", name: "Oklahoma" },
  { code: "OR", name: "Oregon" },
  { code: "PA", name: "Pennsylvania" },
  { code: "RI", name: "Rhode Island" },
  { code: "SC", name: "South Carolina" },
  { code: "SD", name: "South Dakota" },
  { code: "TN", name: "Tennessee" },
  { code: "TX", name: "Texas" },
  { code: "UT", name: "Utah" },
  { code: "VT", name: "Vermont" },
  { code: "VA", name: "Virginia" },
  { code: "WA", name: "Washington" },
  { code: "WV", name: "West Virginia" },
  { code: "WI", name: "Wisconsin" },
  { code: "WY", name: "Wyoming" },
] as const;

export const shippingMethods = ["standard", "express"] as const;
/** How an order reaches the buyer: posted by a shipping method, or downloaded ('digital'). */
export type ShippingMethod = (typeof shippingMethods)[number] | "digital";

/** An order of digital goods only is downloaded: nothing to post, no street address. */
export const DIGITAL_DELIVERY = "digital" satisfies ShippingMethod;

/**
 * No `abort` on these checks: an explicitly aborted field would stop the object-level rules
 * (the guest password) from showing with it. Only the first message of a field is shown.
 */
const plainText = { error: checkoutMessages.unusualCharacters } as const;

/** Trimmed, not blank, one line of printable text. */
function required(message: string, max = 200) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .regex(PLAIN_TEXT, plainText)
    .max(max, { error: checkoutMessages.tooLong });
}

const optionalText = z
  .string({ error: checkoutMessages.unusualCharacters })
  .trim()
  .regex(PLAIN_TEXT, plainText)
  .max(200, { error: checkoutMessages.tooLong })
  .nullish()
  .transform((text) => text || undefined);

const countryCodes = new Set<string>(checkoutCountries.map((country) => country.code));
const stateCodes = new Set<string>(usStates.map((state) => state.code));

/** Who an order is for and where they are: every address has them, a download's buyer only them. */
const buyerName = {
  firstName: required(checkoutMessages.firstNameRequired),
  lastName: required(checkoutMessages.lastNameRequired),
};
const buyerCountry = {
  country: required(checkoutMessages.countryRequired, 20)
    .toUpperCase()
    .refine((code) => countryCodes.has(code), { error: checkoutMessages.countryUnknown }),
  phone: optionalText,
};

/** A shipping or billing address: a US address names one of the 50 states by its code. */
export const checkoutAddressSchema = z
  .object({
    ...buyerName,
    addressLine1: required(checkoutMessages.addressRequired),
    addressLine2: optionalText,
    city: required(checkoutMessages.cityRequired),
    stateProvince: required(checkoutMessages.stateProvinceRequired, 100),
    postalCode: required(checkoutMessages.postalCodeRequired, 20),
    ...buyerCountry,
  })
  .refine((address) => stateCodes.has(address.stateProvince.toUpperCase()), {
    error: checkoutMessages.stateUnknown,
    path: ["stateProvince"],
    // Checked as soon as both are text, so it shows with the other fields' errors.
    when: ({ value }) => {
      const address = value as Record<string, unknown> | undefined;
      return (
        typeof address?.stateProvince === "string" &&
        address.stateProvince.trim() !== "" &&
        typeof address.country === "string" &&
        address.country.trim().toUpperCase() === "US"
      );
    },
  })
  .transform(
    (address): PostalAddress => ({
      ...address,
      stateProvince:
        address.country === "US" ? address.stateProvince.toUpperCase() : address.stateProvince,
    }),
  );

/**
 * The buyer of digital goods only: their name and country (kept as the evidence of where a
 * digital sale was made, which VAT on digital sales asks for), and no street address.
 */
const digitalBuyerSchema = z.object({ ...buyerName, ...buyerCountry }).transform(
  (buyer): PostalAddress => ({
    ...buyer,
    addressLine1: "",
    city: "",
    stateProvince: "",
    postalCode: "",
  }),
);

const guestPassword = newPasswordField();

/** The first message the account rules give this password, or null when it is fine. */
function guestPasswordProblem(input: unknown): string | null {
  const password = (input as { guestPassword?: unknown } | undefined)?.guestPassword;
  const parsed = guestPassword.safeParse(password ?? "");
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/** Nothing is posted or billed to an address for a download: any address sent is ignored. */
function dropBilling(value: unknown) {
  if (!value || typeof value !== "object") return value;
  const { billingAddress: _ignored, ...rest } = value as Record<string, unknown>;
  return { ...rest, billingAddressSameAsShipping: true };
}

/** A form sends the billing fields even when "same as shipping" is ticked: they are ignored. */
function dropBillingWhenSame(value: unknown) {
  if (!value || typeof value !== "object") return value;
  const input = value as Record<string, unknown>;
  if (input.billingAddressSameAsShipping === false) return input;
  const { billingAddress: _ignored, ...rest } = input;
  return rest;
}

function checkoutSchemaFor(delivery: "postal" | "digital") {
  return z.preprocess(
    delivery === "digital" ? dropBilling : dropBillingWhenSame,
    z
      .object({
        customerEmail: z
          .string({ error: checkoutMessages.emailInvalid })
          .trim()
          .toLowerCase()
          .regex(PLAIN_TEXT, { error: checkoutMessages.emailInvalid })
          .max(254, { error: checkoutMessages.emailInvalid })
          .pipe(z.email({ error: checkoutMessages.emailInvalid })),
        customerName: required(checkoutMessages.nameRequired),
        customerPhone: phoneField,
        shippingAddress: delivery === "digital" ? digitalBuyerSchema : checkoutAddressSchema,
        billingAddressSameAsShipping: z.boolean().default(true),
        billingAddress: checkoutAddressSchema.optional(),
        shippingMethod: z
          .enum(shippingMethods, { error: checkoutMessages.shippingMethodInvalid })
          .default("standard"),
        createAccountAfterOrder: z.boolean().default(false),
        guestPassword: z.string().max(1024).optional(),
      })
      .refine((input) => guestPasswordProblem(input) === null, {
        path: ["guestPassword"],
        error: (issue) => guestPasswordProblem(issue.input) ?? checkoutMessages.fixErrors,
        when: ({ value }) =>
          (value as Record<string, unknown> | undefined)?.createAccountAfterOrder === true,
      })
      .refine((input) => input.billingAddress !== undefined, {
        path: ["billingAddress"],
        error: checkoutMessages.billingAddressRequired,
        when: ({ value }) => {
          const input = value as Record<string, unknown> | undefined;
          return (
            input?.billingAddressSameAsShipping === false && input.billingAddress === undefined
          );
        },
      })
      .transform(({ guestPassword: password, ...input }) => ({
        ...input,
        shippingMethod: (delivery === "digital"
          ? DIGITAL_DELIVERY
          : input.shippingMethod) as ShippingMethod,
        // Only kept when it is used: a password typed and then un-ticked goes nowhere.
        guestPassword: input.createAccountAfterOrder ? password : undefined,
        billingAddress: input.billingAddressSameAsShipping ? undefined : input.billingAddress,
      })),
  );
}

/** The checkout of a cart with something to post, and of one with downloads only. */
export const checkoutSchema = checkoutSchemaFor("postal");
const digitalCheckoutSchema = checkoutSchemaFor("digital");

export type CheckoutInput = z.output<typeof checkoutSchema>;

/**
 * Parses what the checkout form (or the API) sent; a refusal is AppError bad_request with one
 * message per field (by dotted path). A signed-in customer's e-mail is the account's whatever
 * was sent (the field is disabled for them, so browsers send nothing), and they never create
 * a second account. A cart of downloads only (`delivery` 'digital') asks for the buyer's name
 * and country instead of a shipping address.
 */
export function parseCheckoutInput(
  raw: unknown,
  customer: Customer | null,
  delivery: "postal" | "digital" = "postal",
): CheckoutInput {
  const input =
    customer && raw && typeof raw === "object"
      ? { ...raw, customerEmail: customer.email, createAccountAfterOrder: false }
      : raw;
  const schema = delivery === "digital" ? digitalCheckoutSchema : checkoutSchema;
  return parseInput(schema, input, { message: checkoutMessages.fixErrors });
}
