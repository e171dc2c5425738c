import { sql } from "drizzle-orm";
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { customers, type PostalAddress } from "./accounts.ts";
import { products } from "./catalogue.ts";
import { createdAt, updatedAt } from "./columns.ts";

// ---------------------------------------------------------------------------------------------
// The Mail Club (spec §1, decisions.md 11–12): subscriptions paid through PayPal Subscriptions,
// their payments, and each month's issue with the recipients frozen at its cutoff.
// ---------------------------------------------------------------------------------------------

/** PayPal's subscription states, lower-cased; only `active` receives issues. */
export const subscriptionStatus = pgEnum("subscription_status", [
  "approval_pending",
  "active",
  "suspended",
  "cancelled",
  "expired",
]);
export type SubscriptionStatus = (typeof subscriptionStatus.enumValues)[number];

/** Spec §3 subscription_type. */
export const subscriptionPlan = pgEnum("subscription_plan", ["usa", "international"]);
export type SubscriptionPlan = (typeof subscriptionPlan.enumValues)[number];

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    plan: subscriptionPlan().notNull(),
    /** The plan product (MC-USA-MONTHLY or MC-INTL-MONTHLY) and its price when joining. */
    productId: integer().references(() => products.id, { onDelete: "set null" }),
    priceCents: integer().notNull(),
    status: subscriptionStatus().notNull().default("approval_pending"),
    /**
     * PayPal's time of the status applied last: an older webhook arriving late never
     * overwrites a newer one, so events in any order end in the same state.
     */
    statusChangedAt: timestamp({ withTimezone: true }),
    paypalSubscriptionId: text().notNull().unique(),
    paypalPlanId: text().notNull(),
    /** Where issues not yet frozen are mailed; a frozen issue keeps its own copy. */
    deliveryAddress: jsonb().$type<PostalAddress>().notNull(),
    /** When PayPal activated it: the instant the first issue comes from (spec subscription_start_date). */
    startedAt: timestamp({ withTimezone: true }),
    /** The first issue, 'YYYY-MM', fixed at activation. */
    firstIssue: text(),
    /** When it last stopped being active (cancelled, suspended, expired); null while active. */
    endedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    nextBillingAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("subscriptions_customer_created_idx").on(t.customerId, t.createdAt),
    // One live membership per customer: a second join is refused while one runs.
    uniqueIndex("subscriptions_one_live_per_customer")
      .on(t.customerId)
      .where(sql`${t.status} in ('active', 'suspended')`),
  ],
);

/** One row per PayPal sale (PAYMENT.SALE.COMPLETED): the first month and every renewal. */
export const subscriptionPayments = pgTable(
  "subscription_payments",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    subscriptionId: integer()
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    paypalSaleId: text().notNull().unique(),
    amountCents: integer().notNull(),
    paidAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("subscription_payments_subscription_idx").on(t.subscriptionId, t.paidAt)],
);

/** A month's issue: 'YYYY-MM', frozen at its cutoff, then mailed. */
export const mailClubIssues = pgTable("mail_club_issues", {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  month: text().notNull().unique(),
  title: text().notNull(),
  notes: text().notNull().default(""),
  frozenAt: timestamp({ withTimezone: true }),
  mailedAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Who gets an issue, with the name and address they had at its cutoff. */
export const mailClubIssueRecipients = pgTable(
  "mail_club_issue_recipients",
  {
    issueId: integer()
      .notNull()
      .references(() => mailClubIssues.id, { onDelete: "cascade" }),
    subscriptionId: integer()
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    plan: subscriptionPlan().notNull(),
    email: text().notNull(),
    address: jsonb().$type<PostalAddress>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.issueId, t.subscriptionId] })],
);
