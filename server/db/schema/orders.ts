import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { customers, type PostalAddress } from "./accounts.ts";
import { carts } from "./carts.ts";
import { type Personalisation, products } from "./catalogue.ts";
import { createdAt, updatedAt } from "./columns.ts";
// biome-ignore lint/suspicious/noImportCycles: the two tables point at each other (an order rides with a membership, a gift belongs to an order); Drizzle reads both references lazily.
import { subscriptions } from "./mail-club.ts";
import { shippingMethods } from "./shipping.ts";

// ---------------------------------------------------------------------------------------------
// Orders (decisions.md 10). The checkout issue adds payment, reservation and expiry columns.
// ---------------------------------------------------------------------------------------------

export const orderStatus = pgEnum("order_status", [
  "pending_payment",
  "paid",
  "processing",
  "shipped",
  "delivered",
  "cancelled",
  "refunded",
]);
export type OrderStatus = (typeof orderStatus.enumValues)[number];

/**
 * What an order is, set when it is made: a parcel the maker posts, downloads only, shop items
 * riding in a member's Mail Club envelope (decision 030), or a gift membership (decision 029).
 */
export const orderKind = pgEnum("order_kind", [
  "postal",
  "digital",
  "envelope",
  "gift",
  /** Gift cards, e-mailed on the day the buyer chose (decision 043). */
  "gift_card",
]);
export type OrderKind = (typeof orderKind.enumValues)[number];

/**
 * Why an unpaid order was cancelled, in the buyer's terms: its hold ran out, they left PayPal,
 * they checked out again (a newer attempt took its place), PayPal refused it, or the maker.
 */
export const orderCancelReason = pgEnum("order_cancel_reason", [
  "expired",
  "left_paypal",
  "replaced",
  "paypal_declined",
  "maker",
]);
export type OrderCancelReason = (typeof orderCancelReason.enumValues)[number];

/** How the tax of an order was found, kept with it (decision 042). */
export interface OrderTaxRecord {
  /** 'US-NY' for a state, the country code for VAT. */
  jurisdiction: string;
  /** The registration it was collected under: 'us_state', 'eu_non_union', 'uk', … */
  scheme: string;
  /** The rate's place ("New York City", "Germany") and where the rate came from. */
  regionName: string;
  source: string;
  /** VAT: the tax is part of the prices paid, not added to them. */
  inclusive: boolean;
  /** What placed the buyer: the delivery address, or agreeing evidence for downloads. */
  evidence: {
    basis: "delivery_address" | "evidence";
    deliveryCountry?: string;
    billingCountry?: string;
    payerCountry?: string;
    declaredCountry?: string;
  };
}

