import { sql } from "drizzle-orm";
import {
  boolean,
  check,
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
// biome-ignore lint/suspicious/noImportCycles: see ./orders.ts — the two tables point at each other, read lazily.
import { orders } from "./orders.ts";

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

/**
 * Why a member cancelled, when they said (the one optional question of the cancel screen,
 * decision 025); `other` may carry their own words in cancelReasonText.
 */
export const cancelReason = pgEnum("subscription_cancel_reason", [
  "too_expensive",
  "too_much_mail",
  "moving",
  "not_expected",
  "other",
]);
export type CancelReason = (typeof cancelReason.enumValues)[number];

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
    /** The member's answer to "why?" when they cancelled themselves; null when not given. */
    cancelReason: cancelReason(),
    /** Their own words, for `other` only. */
    cancelReasonText: text(),
    nextBillingAt: timestamp({ withTimezone: true }),
    /**
     * A Mail Club offer joined with (decision 041): what each of the first `introIssues`
     * issues cost, as it was when the member joined; null for the plan's own price throughout.
     */
    introPriceCents: integer(),
    introIssues: integer(),
    /**
     * The tax rate PayPal adds to each payment (decision 042), in parts per million, as sent in
     * the subscription's `taxes` when the member joined; 0: untaxed where the issues go.
     */
    taxRatePpm: integer().notNull().default(0),
    /**
     * The key the membership's e-mailed links (skip the next issue) are signed with: another
     * membership's signature never fits. Made by the database, for rows old and new.
     */
    linkSecret: text()
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
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

/** The lengths a gift membership is sold in, in issues. */
export const GIFT_LENGTHS = [3, 6, 12] as const;
export type GiftLength = (typeof GIFT_LENGTHS)[number];

/** What the maker charges for a gift of each length on each plan (set in the studio). */
export const mailClubGiftPrices = pgTable(
  "mail_club_gift_prices",
  {
    plan: subscriptionPlan().notNull(),
    issueCount: integer().notNull(),
    priceCents: integer().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.plan, t.issueCount] }),
    check("mail_club_gift_prices_length_check", sql`${t.issueCount} in (3, 6, 12)`),
    check("mail_club_gift_prices_price_check", sql`${t.priceCents} > 0`),
  ],
);

/**
 * A gift membership (decision 029): a number of issues paid once, through a shop order (the
 * gifter's, billed to them), mailed to the recipient's address from its first issue. It is on
 * an issue's list once its order is paid; it never renews.
 */
export const mailClubGifts = pgTable(
  "mail_club_gifts",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** The gifter's order: its payment, billing address and refunds are the gift's. */
    orderId: integer()
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: "cascade" }),
    plan: subscriptionPlan().notNull(),
    issueCount: integer().notNull(),
    /** What the gifter paid for it, all issues together. */
    priceCents: integer().notNull(),
    /** The first issue, 'YYYY-MM'; moved on when the order is paid after its cutoff. */
    firstIssue: text().notNull(),
    /** Where every issue of the gift goes; never the gifter's address. */
    recipientAddress: jsonb().$type<PostalAddress>().notNull(),
    recipientEmail: text(),
    /** The gifter's words, printed on the packing list for the first issue. */
    message: text().notNull().default(""),
    /** The day ('YYYY-MM-DD', the shop's time zone) the recipient is e-mailed; null: the gifter tells them. */
    revealOn: text(),
    revealSentAt: timestamp({ withTimezone: true }),
    /** When its order was paid: from then on it is on the lists of its issues. */
    activatedAt: timestamp({ withTimezone: true }),
    /** The account that claimed it with the gift's link. */
    claimedByCustomerId: integer().references(() => customers.id, { onDelete: "set null" }),
    /** Signs the gift's claim link and its card's link. */
    linkSecret: text()
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    /** "Your gift ends with the next issue", to the recipient and the gifter. */
    endingNoticeSentAt: timestamp({ withTimezone: true }),
    /** "Join for yourself", to the recipient once the last issue is mailed. */
    invitationSentAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("mail_club_gifts_first_issue_idx").on(t.firstIssue),
    index("mail_club_gifts_reveal_idx").on(t.revealOn),
    check("mail_club_gifts_length_check", sql`${t.issueCount} in (3, 6, 12)`),
  ],
);

/**
 * Who gets an issue, with the name and address they had at its cutoff: a member
 * (subscriptionId) or a gift's recipient (giftId), never both.
 */
export const mailClubIssueRecipients = pgTable(
  "mail_club_issue_recipients",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    issueId: integer()
      .notNull()
      .references(() => mailClubIssues.id, { onDelete: "cascade" }),
    subscriptionId: integer().references(() => subscriptions.id, { onDelete: "cascade" }),
    giftId: integer().references(() => mailClubGifts.id, { onDelete: "cascade" }),
    plan: subscriptionPlan().notNull(),
    /** Null for a gift whose gifter gave no e-mail for the recipient. */
    email: text(),
    address: jsonb().$type<PostalAddress>().notNull(),
  },
  (t) => [
    uniqueIndex("mail_club_issue_recipients_member").on(t.issueId, t.subscriptionId),
    uniqueIndex("mail_club_issue_recipients_gift").on(t.issueId, t.giftId),
    check(
      "mail_club_issue_recipients_one_kind",
      sql`num_nonnulls(${t.subscriptionId}, ${t.giftId}) = 1`,
    ),
  ],
);

/** Why a member is not on an issue they would otherwise receive. */
export const issueAbsence = pgEnum("mail_club_issue_absence", ["skipped", "paused", "held"]);
export type IssueAbsence = (typeof issueAbsence.enumValues)[number];

