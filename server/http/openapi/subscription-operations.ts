/**
 * The Mail Club endpoints (server/http/api/subscriptions.ts; spec §7 "Orders and payment" and
 * "Account", §3 "Subscription"): joining through PayPal's approval, confirming on the return,
 * and the member's own subscription. The words of their errors are the shop's own
 * (server/mail-club/subscriptions/subscription-messages.ts).
 */

import { pauseBody } from "#server/http/api/subscriptions.ts";
import { failure, noStore, type Operation } from "#server/http/openapi/operation.ts";
import {
  deliveryAddressChangeRequest,
  subscriptionCancelRequest,
  subscriptionConfirmRequest,
  subscriptionCreateRequest,
} from "#server/http/openapi/request-schemas.ts";
import {
  deliveryAddressChanged,
  holdAnswer,
  memberSubscriptionResponse,
  planChangeAwaitingApproval,
  subscriptionCancelled,
  subscriptionConfirmed,
  subscriptionStarted,
} from "#server/http/openapi/response-schemas/subscriptions.ts";
import { cancelReasonMessages } from "#server/mail-club/cancel/cancel-reasons.ts";
import { alreadyHeldMessage, holdMessages } from "#server/mail-club/holds/hold-messages.ts";
import { issueMonth } from "#server/mail-club/issue-month.ts";
import { planChangeMessages } from "#server/mail-club/plan-change/plan-change-messages.ts";
import { subscriptionMessages as messages } from "#server/mail-club/subscriptions/subscription-messages.ts";

const exampleAddress = {
  firstName: "Mika",
  lastName: "Sato",
  addressLine1: "12 Lantern Street",
  city: "Portland",
  stateProvince: "OR",
  postalCode: "97201",
  country: "US",
};
const movedAddress = { ...exampleAddress, addressLine1: "48 Alder Lane", postalCode: "97205" };

const sessionExpired = failure(
  "No bearer token ('Not authenticated'), or one that is unknown or expired.",
  "unauthorized",
  "Session expired",
);
const noSubscription = failure(
  "The customer has no running subscription (active or suspended).",
  "not_found",
  messages.none,
);

