/**
 * What visitors send (server/http/api/content.ts): POST /api/contact (spec §7 Other) and
 * POST /api/newsletter (decisions.md 6). The bounds and words are the domain's own
 * (server/content/).
 */
import {
  MAX_MESSAGE_LENGTH,
  MAX_NAME_LENGTH,
  MIN_MESSAGE_LENGTH,
} from "#server/content/contact/contact-limits.ts";
import { contactMessages } from "#server/content/contact/contact-schema.ts";
import { CONTACT_LIMIT } from "#server/content/contact/send-contact-message.ts";
import { newsletterMessages } from "#server/content/newsletter/newsletter-messages.ts";
import { NEWSLETTER_LIMIT } from "#server/content/newsletter/subscribe-to-newsletter.ts";
import { failure, noStore, type Operation } from "#server/http/openapi/operation.ts";
import { contactRequest, newsletterRequest } from "#server/http/openapi/request-schemas.ts";
import {
  contactResponse,
  newsletterResponse,
} from "#server/http/openapi/response-schemas/content.ts";

const hours = (ms: number) => ms / 3_600_000;

export const contentOperations: Operation[] = [
  {
    method: "post",
    path: "/api/contact",
    operationId: "sendContactMessage",
    summary: "Send a message to the maker",
    description: `Stores the message and e-mails it to the shop's owner (the sender's address is in the e-mail to answer with). Name up to ${MAX_NAME_LENGTH} characters, message ${MIN_MESSAGE_LENGTH} to ${MAX_MESSAGE_LENGTH}; text is trimmed, the e-mail lower-cased. At most ${CONTACT_LIMIT.max} messages an hour from one address.`,
    tag: "Contact and newsletter",
    body: {
      schema: contactRequest,
      example: {
        fullName: "Ana López",
        email: "ana@example.com",
        message: "Hello! Do you make custom bookmarks for a book club of twelve?",
      },
    },
    responses: {
      201: {
        description: "Sent.",
        headers: noStore,
        schema: contactResponse,
        example: { success: true, message: contactMessages.sent },
      },
      400: failure(
        "The body is malformed or a field is refused; the message is the first field's, `details` has each.",
        "bad_request",
        contactMessages.messageTooShort,
        { message: contactMessages.messageTooShort },
      ),
      429: failure(
        `More than ${CONTACT_LIMIT.max} messages in ${hours(CONTACT_LIMIT.windowMs)} hour from this address.`,
        "rate_limited",
        contactMessages.rateLimited,
      ),
    },
  },
  {
    method: "post",
    path: "/api/newsletter",
    operationId: "subscribeToNewsletter",
    summary: "Subscribe an address to the newsletter",
    description: `Stores the address (trimmed, lower-cased) with the time of consent and e-mails a confirmation with an unsubscribe link (/newsletter/unsubscribe?token=…, which asks before it unsubscribes). An address already on the list is told so and gets no second e-mail; one that unsubscribed earlier is subscribed again with a new consent time and link. At most ${NEWSLETTER_LIMIT.max} sign-ups an hour from one address.`,
    tag: "Contact and newsletter",
    body: { schema: newsletterRequest, example: { email: "ana@example.com" } },
    responses: {
      201: {
        description: "Subscribed; the confirmation is on its way.",
        headers: noStore,
        schema: newsletterResponse,
        example: {
          success: true,
          status: "subscribed",
          message: newsletterMessages.subscribed,
        },
      },
      200: {
        description: "The address was already on the list; nothing changed.",
        headers: noStore,
        schema: newsletterResponse,
        example: {
          success: true,
          status: "already_subscribed",
          message: newsletterMessages.alreadySubscribed,
        },
      },
      400: failure(
        "The body is malformed or the address is refused.",
        "bad_request",
        "Please enter a valid email address",
        { email: "Please enter a valid email address" },
      ),
      429: failure(
        `More than ${NEWSLETTER_LIMIT.max} sign-ups in ${hours(NEWSLETTER_LIMIT.windowMs)} hour from this address.`,
        "rate_limited",
        newsletterMessages.rateLimited,
      ),
    },
  },
];
