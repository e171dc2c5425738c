/**
 * The answers of the Mail Club endpoints (server/http/api/subscriptions.ts), the member's
 * subscription checked against the type of toApiSubscription.
 */
import { z } from "zod";
import { holdKind, subscriptionPlan, subscriptionStatus } from "#server/db/schema.ts";
import { postalAddress } from "#server/http/api/account-schemas.ts";
import type {
  ApiHold,
  ApiPlanChange,
  toApiSubscription,
} from "#server/http/api/subscription-shape.ts";
import type { Same } from "#server/http/openapi/response-schemas/same-type.ts";

const dateTime = z.string().meta({ format: "date-time" });
const issueName = z.string().regex(/^[A-Z][a-z]+ \d{4}$/);
const namedIssue = (description: string) =>
  `${description} Named by its month, e.g. "January 2027".`;

export const deliveryAddress = postalAddress
  .extend({
    country: z
      .string()
      .regex(/^([A-Z]{2}|OTHER)$/)
      .describe(
        'An ISO 3166-1 alpha-2 code; "OTHER" for an address saved before every country was listed, which names none.',
      ),
  })
  .meta({
    id: "DeliveryAddress",
    description:
      "A delivery address as stored: trimmed, the country's and a US state's code upper-cased, empty optional fields left out.",
  });

export const memberSubscription = z
  .object({
    subscription_status: z
      .enum(subscriptionStatus.enumValues)
      .describe("PayPal's state, lower-cased; only active receives issues."),
    subscription_type: z.enum(subscriptionPlan.enumValues),
    subscription_start_date: dateTime.nullable(),
    subscription_cancelled_date: dateTime.nullable(),
    delivery_address: deliveryAddress,
    price: z
      .number()
      .min(0)
      .describe("The plan's price each billing period, US dollars with two decimals."),
    first_issue: issueName.nullable().describe(namedIssue("The first issue mailed to the member.")),
    next_issue: issueName
      .nullable()
      .describe(
        namedIssue("The next issue coming to them; null when none is (cancelled, or suspended)."),
      ),
    next_payment_date: dateTime
      .nullable()
      .describe("The next payment PayPal takes; only while active."),
    hold: z
      .object({
        kind: z.enum(holdKind.enumValues),
        issues_ahead: z
          .array(issueName)
          .describe(namedIssue("The issues it still leaves out whose cutoff is ahead.")),
      })
      .nullable()
      .describe("A skip or pause with issues still ahead; null when none."),
    payment_problem: z
      .object({
        last_failed_at: dateTime,
        amount: z.number().min(0).describe("What PayPal tried to take, US dollars."),
        failures_in_row: z.int().min(1).describe("PayPal's tries that failed, in a row."),
        suspended: z
          .boolean()
          .describe("PayPal stopped retrying and suspended it until a payment goes through."),
        fix_payment_url: z
          .string()
          .describe("PayPal's page where the member changes the card or bank it pays with."),
      })
      .nullable()
      .describe(
        "A payment PayPal could not take that no later payment settled: PayPal retries by itself, and the member is held off issues whose cutoff passes meanwhile (put back on them, while not mailed, when a payment goes through). Null when none.",
      ),
    pending_plan_change: z
      .object({
        subscription_type: z.enum(subscriptionPlan.enumValues),
        price: z.number().min(0).describe("The new plan's monthly price in dollars."),
        delivery_address: deliveryAddress,
        approvalUrl: z
          .string()
          .nullable()
          .describe("PayPal's page where the member approves the new price."),
      })
      .nullable()
      .describe(
        "A move to the other plan (an address in its country) waiting for the member's approval at PayPal; plan, price and address change once they give it. Null when none.",
      ),
    intro_offer: z
      .object({
        price: z.number().min(0).describe("What each of the first issues costs, in dollars."),
        issues: z.int().min(1).max(2),
        full_price_from: z
          .string()
          .nullable()
          .describe(
            "The first issue at `price` ('February 2027'); null until the first issue is known.",
          ),
      })
      .nullable()
      .describe("The Mail Club offer joined with (a code such as FIRSTLETTER); null for none."),
  })
  .meta({
    id: "MemberSubscription",
    description:
      "Spec §3 Subscription, with what the account page shows beside it. 'active' is the status the storefront checks.",
  });
true satisfies Same<z.output<typeof memberSubscription>, ReturnType<typeof toApiSubscription>>;

export const memberSubscriptionResponse = z
  .object({ success: z.literal(true), subscription: memberSubscription })
  .meta({ id: "MemberSubscriptionResponse" });

export const subscriptionStarted = z
  .object({
    success: z.literal(true),
    approvalUrl: z
      .string()
      .describe(
        "PayPal's page where the member approves the payments; PayPal returns to /subscription/return?subscription_id=…&ba_token=…",
      ),
    token: z
      .string()
      .optional()
      .describe(
        "For a guest only: a bearer token of the account just made, signing them in (spec §4 'Subscription checkout').",
      ),
  })
  .meta({ id: "SubscriptionStarted" });

export const subscriptionConfirmed = z
  .object({ success: z.literal(true), status: z.literal("active") })
  .meta({ id: "SubscriptionConfirmed" });

export const subscriptionCancelled = z
  .object({ success: z.literal(true), status: z.enum(subscriptionStatus.enumValues) })
  .meta({ id: "SubscriptionCancelled" });

export const holdAnswer = z
  .object({
    success: z.literal(true),
    hold: z.object({
      kind: z.enum(holdKind.enumValues),
      issues: z.array(issueName).describe(namedIssue("The issues it was asked for, in order.")),
      ended_at: dateTime
        .nullable()
        .describe("When it was undone or ended early: an issue whose cutoff is after it is sent."),
    }),
  })
  .meta({ id: "MailClubHold" });
true satisfies Same<z.output<typeof holdAnswer>["hold"], ApiHold>;

export const deliveryAddressChanged = z
  .object({
    success: z.literal(true),
    delivery_address: deliveryAddress,
    applies_from_issue: issueName.describe(
      namedIssue(
        "The first issue mailed to the new address: the next one whose cutoff has not passed.",
      ),
    ),
  })
  .meta({ id: "DeliveryAddressChanged" });

const planChangeFields = {
  subscription_type: z.enum(subscriptionPlan.enumValues).describe("The plan it becomes."),
  price: z.number().describe("The new plan's monthly price in dollars."),
  previous_price: z.number().describe("The monthly price until now, in dollars."),
  applies_from_issue: issueName.describe(
    namedIssue(
      "The first issue on the new plan and address: the next one whose cutoff has not passed (set again when the member approves).",
    ),
  ),
  first_charge_date: dateTime
    .nullable()
    .describe(
      "The next billing date: PayPal charges the new price from then on (the month already paid is not charged again).",
    ),
};
true satisfies Same<z.output<z.ZodObject<typeof planChangeFields>>, ApiPlanChange>;

export const planChangeAwaitingApproval = z
  .object({
    success: z.literal(true),
    approvalUrl: z
      .string()
      .meta({ format: "uri" })
      .describe(
        "PayPal's page where the member approves the new price. The plan and address stay as they are until they do.",
      ),
    ...planChangeFields,
  })
  .meta({ id: "PlanChangeAwaitingApproval" });
