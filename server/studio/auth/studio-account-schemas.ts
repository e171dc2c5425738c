import { z } from "zod";
import { enteredPasswordField, newPasswordField } from "#server/accounts/validation.ts";
import { emailField } from "#server/lib/text-fields.ts";

/** The back office opens the whole shop, so its password is longer than a customer's. */
export const STUDIO_MIN_PASSWORD_LENGTH = 12;

export const studioMessages = {
  invalid: "Invalid email or password",
  tooMany: "Too many sign-in attempts. Please wait 15 minutes and try again.",
  passwordRequired: "Please enter your password",
  passwordTooShort: `The studio password must be at least ${STUDIO_MIN_PASSWORD_LENGTH} characters`,
  codeRequired: "Please enter the 6-digit code from your authenticator app",
  codeInvalid: "That code is not right, or it has already been used. Try the next one.",
  tooManyCodes: "Too many wrong codes. Please wait 15 minutes and sign in again.",
} as const;

export const studioSignInSchema = z.object({
  email: emailField,
  password: enteredPasswordField(studioMessages.passwordRequired),
});

export const studioNewPasswordField = newPasswordField({
  required: studioMessages.passwordRequired,
  tooShort: studioMessages.passwordTooShort,
}).refine((password) => password.length >= STUDIO_MIN_PASSWORD_LENGTH, {
  error: studioMessages.passwordTooShort,
});

export const studioAccountSchema = z.object({
  email: emailField,
  password: studioNewPasswordField,
  name: z.string().trim().max(100).default(""),
});
export type StudioAccountInput = z.input<typeof studioAccountSchema>;

export const totpCodeSchema = z.object({
  code: z
    .string({ error: studioMessages.codeRequired })
    .trim()
    .min(1, { error: studioMessages.codeRequired, abort: true })
    .max(20, { error: studioMessages.codeInvalid }),
});
