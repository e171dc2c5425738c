/**
 * The Mail Club endpoints of the OpenAPI document (spec §7 "Orders and payment" and "Account",
 * §3 "Subscription"): joining through PayPal's approval, confirming on the return, and the
 * member's own subscription (read, cancel, change of delivery address). Their schemas are
 * written here as JSON Schema; the words of their errors are the shop's own
 * (server/subscriptions/subscription-messages.ts).
 */
import { subscriptionPlan, subscriptionStatus } from "#server/db/schema.ts";
import { subscriptionMessages } from "#server/mail-club/subscriptions/subscription-messages.ts";
import { checkoutCountries } from "#server/orders/checkout-schema.ts";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
const json = (id: string, example?: Json) => ({
  "application/json": { schema: ref(id), ...(example === undefined ? {} : { example }) },
});
const failure = (description: string, code: string, message: string, details?: Json) => ({
  description,
  content: json("Error", { error: { code, message, ...(details ? { details } : {}) } }),
});
const bearer = [{ bearerAuth: [] }];
const optionalBearer = [{}, { bearerAuth: [] }];
const noStore = {
  "Cache-Control": { description: "no-store", schema: { type: "string" } },
};

const text: Json = { type: "string" };
const nullableDate = (description?: string): Json => ({
  type: ["string", "null"],
  format: "date-time",
  ...(description ? { description } : {}),
});
const countryCodes = checkoutCountries.map((country) => country.code);
const issueName = (description: string): Json => ({
  type: ["string", "null"],
  pattern: "^[A-Z][a-z]+ \\d{4}$",
  description: `${description} Named by its month, e.g. "January 2027".`,
});

export const subscriptionTag = {
  name: "Mail Club",
  description:
    "The monthly mail subscription, paid through PayPal Subscriptions: joining (a guest gets an account as they join), confirming on the return from PayPal, and the member's own subscription.",
};

const exampleAddress = {
  firstName: "Mika",
  lastName: "Sato",
  addressLine1: "12 Lantern Street",
  city: "Portland",
  stateProvince: "OR",
  postalCode: "97201",
  country: "US",
};

const addressProperties: Record<string, Json> = {
  firstName: text,
  lastName: text,
  addressLine1: text,
  addressLine2: text,
  city: text,
  stateProvince: text,
  postalCode: text,
  country: { type: "string", enum: countryCodes },
  phone: text,
};
const addressRequired = [
  "firstName",
  "lastName",
  "addressLine1",
  "city",
  "stateProvince",
  "postalCode",
  "country",
];

