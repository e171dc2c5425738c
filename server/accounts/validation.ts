/**
 * The account forms' rules and messages (spec §5), shared by the web screens and the JSON
 * API so both refuse the same input with the same words.
 */
import { z } from "zod";
import { isCommonPassword } from "#server/accounts/common-passwords.ts";

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

export const accountMessages = {
  fullNameRequired: "Please enter your full name",
  emailRequired: "Please enter your email address",
  emailInvalid: "Please enter a valid email address",
  passwordRequired: "Please enter your password",
  passwordTooShort: "Password must be at least 8 characters",
  passwordTooLong: "Password must be at most 128 characters",
  passwordTooCommon: "This password is too common. Please choose a less predictable one.",
  passwordsDoNotMatch: "Passwords do not match",
  newPasswordRequired: "Please enter a new password",
  newPasswordTooShort: "Password must be at least 8 characters long",
  currentPasswordRequired: "Please enter your current password",
  resetTokenMissing: "Invalid reset token. Please request a new password reset.",
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
const plainText = { error: accountMessages.unusualCharacters, abort: true } as const;

/** Text that must not be blank: trimmed, with one message for missing and empty. */
export function requiredText(message: string, max = MAX_TEXT) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .regex(PLAIN_TEXT, plainText)
    .max(max, { error: accountMessages.tooLong });
}

/** Trimmed and lower-cased, so "  Ana@Example.COM " and "ana@example.com" are one account. */
export const emailField = z
  .string({ error: accountMessages.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, { error: accountMessages.emailRequired, abort: true })
  .regex(PLAIN_TEXT, plainText)
  .max(254, { error: accountMessages.emailInvalid, abort: true })
  .pipe(z.email({ error: accountMessages.emailInvalid }));

/** A password being chosen: 8 to 128 characters, not one of the most common ones. */
export function newPasswordField(
  messages: { required: string; tooShort: string } = {
    required: accountMessages.passwordRequired,
    tooShort: accountMessages.passwordTooShort,
  },
) {
  return z
    .string({ error: messages.required })
    .min(1, { error: messages.required, abort: true })
    .regex(PLAIN_TEXT, plainText)
    .min(MIN_PASSWORD_LENGTH, { error: messages.tooShort, abort: true })
    .max(MAX_PASSWORD_LENGTH, { error: accountMessages.passwordTooLong, abort: true })
    .refine((password) => !isCommonPassword(password), {
      error: accountMessages.passwordTooCommon,
    });
}

/** A password being checked (sign-in, current password): only required, never trimmed. */
export function enteredPasswordField(message: string) {
  return z
    .string({ error: message })
    .min(1, { error: message, abort: true })
    .regex(PLAIN_TEXT, plainText)
    .max(1024, { error: accountMessages.passwordTooLong });
}

/** Optional phone: blank means none (null); absent stays undefined (unchanged). */
export const phoneField = z
  .string({ error: accountMessages.phoneInvalid })
  .trim()
  .regex(PLAIN_TEXT, plainText)
  .max(40, { error: accountMessages.phoneInvalid })
  .regex(/^[0-9+()\-.\s]*$/, { error: accountMessages.phoneInvalid })
  .nullish()
  .transform((phone) => (phone === undefined ? undefined : phone || null));

/**
 * "Passwords do not match" on the confirmation field. Zod runs an object's checks only once
 * every field is valid; `when` runs this one as soon as both passwords are text, so the
 * mismatch shows together with the other fields' errors.
 */
function confirmationRule(passwordField: "password" | "newPassword") {
  return {
    error: accountMessages.passwordsDoNotMatch,
    path: ["confirmPassword"],
    when: ({ value }: { value: unknown }) => {
      const input = value as Record<string, unknown> | undefined;
      return (
        typeof input?.[passwordField] === "string" && typeof input?.confirmPassword === "string"
      );
    },
  };
}

export const registerSchema = z
  .object({
    fullName: requiredText(accountMessages.fullNameRequired),
    email: emailField,
    phone: phoneField,
    password: newPasswordField(),
    confirmPassword: z.string({ error: accountMessages.passwordsDoNotMatch }),
  })
  .refine((input) => input.confirmPassword === input.password, confirmationRule("password"));
export type RegisterInput = z.output<typeof registerSchema>;

export const signInSchema = z.object({
  email: emailField,
  password: enteredPasswordField(accountMessages.passwordRequired),
});
export type SignInInput = z.output<typeof signInSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z
  .object({
    token: z
      .string({ error: accountMessages.resetTokenMissing })
      .trim()
      .min(1, { error: accountMessages.resetTokenMissing })
      .regex(PLAIN_TEXT, { error: accountMessages.resetTokenMissing })
      .max(200, { error: accountMessages.resetTokenMissing }),
    password: newPasswordField({
      required: accountMessages.newPasswordRequired,
      tooShort: accountMessages.newPasswordTooShort,
    }),
    confirmPassword: z.string({ error: accountMessages.passwordsDoNotMatch }),
  })
  .refine((input) => input.confirmPassword === input.password, confirmationRule("password"));
export type ResetPasswordInput = z.output<typeof resetPasswordSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: enteredPasswordField(accountMessages.currentPasswordRequired),
    newPassword: newPasswordField({
      required: accountMessages.newPasswordRequired,
      tooShort: accountMessages.passwordTooShort,
    }),
    confirmPassword: z.string({ error: accountMessages.passwordsDoNotMatch }),
  })
  .refine((input) => input.confirmPassword === input.newPassword, confirmationRule("newPassword"));
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;

export const emailPreferencesSchema = z.object({
  marketing: z.boolean(),
  orderUpdates: z.boolean(),
  newsletter: z.boolean(),
});

/** "Ana María López" → Ana / María López: split on the first space (spec §3). */
export function splitFullName(fullName: string) {
  const trimmed = fullName.trim().replace(/\s+/g, " ");
  const space = trimmed.indexOf(" ");
  if (space === -1) return { firstName: trimmed, lastName: "" };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1) };
}
