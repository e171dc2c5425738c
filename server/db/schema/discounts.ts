import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { customers } from "./accounts.ts";
import { createdAt, updatedAt } from "./columns.ts";
import { subscriptions } from "./mail-club.ts";
import { orders } from "./orders.ts";

// ---------------------------------------------------------------------------------------------
// Money off (decisions.md 23, decision 041): discount codes and automatic sales
// ---------------------------------------------------------------------------------------------

/**
 * What a discount takes off: a percentage of the goods it covers, a fixed amount spread over
 * them, the postage (up to a cap, to the countries named), or the Mail Club's first issues at
 * an intro price.
 */
export const discountKind = pgEnum("discount_kind", [
  "percent",
  "fixed",
  "free_postage",
  "club_intro",
]);
export type DiscountKind = (typeof discountKind.enumValues)[number];

/** Which goods it covers: the whole order, or those named by `scopeIds`. */
export const discountScope = pgEnum("discount_scope", [
  "order",
  "products",
  "product_types",
  "sub_categories",
  "topics",
  "club_plans",
]);
export type DiscountScope = (typeof discountScope.enumValues)[number];

export const discounts = pgTable(
  "discounts",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** Upper case, as every code is compared; null for an automatic sale (no code). */
    code: text(),
    /** What the buyer sees on the discount's line ("Welcome: 10 % off"). */
    name: text().notNull(),
    kind: discountKind().notNull(),
    /** 1–100, for `percent`. */
    percentOff: integer(),
    /** For `fixed`. */
    amountOffCents: integer(),
    /** For `free_postage`: ISO country codes it covers; empty covers every country. */
    postageCountries: jsonb().$type<string[]>().notNull().default([]),
    /** For `free_postage`: the most of the postage it pays; null pays all of it. */
    postageCapCents: integer(),
    /** For `club_intro`: what each of the first issues costs, and how many (1 or 2). */
    introPriceCents: integer(),
    introIssues: integer(),
    scope: discountScope().notNull().default("order"),
    /** The products, product types, sub-categories, topics or plans a scoped discount covers. */
    scopeIds: jsonb().$type<number[]>().notNull().default([]),
    minSubtotalCents: integer(),
    minQuantity: integer(),
    /** Only for someone with no paid order yet (by account, e-mail or address). */
    newCustomersOnly: boolean().notNull().default(false),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    /** Uses in all (paid orders and unpaid ones still holding theirs); null: no limit. */
    usageLimit: integer(),
    /** Uses per customer, however they come back (decision 041); null: no limit. */
    perCustomerLimit: integer(),
    /** An automatic sale that still applies beside a code. */
    combinable: boolean().notNull().default(false),
    /**
     * One of a batch of single-use codes made from the discount named here (for a newsletter,
     * for cards slipped into envelopes): its rules copied, one use; listed and counted with it.
     */
    batchOf: integer().references((): AnyPgColumn => discounts.id, { onDelete: "restrict" }),
    /** Archived, never deleted: an ended code keeps its orders and figures. */
    archivedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("discounts_code_idx").on(t.code),
    index("discounts_batch_idx").on(t.batchOf),
    check("discounts_percent_off_check", sql`${t.percentOff} between 1 and 100`),
    check("discounts_amount_off_check", sql`${t.amountOffCents} > 0`),
    check("discounts_postage_cap_check", sql`${t.postageCapCents} >= 0`),
    check("discounts_code_upper_check", sql`${t.code} = upper(${t.code})`),
  ],
);

/**
 * One order's (or one membership's) use of a discount: counted against the discount's limits
 * while the order is paid or still holds its stock (an expired or cancelled order gives its use
 * back by its status, as its stock goes back), or while the membership runs or waits for its
 * approval. Who used it is kept as the limits find people again.
 */
export const discountUses = pgTable(
  "discount_uses",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    discountId: integer()
      .notNull()
      .references(() => discounts.id, { onDelete: "restrict" }),
    /** The order that used it; null for a Mail Club membership's use. */
    orderId: integer().references(() => orders.id, { onDelete: "cascade" }),
    /**
     * The membership that joined with a Mail Club offer; null for an order's use, and for a
     * join on its way to PayPal (a claim, counted for a while, then given up).
     */
    subscriptionId: integer().references(() => subscriptions.id, { onDelete: "cascade" }),
    customerId: integer().references(() => customers.id, { onDelete: "set null" }),
    /** The buyer's e-mail as limits count people (server/lib/email-identity.ts). */
    emailIdentity: text().notNull(),
    /** The delivery address, normalised; null for downloads only. */
    addressKey: text(),
    /** PayPal's payer id, once the order is paid. */
    payerId: text(),
    /** What it took off the order: the goods and the postage together. */
    amountCents: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("discount_uses_order_discount_idx").on(t.orderId, t.discountId),
    uniqueIndex("discount_uses_subscription_discount_idx").on(t.subscriptionId, t.discountId),
    index("discount_uses_discount_idx").on(t.discountId),
    index("discount_uses_email_idx").on(t.emailIdentity),
  ],
);