export const subscriptionSchemas: Record<string, Json> = {
  DeliveryAddressInput: {
    type: "object",
    description: `Where the issues are mailed, with the checkout form's names (spec §3). Text is trimmed; a US address names one of the 50 state codes; country is one of ${countryCodes.join(", ")} (any letter case). Field errors are keyed by dotted path (deliveryAddress.city).`,
    required: addressRequired,
    properties: {
      firstName: { type: "string", maxLength: 200 },
      lastName: { type: "string", maxLength: 200 },
      addressLine1: { type: "string", maxLength: 200 },
      addressLine2: { type: ["string", "null"], maxLength: 200 },
      city: { type: "string", maxLength: 200 },
      stateProvince: { type: "string", maxLength: 100 },
      postalCode: { type: "string", maxLength: 20 },
      country: { type: "string", description: countryCodes.join(", ") },
      phone: { type: ["string", "null"], maxLength: 200 },
    },
  },
  DeliveryAddress: {
    type: "object",
    description:
      "A delivery address as stored: trimmed, the country's and a US state's code upper-cased, empty optional fields left out.",
    required: addressRequired,
    properties: addressProperties,
  },
  SubscriptionCreateRequest: {
    type: "object",
    description:
      "Joining the Mail Club (spec §7). The plan, its price and its PayPal plan are the product's, from the database. With a bearer token the signed-in customer joins; without one, guestEmail and guestName make the account the membership needs.",
    required: ["productId", "deliveryAddress"],
    properties: {
      productId: {
        type: ["integer", "string"],
        description:
          "The Mail Club plan product's id (MC-USA-MONTHLY or MC-INTL-MONTHLY); a numeric string is accepted.",
      },
      subscriptionType: {
        type: "string",
        enum: [...subscriptionPlan.enumValues],
        description: "When given, must be the product's own plan.",
      },
      deliveryAddress: ref("DeliveryAddressInput"),
      paypalPlanId: {
        type: "string",
        maxLength: 100,
        description: "Ignored: the product's own PayPal plan is used.",
      },
      guestEmail: {
        type: "string",
        description: "A guest's e-mail; ignored with a bearer token.",
      },
      guestName: {
        type: "string",
        maxLength: 200,
        description: "A guest's full name, split at the first space; ignored with a bearer token.",
      },
      guestPassword: {
        type: "string",
        description:
          "A guest's password: 8 to 128 characters, not a common password. Without one the account gets a random password, set later with 'Forgot password'.",
      },
    },
  },
  SubscriptionStarted: {
    type: "object",
    required: ["success", "approvalUrl"],
    properties: {
      success: { const: true },
      approvalUrl: {
        type: "string",
        description:
          "PayPal's page where the member approves the payments; PayPal returns to /subscription/return?subscription_id=…&ba_token=…",
      },
      token: {
        type: "string",
        description:
          "For a guest only: a bearer token of the account just made, signing them in (spec §4 'Subscription checkout').",
      },
    },
  },
  SubscriptionConfirmRequest: {
    type: "object",
    description: "May be left out, or be an empty body.",
    properties: {
      subscriptionId: {
        type: "string",
        maxLength: 64,
        description:
          "The return URL's subscription_id (PayPal's I-… id). A ba_token (BA-…) or anything else names no subscription: the member's latest one is confirmed.",
      },
    },
  },
  SubscriptionConfirmed: {
    type: "object",
    required: ["success", "status"],
    properties: {
      success: { const: true },
      status: { const: "active" },
    },
  },
  MemberSubscription: {
    type: "object",
    description:
      "Spec §3 Subscription, with what the account page shows beside it. 'active' is the status the storefront checks.",
    required: [
      "subscription_status",
      "subscription_type",
      "subscription_start_date",
      "subscription_cancelled_date",
      "delivery_address",
      "price",
      "first_issue",
      "next_issue",
      "next_payment_date",
    ],
    properties: {
      subscription_status: {
        type: "string",
        enum: [...subscriptionStatus.enumValues],
        description: "PayPal's state, lower-cased; only active receives issues.",
      },
      subscription_type: { type: "string", enum: [...subscriptionPlan.enumValues] },
      subscription_start_date: nullableDate(),
      subscription_cancelled_date: nullableDate(),
      delivery_address: ref("DeliveryAddress"),
      price: {
        type: "number",
        minimum: 0,
        description: "The plan's price each billing period, US dollars with two decimals.",
      },
      first_issue: issueName("The first issue mailed to the member."),
      next_issue: issueName(
        "The next issue coming to them; null when none is (cancelled, or suspended).",
      ),
      next_payment_date: nullableDate("The next payment PayPal takes; only while active."),
    },
  },
  MemberSubscriptionResponse: {
    type: "object",
    required: ["success", "subscription"],
    properties: { success: { const: true }, subscription: ref("MemberSubscription") },
  },
  SubscriptionCancelRequest: {
    type: "object",
    description: "May be left out, or be an empty body.",
    properties: {
      reason: {
        type: "string",
        maxLength: 1000,
        description: "Told to PayPal, cut at 128 characters; a default reason without one.",
      },
    },
  },
  SubscriptionCancelled: {
    type: "object",
    required: ["success", "status"],
    properties: {
      success: { const: true },
      status: { type: "string", enum: [...subscriptionStatus.enumValues] },
    },
  },
  DeliveryAddressChangeRequest: {
    type: "object",
    required: ["deliveryAddress"],
    properties: { deliveryAddress: ref("DeliveryAddressInput") },
  },
  DeliveryAddressChanged: {
    type: "object",
    required: ["success", "delivery_address", "applies_from_issue"],
    properties: {
      success: { const: true },
      delivery_address: ref("DeliveryAddress"),
      applies_from_issue: {
        type: "string",
        pattern: "^[A-Z][a-z]+ \\d{4}$",
        description:
          'The first issue mailed to the new address: the next one whose cutoff has not passed, e.g. "January 2027".',
      },
    },
  },
};

