import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
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

/** Every time is stored as timestamptz and read as a Date (UTC). */
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// ---------------------------------------------------------------------------------------------
// Catalogue
// ---------------------------------------------------------------------------------------------

export const productKind = pgEnum("product_kind", ["physical", "digital", "subscription"]);
export type ProductKind = (typeof productKind.enumValues)[number];

/** Stickers, Bookmarks, … (spec §3), plus the Mail Club type that holds the two plans. */
export const productTypes = pgTable("product_types", {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  code: text().notNull().unique(),
  includedText: text(),
  sortOrder: integer().notNull().default(0),
});

export const subCategories = pgTable(
  "sub_categories",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    productTypeId: integer()
      .notNull()
      .references(() => productTypes.id, { onDelete: "cascade" }),
    slug: text().notNull(),
    name: text().notNull(),
    includedText: text(),
  },
  (t) => [uniqueIndex("sub_categories_type_slug_key").on(t.productTypeId, t.slug)],
);

export const topicCategories = pgTable("topic_categories", {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  emoji: text().notNull().default(""),
});

/** PostgreSQL's full-text document type; only ever written by the database itself. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** Free-form product flags; the subscription plans carry their interval and PayPal plan id. */
export interface ProductFlags {
  /** 'yearly' means the international plan, anything else the USA plan (spec §3). */
  subscription_interval?: string;
  paypal_plan_id?: string;
  [key: string]: unknown;
}