export const subscriptionOperations: Operation[] = [
  {
    method: "post",
    path: "/api/subscriptions/create",
    operationId: "createSubscription",
    summary: "Join the Mail Club: start PayPal's approval",
    description:
      "Checks the plan (a subscription product with a PayPal plan, on sale; the USA plan mails to US addresses only) and that the customer has no running membership, makes PayPal's subscription and the member's row waiting for approval, and gives PayPal's approval page. A guest's account is made first (no one is signed in to an account that exists) and its token returned; without guestPassword it has no password yet, and an e-mail with a link to choose one goes to guestEmail. Not a member until confirmed: GET /api/subscriptions/me answers 404 until then.",
    tag: "Mail Club",
    auth: "optional bearer",
    body: {
      schema: subscriptionCreateRequest,
      example: {
        subscriptionType: "usa",
        productId: 12,
        paypalPlanId: "P-5ML4271244454362WXNWU5NQ",
        deliveryAddress: exampleAddress,
        guestEmail: "mika@example.com",
        guestName: "Mika Sato",
      },
    },
    responses: {
      201: {
        description: "Started; send the member to approvalUrl (a guest: keep the token).",
        headers: noStore,
        schema: subscriptionStarted,
        example: {
          success: true,
          approvalUrl:
            "https://www.sandbox.paypal.com/webapps/billing/subscriptions?ba_token=BA-2M539689T3856352J",
          token: "kP3x0bV9mQ2_r7LcZ8yT1wN4uE6aH5sJ0dF2gB7vC1o",
        },
      },
      400: failure(
        `A field is refused (\`details\` by dotted path), the product is not a Mail Club plan or not subscriptionType ('${messages.notAPlan}'), it has no PayPal plan ('${messages.missingPlanId}'), the USA plan is asked for an address abroad ('${messages.usaOnly}'), or there is no bearer token and no guestEmail and guestName ('${messages.signInOrGuest}').`,
        "bad_request",
        messages.usaOnly,
        { "deliveryAddress.country": messages.usaOnly },
      ),
      401: sessionExpired,
      409: failure(
        `A membership runs already ('${messages.alreadyMember}'), the guest's e-mail has an account ('${messages.existingAccount}'), or the plan is not on sale ('${messages.planUnavailable}').`,
        "conflict",
        messages.alreadyMember,
      ),
      429: failure(
        "Too many accounts created from this address (a guest).",
        "rate_limited",
        "Too many accounts were created from your network. Please try again later.",
      ),
      503: failure(
        "PayPal did not answer, or gave no approval page; try again. A guest's account made before it is kept, and its `token` comes with the error.",
        "unavailable",
        messages.createFailed,
      ),
    },
  },
  {
    method: "post",
    path: "/api/subscriptions/confirm",
    operationId: "confirmSubscription",
    summary: "Confirm the membership on the return from PayPal",
    description:
      "Asks PayPal for the subscription's state and takes it on (the same path as PayPal's webhooks, so whichever comes first wins and the other changes nothing); repeating it is harmless. Without an id, the member's latest subscription. Someone else's subscription is not found.",
    tag: "Mail Club",
    auth: "bearer",
    body: {
      schema: subscriptionConfirmRequest,
      example: { subscriptionId: "I-BW452GLLEP1G" },
      optional: true,
    },
    responses: {
      200: {
        description: "The membership is active.",
        headers: noStore,
        schema: subscriptionConfirmed,
        example: { success: true, status: "active" },
      },
      400: failure("The body is malformed.", "bad_request", "Malformed JSON body"),
      401: failure(
        `No bearer token ('Not authenticated'), or one that is unknown or expired ('Session expired'); the storefront then says '${messages.loginToActivate}'.`,
        "unauthorized",
        "Not authenticated",
      ),
      404: failure("The customer has no such subscription.", "not_found", messages.activateFailed),
      409: failure(
        "PayPal does not report the subscription active (not approved, or cancelled).",
        "conflict",
        messages.activateFailed,
      ),
      503: failure("PayPal did not answer; try again.", "unavailable", messages.activateFailed),
    },
  },
  {
    method: "get",
    path: "/api/subscriptions/me",
    operationId: "getMySubscription",
    summary: "The member's own subscription",
    description:
      "The running subscription (active or suspended), else the latest that ever started (cancelled, expired). A join waiting for PayPal's approval does not count.",
    tag: "Mail Club",
    auth: "bearer",
    responses: {
      200: {
        description: "The subscription.",
        headers: noStore,
        schema: memberSubscriptionResponse,
        example: {
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
            hold: null,
            payment_problem: {
              last_failed_at: "2026-12-21T10:00:00.000Z",
              amount: 8.88,
              failures_in_row: 1,
              suspended: false,
              fix_payment_url: "https://www.paypal.com/myaccount/autopay/",
            },
            pending_plan_change: null,
            intro_offer: null,
          },
        },
      },
      401: sessionExpired,
      404: failure("The customer never became a member.", "not_found", messages.none),
    },
  },
  {
    method: "post",
    path: "/api/subscriptions/cancel",
    operationId: "cancelSubscription",
    summary: "Cancel the membership",
    description:
      "Cancels at PayPal first (no further payment is taken), then in the shop, with a confirmation e-mail; issues already paid for are still mailed. The member's optional reason is stored and shown to the maker; a bad reason is refused before anything is cancelled. Already cancelled in PayPal's own pages is fine. PayPal unreachable leaves everything as it was.",
    tag: "Mail Club",
    auth: "bearer",
    body: {
      schema: subscriptionCancelRequest,
      example: { reason: "too_expensive" },
      optional: true,
    },
    responses: {
      200: {
        description: "Cancelled.",
        headers: noStore,
        schema: subscriptionCancelled,
        example: { success: true, status: "cancelled" },
      },
      400: failure(
        "The body is malformed, or reason or reasonText is too long (`details` names the field).",
        "bad_request",
        cancelReasonMessages.textTooLong,
        { reasonText: cancelReasonMessages.textTooLong },
      ),
      401: sessionExpired,
      404: noSubscription,
      503: failure(
        "PayPal did not answer; nothing changed, try again.",
        "unavailable",
        messages.cancelFailed,
      ),
    },
  },
  {
    method: "put",
    path: "/api/subscriptions/delivery-address",
    operationId: "changeDeliveryAddress",
    summary: "Change where the issues are mailed",
    description:
      "From the next issue not yet locked: an issue whose cutoff has passed keeps the old address. An address in the other plan's country (the USA plan mails to US addresses only, the international plan everywhere else) switches the plan: PayPal's subscription is revised and the answer is 202 with PayPal's page where the member approves the new price; the plan, price and address change once PayPal tells the shop they approved (its webhook, or their return to the shop), from the next issue whose cutoff has not passed then.",
    tag: "Mail Club",
    auth: "bearer",
    body: { schema: deliveryAddressChangeRequest, example: { deliveryAddress: movedAddress } },
    responses: {
      200: {
        description: "Changed, from the issue named.",
        headers: noStore,
        schema: deliveryAddressChanged,
        example: {
          success: true,
          delivery_address: movedAddress,
          applies_from_issue: "January 2027",
        },
      },
      202: {
        description:
          "The country needs the other plan: waiting for the member's approval at PayPal (`approvalUrl`). Nothing has changed yet.",
        headers: noStore,
        schema: planChangeAwaitingApproval,
        example: {
          success: true,
          approvalUrl:
            "https://www.paypal.com/webapps/billing/subscriptions/update?ba_token=BA-2M539689T3856352J",
          subscription_type: "international",
          price: 9.88,
          previous_price: 8.88,
          applies_from_issue: "January 2027",
          first_charge_date: "2026-12-10T17:00:00.000Z",
        },
      },
      400: failure(
        "A field is refused (`details` by dotted path), or a country the Mail Club is not sent to.",
        "bad_request",
        "City is required",
        { "deliveryAddress.city": "City is required" },
      ),
      401: sessionExpired,
      404: noSubscription,
      409: failure(
        "The membership is not running (a plan change needs an active one), the other plan is not for sale, or PayPal refused the revision.",
        "conflict",
        planChangeMessages.notRunning,
      ),
      503: failure(
        "PayPal could not be reached to revise the subscription: nothing changed.",
        "unavailable",
        planChangeMessages.reviseFailed,
      ),
    },
  },
  ...holdOperations(),
];