const sessionExpired = failure(
  "No bearer token ('Not authenticated'), or one that is unknown or expired.",
  "unauthorized",
  "Session expired",
);
const noSubscription = failure(
  "The customer has no running subscription (active or suspended).",
  "not_found",
  subscriptionMessages.none,
);
const malformed = (description: string) =>
  failure(description, "bad_request", "Malformed JSON body");

export const subscriptionPaths = {
  "/api/subscriptions/create": {
    post: {
      tags: [subscriptionTag.name],
      operationId: "createSubscription",
      summary: "Join the Mail Club: start PayPal's approval",
      description:
        "Checks the plan (a subscription product with a PayPal plan, on sale; the USA plan mails to US addresses only) and that the customer has no running membership, makes PayPal's subscription and the member's row waiting for approval, and gives PayPal's approval page. A guest's account is made first (no one is signed in to an account that exists) and its token returned. Not a member until confirmed: GET /api/subscriptions/me answers 404 until then.",
      security: optionalBearer,
      requestBody: {
        required: true,
        content: {
          "application/json": {
            schema: ref("SubscriptionCreateRequest"),
            example: {
              subscriptionType: "usa",
              productId: 12,
              paypalPlanId: "P-5ML4271244454362WXNWU5NQ",
              deliveryAddress: exampleAddress,
              guestEmail: "mika@example.com",
              guestName: "Mika Sato",
            },
          },
        },
      },
      responses: {
        "201": {
          description: "Started; send the member to approvalUrl (a guest: keep the token).",
          headers: noStore,
          content: json("SubscriptionStarted", {
            success: true,
            approvalUrl:
              "https://www.sandbox.paypal.com/webapps/billing/subscriptions?ba_token=BA-2M539689T3856352J",
            token: "kP3x0bV9mQ2_r7LcZ8yT1wN4uE6aH5sJ0dF2gB7vC1o",
          }),
        },
        "400": failure(
          `A field is refused (\`details\` by dotted path), the product is not a Mail Club plan or not subscriptionType ('${subscriptionMessages.notAPlan}'), it has no PayPal plan ('${subscriptionMessages.missingPlanId}'), the USA plan is asked for an address abroad ('${subscriptionMessages.usaOnly}'), or there is no bearer token and no guestEmail and guestName ('${subscriptionMessages.signInOrGuest}').`,
          "bad_request",
          subscriptionMessages.usaOnly,
          { "deliveryAddress.country": subscriptionMessages.usaOnly },
        ),
        "401": sessionExpired,
        "409": failure(
          `A membership runs already ('${subscriptionMessages.alreadyMember}'), the guest's e-mail has an account ('${subscriptionMessages.existingAccount}'), or the plan is not on sale ('${subscriptionMessages.planUnavailable}').`,
          "conflict",
          subscriptionMessages.alreadyMember,
        ),
        "429": failure(
          "Too many accounts created from this address (a guest).",
          "rate_limited",
          "Too many accounts were created from your network. Please try again later.",
        ),
        "503": failure(
          "PayPal did not answer, or gave no approval page; try again. A guest's account made before it is kept, and its `token` comes with the error.",
          "unavailable",
          subscriptionMessages.createFailed,
        ),
      },
    },
  },
  "/api/subscriptions/confirm": {
    post: {
      tags: [subscriptionTag.name],
      operationId: "confirmSubscription",
      summary: "Confirm the membership on the return from PayPal",
      description:
        "Asks PayPal for the subscription's state and takes it on (the same path as PayPal's webhooks, so whichever comes first wins and the other changes nothing); repeating it is harmless. Without an id, the member's latest subscription. Someone else's subscription is not found.",
      security: bearer,
      requestBody: {
        required: false,
        content: json("SubscriptionConfirmRequest", { subscriptionId: "I-BW452GLLEP1G" }),
      },
      responses: {
        "200": {
          description: "The membership is active.",
          headers: noStore,
          content: json("SubscriptionConfirmed", { success: true, status: "active" }),
        },
        "400": malformed("The body is malformed."),
        "401": failure(
          `No bearer token ('Not authenticated'), or one that is unknown or expired ('Session expired'); the storefront then says '${subscriptionMessages.loginToActivate}'.`,
          "unauthorized",
          "Not authenticated",
        ),
        "404": failure(
          "The customer has no such subscription.",
          "not_found",
          subscriptionMessages.activateFailed,
        ),
        "409": failure(
          "PayPal does not report the subscription active (not approved, or cancelled).",
          "conflict",
          subscriptionMessages.activateFailed,
        ),
        "503": failure(
          "PayPal did not answer; try again.",
          "unavailable",
          subscriptionMessages.activateFailed,
        ),
      },
    },
  },
  "/api/subscriptions/me": {
    get: {
      tags: [subscriptionTag.name],
      operationId: "getMySubscription",
      summary: "The member's own subscription",
      description:
        "The running subscription (active or suspended), else the latest that ever started (cancelled, expired). A join waiting for PayPal's approval does not count.",
      security: bearer,
      responses: {
        "200": {
          description: "The subscription.",
          headers: noStore,
          content: json("MemberSubscriptionResponse", {
            success: true,
            subscription: {
              subscription_status: "active",
              subscription_type: "usa",
              subscription_start_date: "2026-11-21T09:00:00.000Z",
              subscription_cancelled_date: null,
              delivery_address: exampleAddress,
              price: 8.88,
              first_issue: "December 2026",
              next_issue: "January 2027",
              next_payment_date: "2026-12-21T10:00:00.000Z",
            },
          }),
        },
        "401": sessionExpired,
        "404": failure(
          "The customer never became a member.",
          "not_found",
          subscriptionMessages.none,
        ),
      },
    },
  },
  "/api/subscriptions/cancel": {
    post: {
      tags: [subscriptionTag.name],
      operationId: "cancelSubscription",
      summary: "Cancel the membership",
      description:
        "Cancels at PayPal first (no further payment is taken), then in the shop, with a confirmation e-mail. Already cancelled in PayPal's own pages is fine. PayPal unreachable leaves everything as it was.",
      security: bearer,
      requestBody: {
        required: false,
        content: json("SubscriptionCancelRequest", { reason: "Moving house" }),
      },
      responses: {
        "200": {
          description: "Cancelled.",
          headers: noStore,
          content: json("SubscriptionCancelled", { success: true, status: "cancelled" }),
        },
        "400": failure(
          "The body is malformed or the reason too long.",
          "bad_request",
          "Malformed JSON body",
        ),
        "401": sessionExpired,
        "404": noSubscription,
        "503": failure(
          "PayPal did not answer; nothing changed, try again.",
          "unavailable",
          subscriptionMessages.cancelFailed,
        ),
      },
    },
  },
  "/api/subscriptions/delivery-address": {
    put: {
      tags: [subscriptionTag.name],
      operationId: "changeDeliveryAddress",
      summary: "Change where the issues are mailed",
      description:
        "From the next issue not yet locked: an issue whose cutoff has passed keeps the old address. The USA plan mails to US addresses only.",
      security: bearer,
      requestBody: {
        required: true,
        content: json("DeliveryAddressChangeRequest", {
          deliveryAddress: {
            ...exampleAddress,
            addressLine1: "48 Alder Lane",
            postalCode: "97205",
          },
        }),
      },
      responses: {
        "200": {
          description: "Changed, from the issue named.",
          headers: noStore,
          content: json("DeliveryAddressChanged", {
            success: true,
            delivery_address: {
              ...exampleAddress,
              addressLine1: "48 Alder Lane",
              postalCode: "97205",
            },
            applies_from_issue: "January 2027",
          }),
        },
        "400": failure(
          `A field is refused (\`details\` by dotted path), or an address abroad on the USA plan ('${subscriptionMessages.usaOnly}').`,
          "bad_request",
          "City is required",
          { "deliveryAddress.city": "City is required" },
        ),
        "401": sessionExpired,
        "404": noSubscription,
      },
    },
  },
};
