/**
 * What visitors send, in the OpenAPI document: POST /api/contact (spec §7 Other) and
 * POST /api/newsletter (decisions.md 6). The schemas are written here as JSON Schema; the
 * bounds and words are the domain's own (server/content/).
 */
import {
  HONEYPOT_FIELD,
  MAX_MESSAGE_LENGTH,
  MAX_NAME_LENGTH,
  MIN_MESSAGE_LENGTH,
} from "#server/content/contact/contact-limits.ts";
import { contactMessages } from "#server/content/contact/contact-schema.ts";
import { CONTACT_LIMIT } from "#server/content/contact/send-contact-message.ts";
import { newsletterMessages } from "#server/content/newsletter/newsletter-messages.ts";
import { NEWSLETTER_LIMIT } from "#server/content/newsletter/subscribe-to-newsletter.ts";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
const json = (id: string, example?: Json) => ({
  "application/json": { schema: ref(id), ...(example === undefined ? {} : { example }) },
});
const failure = (description: string, code: string, message: string, details?: Json) => ({
  description,
  content: json("Error", { error: { code, message, ...(details ? { details } : {}) } }),
});
const noStore = { "Cache-Control": { description: "no-store", schema: { type: "string" } } };

export const contentTag = {
  name: "Contact and newsletter",
  description:
    "Messages to the maker and newsletter sign-ups, the same as the /contact page and the footer's 'Stay Updated' form. Both are rate-limited per client address.",
};

export const contentSchemas: Record<string, Json> = {
  ContactRequest: {
    type: "object",
    properties: {
      fullName: { type: "string", minLength: 1, maxLength: MAX_NAME_LENGTH },
      email: { type: "string", format: "email", maxLength: 254 },
      message: {
        type: "string",
        minLength: MIN_MESSAGE_LENGTH,
        maxLength: MAX_MESSAGE_LENGTH,
        description: "Plain text; line breaks are kept. Shown to the maker as text, never as HTML.",
      },
      [HONEYPOT_FIELD]: {
        type: "string",
        description:
          "Leave out or empty. A form field people never see: when it is filled the answer is the same 201 but nothing is stored or sent.",
      },
    },
    required: ["fullName", "email", "message"],
  },
  ContactResponse: {
    type: "object",
    properties: { success: { const: true }, message: { type: "string" } },
    required: ["success", "message"],
  },
  NewsletterRequest: {
    type: "object",
    properties: { email: { type: "string", format: "email", maxLength: 254 } },
    required: ["email"],
  },
  NewsletterResponse: {
    type: "object",
    properties: {
      success: { const: true },
      status: { type: "string", enum: ["subscribed", "already_subscribed"] },
      message: { type: "string" },
    },
    required: ["success", "status", "message"],
  },
};

const hours = (ms: number) => ms / 3_600_000;

export const contentPaths = {
  "/api/contact": {
    post: {
      tags: [contentTag.name],
      operationId: "sendContactMessage",
      summary: "Send a message to the maker",
      description: `Stores the message and e-mails it to the shop's owner (the sender's address is in the e-mail to answer with). Name up to ${MAX_NAME_LENGTH} characters, message ${MIN_MESSAGE_LENGTH} to ${MAX_MESSAGE_LENGTH}; text is trimmed, the e-mail lower-cased. At most ${CONTACT_LIMIT.max} messages an hour from one address.`,
      requestBody: {
        required: true,
        content: json("ContactRequest", {
          fullName: "Ana López",
          email: "ana@example.com",
          message: "Hello! Do you make custom bookmarks for a book club of twelve?",
        }),
      },
      responses: {
        "201": {
          description: "Sent.",
          headers: noStore,
          content: json("ContactResponse", { success: true, message: contactMessages.sent }),
        },
        "400": failure(
          "The body is malformed or a field is refused; the message is the first field's, `details` has each.",
          "bad_request",
          contactMessages.messageTooShort,
          { message: contactMessages.messageTooShort },
        ),
        "429": failure(
          `More than ${CONTACT_LIMIT.max} messages in ${hours(CONTACT_LIMIT.windowMs)} hour from this address.`,
          "rate_limited",
          contactMessages.rateLimited,
        ),
      },
    },
  },
  "/api/newsletter": {
    post: {
      tags: [contentTag.name],
      operationId: "subscribeToNewsletter",
      summary: "Subscribe an address to the newsletter",
      description: `Stores the address (trimmed, lower-cased) with the time of consent and e-mails a confirmation with an unsubscribe link (/newsletter/unsubscribe?token=…, which asks before it unsubscribes). An address already on the list is told so and gets no second e-mail; one that unsubscribed earlier is subscribed again with a new consent time and link. At most ${NEWSLETTER_LIMIT.max} sign-ups an hour from one address.`,
      requestBody: {
        required: true,
        content: json("NewsletterRequest", { email: "ana@example.com" }),
      },
      responses: {
        "201": {
          description: "Subscribed; the confirmation is on its way.",
          headers: noStore,
          content: json("NewsletterResponse", {
            success: true,
            status: "subscribed",
            message: newsletterMessages.subscribed,
          }),
        },
        "200": {
          description: "The address was already on the list; nothing changed.",
          headers: noStore,
          content: json("NewsletterResponse", {
            success: true,
            status: "already_subscribed",
            message: newsletterMessages.alreadySubscribed,
          }),
        },
        "400": failure(
          "The body is malformed or the address is refused.",
          "bad_request",
          "Please enter a valid email address",
          { email: "Please enter a valid email address" },
        ),
        "429": failure(
          `More than ${NEWSLETTER_LIMIT.max} sign-ups in ${hours(NEWSLETTER_LIMIT.windowMs)} hour from this address.`,
          "rate_limited",
          newsletterMessages.rateLimited,
        ),
      },
    },
  },
};
