/**
 * The checkout form's input (spec §3 "Checkout order input") and its messages (spec §5),
 * shared by the checkout screen and POST /api/orders/create so both refuse the same input
 * with the same words. Field errors are keyed by dotted path (shippingAddress.city).
 */

import { z } from "zod";
import type { Customer } from "#server/accounts/types.ts";
import { newPasswordField } from "#server/accounts/validation.ts";
import { addressFormatOf } from "#server/addresses/address-format.ts";
import { addressMessages } from "#server/addresses/address-problems.ts";
import { orderAddressSchema, requiredLine } from "#server/addresses/address-schema.ts";
import { balanceMessages } from "#server/balances/balance-messages.ts";
import { MAX_CARDS_PER_ORDER } from "#server/balances/gift-card-code.ts";
import type { PostalAddress } from "#server/db/schema.ts";
import { discountMessages } from "#server/discounts/discount-messages.ts";
import { fieldMessages, PLAIN_TEXT, phoneField } from "#server/lib/text-fields.ts";
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
  shippingMethodInvalid: "Please choose standard or express shipping",
  shippingMethodUnknown: "Please choose a shipping method from the list",
  billingAddressRequired: "Please enter a billing address",
  rideWithMailClubInvalid: "rideWithMailClub must be true or false",
  tooLong: fieldMessages.tooLong,
  unusualCharacters: fieldMessages.unusualCharacters,
  /** The form's message above the fields (spec §5). */
  fixErrors: "Please fix the validation errors above",
} as const;

const plainText = { error: checkoutMessages.unusualCharacters } as const;
const optionalText = z
  .string({ error: checkoutMessages.unusualCharacters })
  .trim()
  .regex(PLAIN_TEXT, plainText)
  .max(200, { error: checkoutMessages.tooLong })
  .nullish()
  .transform((text) => text || undefined);

/** Who an order is for and where they are: every address has them, a download's buyer only them. */
const buyerName = {
  firstName: requiredLine(checkoutMessages.firstNameRequired),
  lastName: requiredLine(checkoutMessages.lastNameRequired),
};
const buyerCountry = {
  country: requiredLine(checkoutMessages.countryRequired, 20)
    .toUpperCase()
    .refine((code) => addressFormatOf(code) !== null, {
      error: addressMessages.countryUnknown,
    }),
  phone: optionalText,
};

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

/** "Make me an account" in the spec's API name (createAccount) too; the form's wins. */
function withAccountAsked(value: unknown) {
  if (!value || typeof value !== "object") return value;
  const { createAccount, ...rest } = value as Record<string, unknown>;
  return { ...rest, createAccountAfterOrder: rest.createAccountAfterOrder ?? createAccount };
}

function checkoutSchemaFor(delivery: "postal" | "digital") {
  const dropUnused = delivery === "digital" ? dropBilling : dropBillingWhenSame;
  return z.preprocess(
    (value) => dropUnused(withAccountAsked(value)),
    z
      .object({
        customerEmail: z
          .string({ error: checkoutMessages.emailInvalid })
          .trim()
          .toLowerCase()
          .regex(PLAIN_TEXT, { error: checkoutMessages.emailInvalid })
          .max(254, { error: checkoutMessages.emailInvalid })
          .pipe(z.email({ error: checkoutMessages.emailInvalid })),
        customerName: requiredLine(checkoutMessages.nameRequired),
        customerPhone: phoneField,
        shippingAddress: delivery === "digital" ? digitalBuyerSchema : orderAddressSchema,
        billingAddressSameAsShipping: z.boolean().default(true),
        billingAddress: orderAddressSchema.optional(),
        /**
         * Spec §3's words for a method when none is chosen by id: standard is the cheapest
         * offered, express the fastest (server/shipping/offered-options.ts).
         */
        shippingMethod: z
          .enum(["standard", "express"], { error: checkoutMessages.shippingMethodInvalid })
          .default("standard"),
        /** One of the methods the checkout offered for this cart and address. */
        shippingMethodId: z.coerce
          .number({ error: checkoutMessages.shippingMethodUnknown })
          .int({ error: checkoutMessages.shippingMethodUnknown })
          .positive({ error: checkoutMessages.shippingMethodUnknown })
          .optional(),
        /**
         * Send the order with the member's next Mail Club issue instead of posting it
         * (decision 030): no postage, the membership's delivery address.
         */
        rideWithMailClub: z
          .boolean({ error: checkoutMessages.rideWithMailClubInvalid })
          .default(false),
        /** A discount code as typed (decision 041); checked when the order is placed. */
        discountCode: z
          .string({ error: discountMessages.notValid })
          .max(64, { error: discountMessages.notValid })
          .trim()
          .nullish()
          .transform((code) => code || undefined),
        /**
         * Gift cards to pay with as typed (decision 043), beside those applied to the cart;
         * each is looked up behind the guessing guard when the order is placed.
         */
        giftCardCodes: z
          .array(z.string().max(64), { error: balanceMessages.cardNotFound })
          .max(MAX_CARDS_PER_ORDER, { error: balanceMessages.tooManyCards })
          .default([]),
        /** Whether a customer's store credit pays (it does unless they keep it). */
        useStoreCredit: z.boolean({ error: balanceMessages.useCreditInvalid }).optional(),
        /**
         * Downloads only: the country the buyer says they live in when the country they gave
         * and their PayPal account's disagree (decision 042); their VAT follows it.
         */
        declaredCountry: z
          .string()
          .trim()
          .toUpperCase()
          .refine((code) => code === "" || addressFormatOf(code) !== null, {
            error: addressMessages.countryUnknown,
          })
          .transform((code) => code || undefined)
          .optional(),
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
        delivery,
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
