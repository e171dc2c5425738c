/**
 * Text fields every form of the shop shares, with their messages (spec §5): a name, an e-mail, a
 * phone, a line of an address. Zod schemas, so the pages and the JSON API refuse the same input
 * with the same words.
 */
import { z } from "zod";

export const fieldMessages = {
  fullNameRequired: "Please enter your full name",
  emailRequired: "Please enter your email address",
  emailInvalid: "Please enter a valid email address",
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  addressRequired: "Address is required",
  cityRequired: "City is required",
  stateProvinceRequired: "State/Province is required",
  postalCodeRequired: "Postal code is required",
  countryRequired: "Country is required",
  phoneInvalid: "Please enter a valid phone number",
  tooLong: "This is too long",
  unusualCharacters: "Please remove unusual characters",
} as const;

const MAX_TEXT = 200;

/**
 * No control characters (NUL and the rest of C0, DEL, C1): PostgreSQL refuses NUL in text
 * and JSON, and no account field is multi-line text.
 */
export const PLAIN_TEXT = /^\P{Cc}*$/u;
export const plainText = { error: fieldMessages.unusualCharacters, abort: true } as const;

/** Text that must not be blank: trimmed, with one message for missing and empty. */
export function requiredText(message: string, max = MAX_TEXT) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .regex(PLAIN_TEXT, plainText)
    .max(max, { error: fieldMessages.tooLong });
}

/** Trimmed and lower-cased, so "  Ana@Example.COM " and "ana@example.com" are one account. */
export const emailField = z
  .string({ error: fieldMessages.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, { error: fieldMessages.emailRequired, abort: true })
  .regex(PLAIN_TEXT, plainText)
  .max(254, { error: fieldMessages.emailInvalid, abort: true })
  .pipe(z.email({ error: fieldMessages.emailInvalid }));

/** Optional phone: blank means none (null); absent stays undefined (unchanged). */
export const phoneField = z
  .string({ error: fieldMessages.phoneInvalid })
  .trim()
  .regex(PLAIN_TEXT, plainText)
  .max(40, { error: fieldMessages.phoneInvalid })
  .regex(/^[0-9+()\-.\s]*$/, { error: fieldMessages.phoneInvalid })
  .nullish()
  .transform((phone) => (phone === undefined ? undefined : phone || null));
