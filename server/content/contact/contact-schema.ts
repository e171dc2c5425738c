/**
 * The contact form's rules and messages (spec §2 Contact, §5), shared by the /contact page
 * action and POST /api/contact through sendContactMessage.
 */
import { z } from "zod";
import {
  MAX_MESSAGE_LENGTH,
  MAX_NAME_LENGTH,
  MIN_MESSAGE_LENGTH,
} from "#server/content/contact/contact-limits.ts";
import { emailField, fieldMessages, PLAIN_TEXT } from "#server/lib/text-fields.ts";

export const contactMessages = {
  fullNameRequired: fieldMessages.fullNameRequired,
  fullNameTooLong: `Please keep your name under ${MAX_NAME_LENGTH} characters`,
  messageRequired: "Please enter your message",
  messageTooShort: `Please write a little more: at least ${MIN_MESSAGE_LENGTH} characters`,
  messageTooLong: `Please keep your message under ${MAX_MESSAGE_LENGTH.toLocaleString("en-US")} characters`,
  unusualCharacters: fieldMessages.unusualCharacters,
  rateLimited:
    "You've sent several messages in a short time. Please wait an hour before sending another.",
  sent: "Thank you for your message! We'll get back to you soon.",
} as const;

/** Letters, punctuation, line breaks and tabs: no other control characters (NUL and the like). */
const MULTILINE_TEXT = /^(?:\P{Cc}|[\t\n\r])*$/u;

export const contactSchema = z.object({
  fullName: z
    .string({ error: contactMessages.fullNameRequired })
    .trim()
    .min(1, { error: contactMessages.fullNameRequired, abort: true })
    .regex(PLAIN_TEXT, { error: contactMessages.unusualCharacters, abort: true })
    .max(MAX_NAME_LENGTH, { error: contactMessages.fullNameTooLong }),
  email: emailField,
  message: z
    .string({ error: contactMessages.messageRequired })
    .trim()
    .min(1, { error: contactMessages.messageRequired, abort: true })
    .regex(MULTILINE_TEXT, { error: contactMessages.unusualCharacters, abort: true })
    .min(MIN_MESSAGE_LENGTH, { error: contactMessages.messageTooShort, abort: true })
    .max(MAX_MESSAGE_LENGTH, { error: contactMessages.messageTooLong }),
});

export type ContactInput = z.output<typeof contactSchema>;