/**
 * A hold: a skip (one issue) or a pause (up to three in a row) a member asked for, or a skip of
 * one issue by a gift's recipient, which moves the gift's end on by one (decision 029). A
 * membership's holds are its subscription's (subscriptionId) or its gift's (giftId), never both.
 */
export const holdKind = pgEnum("mail_club_hold_kind", ["skip", "pause"]);
export type HoldKind = (typeof holdKind.enumValues)[number];

export const mailClubHolds = pgTable(
  "mail_club_holds",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    subscriptionId: integer().references(() => subscriptions.id, { onDelete: "cascade" }),
    giftId: integer().references(() => mailClubGifts.id, { onDelete: "cascade" }),
    kind: holdKind().notNull(),
    /** The first issue not sent, 'YYYY-MM': the next one whose cutoff had not passed. */
    firstIssue: text().notNull(),
    issueCount: integer().notNull(),
    /**
     * When the member undid the skip or resumed early: an issue whose cutoff comes after it
     * is sent again. Null while the hold runs its course.
     */
    endedAt: timestamp({ withTimezone: true }),
    /** When the shop suspended the PayPal subscription's billing for this hold, if it did. */
    billingSuspendedAt: timestamp({ withTimezone: true }),
    /** When billing is to be resumed: once the billing dates the hold skips have passed. */
    billingResumeAfter: timestamp({ withTimezone: true }),
    billingResumedAt: timestamp({ withTimezone: true }),
    /** The "your membership starts again" e-mail, a week before the first charge after it. */
    reminderSentAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("mail_club_holds_subscription_idx").on(t.subscriptionId, t.createdAt),
    index("mail_club_holds_gift_idx").on(t.giftId, t.createdAt),
    check("mail_club_holds_issue_count_check", sql`${t.issueCount} between 1 and 3`),
    check("mail_club_holds_one_kind", sql`num_nonnulls(${t.subscriptionId}, ${t.giftId}) = 1`),
    check(
      "mail_club_holds_gift_skip",
      sql`${t.giftId} is null or (${t.kind} = 'skip' and ${t.issueCount} = 1)`,
    ),
  ],
);

/**
 * Who was left off an issue at its cutoff, and why: shown to the maker beside the list. A
 * member (subscriptionId) or a gift whose recipient skipped the issue (giftId), never both.
 */
export const mailClubIssueAbsentees = pgTable(
  "mail_club_issue_absentees",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    issueId: integer()
      .notNull()
      .references(() => mailClubIssues.id, { onDelete: "cascade" }),
    subscriptionId: integer().references(() => subscriptions.id, { onDelete: "cascade" }),
    giftId: integer().references(() => mailClubGifts.id, { onDelete: "cascade" }),
    reason: issueAbsence().notNull(),
    /** Null for a gift whose gifter gave no e-mail for the recipient. */
    email: text(),
  },
  (t) => [
    uniqueIndex("mail_club_issue_absentees_member").on(t.issueId, t.subscriptionId),
    uniqueIndex("mail_club_issue_absentees_gift").on(t.issueId, t.giftId),
    check(
      "mail_club_issue_absentees_one_kind",
      sql`num_nonnulls(${t.subscriptionId}, ${t.giftId}) = 1`,
    ),
  ],
);

/**
 * A payment PayPal could not take (BILLING.SUBSCRIPTION.PAYMENT.FAILED), until a later one goes
 * through. An unsettled failure puts the member in arrears: held at an issue's cutoff, added
 * back to that issue when they pay while it is not yet mailed.
 */
export const subscriptionPaymentFailures = pgTable(
  "subscription_payment_failures",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    subscriptionId: integer()
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    failedAt: timestamp({ withTimezone: true }).notNull(),
    /** What PayPal tried to take, when it said. */
    amountCents: integer(),
    /** PayPal's count of failures in a row, this one included. */
    failuresInRow: integer().notNull().default(1),
    /** Whether PayPal suspended the subscription after this failure (its threshold reached). */
    suspended: boolean().notNull().default(false),
    /** When a payment went through afterwards. */
    settledAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("subscription_payment_failures_subscription_idx").on(t.subscriptionId, t.failedAt)],
);

/** A change of plan waiting for the member's consent at PayPal, and what became of it. */
export const planChangeStatus = pgEnum("mail_club_plan_change_status", [
  "pending",
  "approved",
  "abandoned",
]);
export type PlanChangeStatus = (typeof planChangeStatus.enumValues)[number];

/**
 * A move abroad or back (decision 027): the new address's country needs the other plan, so
 * PayPal's subscription is revised to it and the address waits for the member's approval
 * there. The membership keeps its plan, price and address until then.
 */
export const mailClubPlanChanges = pgTable(
  "mail_club_plan_changes",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    subscriptionId: integer()
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    status: planChangeStatus().notNull().default("pending"),
    fromPlan: subscriptionPlan().notNull(),
    plan: subscriptionPlan().notNull(),
    productId: integer().references(() => products.id, { onDelete: "set null" }),
    priceCents: integer().notNull(),
    paypalPlanId: text().notNull(),
    deliveryAddress: jsonb().$type<PostalAddress>().notNull(),
    /** The issue it was to apply from when asked, 'YYYY-MM'; set again when approved. */
    appliesFrom: text().notNull(),
    /** PayPal's consent page for it (rel approve); null when PayPal asked for none. */
    approveUrl: text(),
    /** When it was approved or abandoned. */
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("mail_club_plan_changes_subscription_idx").on(t.subscriptionId, t.createdAt),
    // One change waits at a time: a newer one replaces it (PayPal's newer revise does too).
    uniqueIndex("mail_club_plan_changes_one_pending")
      .on(t.subscriptionId)
      .where(sql`${t.status} = 'pending'`),
  ],
);
