import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  date,
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
import { customers } from "./accounts.ts";
import { carts } from "./carts.ts";
import { products } from "./catalogue.ts";
import { createdAt } from "./columns.ts";
import { subscriptions } from "./mail-club.ts";
import { orderItems, orders } from "./orders.ts";

// ---------------------------------------------------------------------------------------------
// Balances (decisions.md 23, decision 043): gift cards and store credit, which pay like money
// ---------------------------------------------------------------------------------------------

/** A gift card's balance, or one customer's store credit. */
export const balanceKind = pgEnum("balance_kind", ["gift_card", "store_credit"]);
export type BalanceKind = (typeof balanceKind.enumValues)[number];

/**
 * Money held for someone: what is left on one gift card, or a customer's store credit. The
 * balance is the sum of its entries, kept here so that a checkout locks one row to spend it.
 */
export const balances = pgTable(
  "balances",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    kind: balanceKind().notNull(),
    /** The customer whose store credit it is; null for a gift card (a bearer's). */
    customerId: integer().references((): AnyPgColumn => customers.id, { onDelete: "cascade" }),
    balanceCents: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("balances_customer_idx").on(t.customerId),
    check("balances_balance_check", sql`${t.balanceCents} >= 0`),
    check(
      "balances_owner_check",
      sql`(${t.kind} = 'store_credit') = (${t.customerId} is not null)`,
    ),
  ],
);

/** Why a balance moved: every credit and spend, with its order or membership. */
export const balanceEntryKind = pgEnum("balance_entry_kind", [
  /** A card sold or made by the maker; credit given by the maker (with its reason). */
  "issued",
  /** Paid towards an order (held while the order is unpaid). */
  "spent",
  /** An unpaid order's part back: cancelled, expired or replaced. */
  "returned",
  /** A refunded order's part back. */
  "refunded",
  /** Turned into prepaid Mail Club issues. */
  "club_prepaid",
  /** A gift card's balance moved into its holder's store credit. */
  "transferred",
]);
export type BalanceEntryKind = (typeof balanceEntryKind.enumValues)[number];

export const balanceEntries = pgTable(
  "balance_entries",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    balanceId: integer()
      .notNull()
      .references(() => balances.id, { onDelete: "cascade" }),
    kind: balanceEntryKind().notNull(),
    /** Positive for money in, negative for money out. */
    amountCents: integer().notNull(),
    /** The maker's reason for credit ("Lost envelope"), shown to the customer. */
    reason: text(),
    orderId: integer().references((): AnyPgColumn => orders.id, { onDelete: "set null" }),
    subscriptionId: integer().references((): AnyPgColumn => subscriptions.id, {
      onDelete: "set null",
    }),
    /** Who made it in the studio, for credit the maker gives. */
    actorEmail: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index("balance_entries_balance_idx").on(t.balanceId, t.createdAt),
    index("balance_entries_order_idx").on(t.orderId),
    check("balance_entries_amount_check", sql`${t.amountCents} <> 0`),
  ],
);

/** `unpaid`: bought, its order not paid yet (no balance, no code). */
export const giftCardStatus = pgEnum("gift_card_status", ["unpaid", "active", "disabled"]);

/**
 * A gift card: a bearer's balance behind a 16-character code of which only the SHA-256 and
 * the last four characters are kept. A bought card is written with its order; its code is
 * drawn when its e-mail goes, on the day the buyer chose. A card never expires.
 */
export const giftCards = pgTable(
  "gift_cards",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** Null while its order is unpaid. */
    balanceId: integer()
      .unique()
      .references(() => balances.id, { onDelete: "cascade" }),
    /** Null until the card's code is drawn (as its e-mail goes). */
    codeHash: text().unique(),
    lastFour: text(),
    initialCents: integer().notNull(),
    status: giftCardStatus().notNull().default("active"),
    disabledReason: text(),
    disabledAt: timestamp({ withTimezone: true }),
    /** The order that bought it; null for a card the maker made in the studio. */
    orderId: integer().references((): AnyPgColumn => orders.id, { onDelete: "set null" }),
    orderItemId: integer().references((): AnyPgColumn => orderItems.id, { onDelete: "set null" }),
    recipientName: text(),
    recipientEmail: text(),
    senderName: text(),
    message: text(),
    /** The day (in the shop's zone) its e-mail goes out; null: as soon as it is paid. */
    sendOn: date({ mode: "string" }),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("gift_cards_initial_check", sql`${t.initialCents} > 0`),
    check("gift_cards_code_check", sql`(${t.codeHash} is null) = (${t.lastFour} is null)`),
    index("gift_cards_unsent_idx").on(t.sendOn).where(sql`${t.sentAt} is null`),
  ],
);

/**
 * A gift-card product's amounts: the fixed ones offered, and the bounds of an amount the buyer
 * names (none when only the fixed ones are sold).
 */
export const giftCardOffers = pgTable("gift_card_offers", {
  productId: integer()
    .primaryKey()
    .references(() => products.id, { onDelete: "cascade" }),
  amountsCents: jsonb().$type<number[]>().notNull().default([]),
  customMinCents: integer(),
  customMaxCents: integer(),
});

/** What balances paid towards an order, each with what has come back to it. */
export const orderBalancePayments = pgTable(
  "order_balance_payments",
  {
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    balanceId: integer()
      .notNull()
      .references(() => balances.id, { onDelete: "cascade" }),
    amountCents: integer().notNull(),
    returnedCents: integer().notNull().default(0),
    /** How the order names it: 'Gift card ••••QR7T', 'Store credit'. */
    label: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.balanceId] }),
    check(
      "order_balance_payments_amount_check",
      sql`${t.amountCents} > 0 and ${t.returnedCents} between 0 and ${t.amountCents}`,
    ),
  ],
);

/** The gift cards a shopper has applied to their cart, spent when the order is placed. */
export const cartGiftCards = pgTable(
  "cart_gift_cards",
  {
    cartId: integer()
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    giftCardId: integer()
      .notNull()
      .references(() => giftCards.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.giftCardId] })],
);
