/**
 * The account forms' rules and messages (spec §5), shared by the web screens and the JSON
 * API so both refuse the same input with the same words.
 */
import { z } from "zod";
import { isCommonPassword } from "#server/accounts/common-passwords.ts";
import {
  emailField,
  fieldMessages,
  PLAIN_TEXT,
  phoneField,
  plainText,
  requiredText,
} from "#server/lib/text-fields.ts";

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

export const accountMessages = {
  ...fieldMessages,
  passwordRequired: "Please enter your password",
  passwordTooShort: "Password must be at least 8 characters",
  passwordTooLong: "Password must be at most 128 characters",
  passwordTooCommon: "This password is too common. Please choose a less predictable one.",
  passwordsDoNotMatch: "Passwords do not match",
  newPasswordRequired: "Please enter a new password",
  newPasswordTooShort: "Password must be at least 8 characters long",
  currentPasswordRequired: "Please enter your current password",
  resetTokenMissing: "Invalid reset token. Please request a new password reset.",
} as const;

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