/** Skip, pause and resume (decision 024): the same rules and answer shape for the three. */
function holdOperations(): Operation[] {
  const answer = (description: string, example: object) => ({
    description,
    headers: noStore,
    schema: holdAnswer,
    example: { success: true, hold: example },
  });
  const refusals = {
    401: sessionExpired,
    404: noSubscription,
    409: failure(
      "The membership is not running, or a skip or pause is already ahead (to skip or pause), or none is (to resume).",
      "conflict",
      alreadyHeldMessage("skip", issueMonth(2026, 12)),
    ),
  };
  const billing =
    "The issues left out are not sent, and as many of the member's PayPal billing dates pass uncharged: the shop suspends the PayPal subscription and activates it after them.";
  return [
    {
      method: "post",
      path: "/api/subscriptions/skip",
      operationId: "skipNextIssue",
      summary: "Skip the next issue",
      description: `The next issue whose cutoff (the 25th) has not passed. ${billing} Undo with POST /api/subscriptions/resume until its cutoff.`,
      tag: "Mail Club",
      auth: "bearer",
      responses: {
        200: answer("Skipped.", { kind: "skip", issues: ["December 2026"], ended_at: null }),
        ...refusals,
      },
    },
    {
      method: "post",
      path: "/api/subscriptions/pause",
      operationId: "pauseIssues",
      summary: "Pause 1, 2 or 3 issues",
      description: `From the next issue whose cutoff has not passed; the membership starts again by itself after them. ${billing}`,
      tag: "Mail Club",
      auth: "bearer",
      body: { schema: pauseBody, example: { issues: 2 } },
      responses: {
        200: answer("Paused.", {
          kind: "pause",
          issues: ["December 2026", "January 2027"],
          ended_at: null,
        }),
        400: failure("Not 1, 2 or 3 issues.", "bad_request", holdMessages.issueCount),
        ...refusals,
      },
    },
    {
      method: "post",
      path: "/api/subscriptions/resume",
      operationId: "resumeIssues",
      summary: "Undo a skip, or end a pause early",
      description:
        "Every issue whose cutoff is still ahead is sent again; one whose cutoff has passed stays left out (its list is fixed).",
      tag: "Mail Club",
      auth: "bearer",
      responses: {
        200: answer("Resumed.", {
          kind: "pause",
          issues: ["December 2026", "January 2027"],
          ended_at: "2026-12-10T15:00:00.000Z",
        }),
        ...refusals,
      },
    },
  ];
}