export const orders = pgTable(
  "orders",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** Readable, e.g. W-20261121-4821. */
    orderNumber: text().notNull().unique(),
    customerId: integer().references(() => customers.id, { onDelete: "set null" }),
    /** The cart it was made from: a new order from that cart replaces this one while unpaid. */
    cartId: integer().references(() => carts.id, { onDelete: "set null" }),
    customerEmail: text().notNull(),
    customerName: text().notNull(),
    customerPhone: text(),
    /** Where the order was placed from: one visitor's unpaid orders are limited (decision 014). */
    clientAddress: text(),
    status: orderStatus().notNull().default("pending_payment"),
    kind: orderKind().notNull().default("postal"),
    shippingAddress: jsonb().$type<PostalAddress>().notNull(),
    subtotalCents: integer().notNull(),
    /**
     * Tax on the lines and the postage together (decision 042), added to the total for US
     * sales tax, inside the prices for VAT (`tax.inclusive`); `shippingTaxCents` is its postage part.
     */
    taxCents: integer().notNull().default(0),
    shippingTaxCents: integer().notNull().default(0),
    /**
     * Where the tax was owed and why, kept ten years: the jurisdiction ('US-NY', 'DE'), the
     * rate's region and source, and the evidence of where the buyer is. Null: no tax applied.
     */
    tax: jsonb().$type<OrderTaxRecord>(),
    shippingCents: integer().notNull().default(0),
    /** Money off the goods (its lines' `discountCents` together) and off the postage. */
    discountCents: integer().notNull().default(0),
    shippingDiscountCents: integer().notNull().default(0),
    totalCents: integer().notNull(),
    /**
     * What gift cards and store credit paid of the total (decision 043); PayPal is asked for
     * the rest, and an order they pay in full needs no PayPal.
     */
    balancePaidCents: integer().notNull().default(0),
    trackingNumber: text(),
    trackingCarrier: text(),
    /**
     * The name of the shipping method chosen, as the buyer saw it ("Tracked parcel"); "digital"
     * for downloads only; "standard" in orders placed before postage was priced.
     */
    shippingMethod: text().notNull().default("standard"),
    /** The method chosen; null when it has since been deleted, or for downloads only. */
    shippingMethodId: integer().references(() => shippingMethods.id, { onDelete: "set null" }),
    /**
     * The Mail Club membership whose envelope the order rides in instead of being posted
     * (decision 030); null for an order posted on its own.
     */
    rideAlongSubscriptionId: integer().references(() => subscriptions.id, {
      onDelete: "set null",
    }),
    /**
     * The issue ('YYYY-MM') it rides with, fixed when it is paid and moved on when the member is
     * not on that issue; null once it is to be posted on its own (the membership ended).
     */
    rideAlongIssue: text(),
    /** Null: the same as the shipping address. */
    billingAddress: jsonb().$type<PostalAddress>(),
    /**
     * SHA-256 of the secret in the order's own link (/order-complete/{id}?key=…), which lets
     * a guest see the order they placed; customers see theirs by being signed in.
     */
    accessKeyHash: text(),
    /** While pending payment: when the reserved stock goes back (decisions.md 4). */
    reservedUntil: timestamp({ withTimezone: true }),
    paypalOrderId: text().unique(),
    paypalCaptureId: text().unique(),
    /** When a capture was last begun: from then on the order is never replaced by another. */
    captureStartedAt: timestamp({ withTimezone: true }),
    paidAt: timestamp({ withTimezone: true }),
    /** Set when the maker marks it shipped in the studio. */
    shippedAt: timestamp({ withTimezone: true }),
    /** A full refund through PayPal from the studio: PayPal's refund id and when. */
    paypalRefundId: text().unique(),
    refundedAt: timestamp({ withTimezone: true }),
    /** When the maker marked it delivered. */
    deliveredAt: timestamp({ withTimezone: true }),
    /** When and why it was cancelled unpaid; null on orders cancelled before this was kept. */
    cancelledAt: timestamp({ withTimezone: true }),
    cancelReason: orderCancelReason(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("orders_customer_created_idx").on(t.customerId, t.createdAt),
    index("orders_status_reserved_idx").on(t.status, t.reservedUntil),
    index("orders_customer_email_idx").on(t.customerEmail),
    index("orders_cart_status_idx").on(t.cartId, t.status),
    index("orders_client_address_status_idx").on(t.clientAddress, t.status),
    index("orders_ride_along_issue_idx").on(t.rideAlongIssue),
    check("orders_total_cents_check", sql`${t.totalCents} >= 0`),
    check("orders_balance_paid_check", sql`${t.balancePaidCents} between 0 and ${t.totalCents}`),
    check(
      "orders_discounts_check",
      sql`${t.discountCents} between 0 and ${t.subtotalCents} and ${t.shippingDiscountCents} between 0 and ${t.shippingCents}`,
    ),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer().references(() => products.id, { onDelete: "set null" }),
    /** The title and price at the time of the order. */
    title: text().notNull(),
    unitPriceCents: integer().notNull(),
    quantity: integer().notNull(),
    /** Money off the line as a whole (sales and codes), so a line's refund is what it cost. */
    discountCents: integer().notNull().default(0),
    /** Tax on the line after its discount, rounded once (decision 042), at `taxRatePpm`. */
    taxCents: integer().notNull().default(0),
    taxRatePpm: integer().notNull().default(0),
    /** The buyer's words and choices for a personalised product, as they gave them. */
    personalisation: jsonb().$type<Personalisation>().notNull().default([]),
  },
  (t) => [
    index("order_items_order_idx").on(t.orderId),
    check("order_items_quantity_check", sql`${t.quantity} > 0`),
  ],
);