export const products = pgTable(
  "products",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    kind: productKind().notNull().default("physical"),
    slug: text().notNull().unique(),
    sku: text().notNull().unique(),
    title: text().notNull(),
    priceCents: integer().notNull(),
    /** Markdown. */
    description: text().notNull().default(""),
    /** Null: made to order, no limit. 0: unavailable. */
    stock: integer(),
    isActive: boolean().notNull().default(true),
    flags: jsonb().$type<ProductFlags>().notNull().default({}),
    isPopular: boolean().notNull().default(false),
    metaTitle: text(),
    metaDescription: text(),
    inheritedContentDescription: text(),
    inheritedContentSpecs: text(),
    inheritedContentInstructions: text(),
    includedText: text(),
    productTypeId: integer()
      .notNull()
      .references(() => productTypes.id, { onDelete: "restrict" }),
    /** Search document: title and sku weigh most, then the meta description, then the text. */
    searchVector: tsvector().generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '') || ' ' || coalesce(sku, '')), 'A') || setweight(to_tsvector('english', coalesce(meta_description, '')), 'C') || setweight(to_tsvector('english', coalesce(description, '')), 'D')`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("products_price_cents_check", sql`${t.priceCents} >= 0`),
    index("products_search_vector_idx").using("gin", t.searchVector),
    index("products_title_trgm_idx").using("gin", sql`lower(${t.title}) gin_trgm_ops`),
    check("products_stock_check", sql`${t.stock} is null or ${t.stock} >= 0`),
    index("products_type_active_created_idx").on(t.productTypeId, t.isActive, t.createdAt),
    index("products_active_created_idx").on(t.isActive, t.createdAt),
    index("products_created_at_idx").on(t.createdAt),
  ],
);

export const productSubCategories = pgTable(
  "product_sub_categories",
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    subCategoryId: integer()
      .notNull()
      .references(() => subCategories.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.subCategoryId] }),
    index("product_sub_categories_sub_category_idx").on(t.subCategoryId),
  ],
);

export const productTopicCategories = pgTable(
  "product_topic_categories",
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    topicCategoryId: integer()
      .notNull()
      .references(() => topicCategories.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.topicCategoryId] }),
    index("product_topic_categories_topic_idx").on(t.topicCategoryId),
  ],
);

export const imageSizes = ["thumbnail", "small", "medium", "large"] as const;
export type ImageSize = (typeof imageSizes)[number];

/** One encoded size of an image: URL paths of its AVIF and WebP files. */
export interface ImageVariant {
  width: number;
  height: number;
  avif: string;
  webp: string;
}
export type ImageVariants = Record<ImageSize, ImageVariant>;

/** A product photo; `width`/`height` are those of the largest variant. */
export const productImages = pgTable(
  "product_images",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer().notNull().default(0),
    alt: text().notNull().default(""),
    width: integer().notNull(),
    height: integer().notNull(),
    variants: jsonb().$type<ImageVariants>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("product_images_product_position_key").on(t.productId, t.position)],
);

// ---------------------------------------------------------------------------------------------
// Shop settings (a single row, id 1)
// ---------------------------------------------------------------------------------------------

export interface SocialLink {
  label: string;
  url: string;
}

export const shopSettings = pgTable(
  "shop_settings",
  {
    id: integer().primaryKey().default(1),
    shopName: text().notNull(),
    ownerEmail: text().notNull(),
    socialLinks: jsonb().$type<SocialLink[]>().notNull().default([]),
    bannerText: text().notNull().default(""),
    aboutMeTitle: text().notNull().default(""),
    /** Markdown. */
    aboutMeStory: text().notNull().default(""),
    /** URL path such as /uploads/about/me-<hash>.webp, or null. */
    aboutMeImagePath: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("shop_settings_single_row", sql`${t.id} = 1`)],
);

// ---------------------------------------------------------------------------------------------
// Cart (decisions.md 5): kept on the server, found by the cart cookie's token
// ---------------------------------------------------------------------------------------------

export const carts = pgTable(
  "carts",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** SHA-256 of the random token in the cart cookie; the token itself is never stored. */
    tokenHash: text().notNull().unique(),
    /** Set when a signed-in customer owns it; a guest cart merges into it at sign-in. */
    customerId: integer().references((): AnyPgColumn => customers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("carts_customer_idx").on(t.customerId)],
);

export const cartLines = pgTable(
  "cart_lines",
  {
    cartId: integer()
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer().notNull(),
    addedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.productId] }),
    check("cart_lines_quantity_check", sql`${t.quantity} > 0`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Storefront version: a counter that every write to what the storefront shows raises (by
// triggers, see migration 0003), so cached pages know when they are out of date.
// ---------------------------------------------------------------------------------------------

export const storefrontVersion = pgTable(
  "storefront_version",
  {
    id: integer().primaryKey().default(1),
    version: bigint({ mode: "number" }).notNull().default(1),
  },
  (t) => [check("storefront_version_single_row", sql`${t.id} = 1`)],
);

// ---------------------------------------------------------------------------------------------
// Customers (decisions.md 1): one account system for the web session and both API families
// ---------------------------------------------------------------------------------------------

export interface EmailPreferences {
  marketing: boolean;
  orderUpdates: boolean;
  newsletter: boolean;
}

/** decisions.md 7. */
export const defaultEmailPreferences: EmailPreferences = {
  marketing: false,
  orderUpdates: true,
  newsletter: false,
};

/** A delivery or shipping address as the forms hold it (spec §3). */
export interface PostalAddress {
  firstName: string;
  lastName: string;
  addressLine1: string;
  addressLine2?: string;
  city: string;
  stateProvince: string;
  postalCode: string;
  country: string;
  phone?: string;
}

export const customers = pgTable("customers", {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  /** Trimmed and lower-cased before it is stored, so comparisons are case-insensitive. */
  email: text().notNull().unique(),
  /** argon2id, PHC string. */
  passwordHash: text().notNull(),
  firstName: text().notNull(),
  lastName: text().notNull().default(""),
  phone: text(),
  /** Readable and stable, shown to the customer and the maker (e.g. C-10042). */
  customerNumber: text().notNull().unique(),
  emailVerified: boolean().notNull().default(false),
  emailPreferences: jsonb().$type<EmailPreferences>().notNull().default(defaultEmailPreferences),
  shippingAddress: jsonb().$type<PostalAddress>(),
  /**
   * Raised by every password reset or change. A session or token is only created while it
   * still has the value read when the password was checked, so a sign-in racing a reset
   * cannot outlive it.
   */
  credentialsVersion: integer().notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Web sign-ins: the cookie holds a random token, the database only its SHA-256. */
export const customerSessions = pgTable(
  "customer_sessions",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    tokenHash: text().notNull().unique(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    /** Idle expiry counts from here (24 hours, spec §9). */
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The absolute limit, whatever the activity. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index("customer_sessions_customer_idx").on(t.customerId)],
);

export const apiTokenKind = pgEnum("api_token_kind", ["simple", "access", "refresh"]);

/**
 * Bearer tokens of the JSON API, stored hashed. A refresh token belongs to a family: using
 * it rotates it (usedAt set, a new pair issued in the same family); using a used one again
 * revokes the whole family.
 */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    kind: apiTokenKind().notNull(),
    tokenHash: text().notNull().unique(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    familyId: text(),
    createdAt: createdAt(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index("api_tokens_customer_idx").on(t.customerId),
    index("api_tokens_family_idx").on(t.familyId),
  ],
);

/** Single-use password reset links: 32 random bytes in the link, SHA-256 here; 60 minutes. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    tokenHash: text().notNull().unique(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index("password_reset_tokens_customer_idx").on(t.customerId)],
);

/** Single-use e-mail verification links (the welcome mail's): SHA-256 here, 7 days. */
export const emailVerificationTokens = pgTable(
  "email_verification_tokens",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    tokenHash: text().notNull().unique(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index("email_verification_tokens_customer_idx").on(t.customerId)],
);

/**
 * One row per counted attempt (a failed sign-in, a reset request, a registration), keyed by
 * what is limited, e.g. `sign-in:email:ana@example.com` or `sign-in:ip:203.0.113.9`; shared by
 * every instance, so limits hold when the shop is scaled out.
 */
export const rateLimitEvents = pgTable(
  "rate_limit_events",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    key: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("rate_limit_events_key_created_idx").on(t.key, t.createdAt)],
);

// ---------------------------------------------------------------------------------------------
// Outbox (design.md): every e-mail is written here in the transaction of the change that
// causes it, then sent over SMTP by a job; without SMTP it waits here for the studio to show.
// ---------------------------------------------------------------------------------------------

export const outboxStatus = pgEnum("outbox_status", ["pending", "sent", "failed"]);

export const outboxEmails = pgTable(
  "outbox_emails",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** Which template made it (e.g. password-reset), for the studio's list. */
    template: text().notNull(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    html: text().notNull(),
    text: text().notNull(),
    status: outboxStatus().notNull().default("pending"),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("outbox_emails_status_next_idx").on(t.status, t.nextAttemptAt)],
);

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

export const orders = pgTable(
  "orders",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** Readable, e.g. W-20261121-4821. */
    orderNumber: text().notNull().unique(),
    customerId: integer().references(() => customers.id, { onDelete: "set null" }),
    customerEmail: text().notNull(),
    customerName: text().notNull(),
    customerPhone: text(),
    status: orderStatus().notNull().default("pending_payment"),
    shippingAddress: jsonb().$type<PostalAddress>().notNull(),
    subtotalCents: integer().notNull(),
    taxCents: integer().notNull().default(0),
    shippingCents: integer().notNull().default(0),
    totalCents: integer().notNull(),
    trackingNumber: text(),
    trackingCarrier: text(),
    /** standard | express (spec §3); both cost 0 for now (decisions.md 3). */
    shippingMethod: text().notNull().default("standard"),
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
    paidAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("orders_customer_created_idx").on(t.customerId, t.createdAt),
    index("orders_status_reserved_idx").on(t.status, t.reservedUntil),
    index("orders_customer_email_idx").on(t.customerEmail),
    check("orders_total_cents_check", sql`${t.totalCents} >= 0`),
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
  },
  (t) => [
    index("order_items_order_idx").on(t.orderId),
    check("order_items_quantity_check", sql`${t.quantity} > 0`),
  ],
);

/** Every PayPal webhook event the shop has taken in, by PayPal's event id: each runs once. */
export const paypalWebhookEvents = pgTable("paypal_webhook_events", {
  eventId: text().primaryKey(),
  eventType: text().notNull(),
  resourceId: text(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  processedAt: timestamp({ withTimezone: true }),
});

// ---------------------------------------------------------------------------------------------
// The PayPal simulator's own state (PAYPAL_MODE=simulator): kept in the shop's database so it
// survives restarts and is shared by every instance, like PayPal's would be.
// ---------------------------------------------------------------------------------------------

/** Simulated PayPal resources (orders, captures, tokens…), one JSON document each. */
export const paypalSimulatorRecords = pgTable(
  "paypal_simulator_records",
  {
    kind: text().notNull(),
    id: text().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.id] })],
);

/**
 * PayPal-Request-Id replays: the first answer to an operation's request id, kept 6 hours
 * (refunds 45 days).
 */
export const paypalSimulatorRequests = pgTable(
  "paypal_simulator_requests",
  {
    operation: text().notNull(),
    requestId: text().notNull(),
    status: integer().notNull(),
    body: jsonb().$type<unknown>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.operation, t.requestId] })],
);
