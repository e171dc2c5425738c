/**
 * The database schema, one file per domain under ./schema/. This barrel is what the rest of the
 * shop imports and what drizzle-kit reads (drizzle.config.ts), so every table and type is
 * re-exported here.
 */

export * from "./schema/accounts.ts";
export * from "./schema/balances.ts";
export * from "./schema/carts.ts";
export * from "./schema/catalogue.ts";
export * from "./schema/content.ts";
export * from "./schema/discounts.ts";
export * from "./schema/downloads.ts";
export * from "./schema/mail-club.ts";
export * from "./schema/mail-club-intro-plans.ts";
export * from "./schema/mail-club-prepaid.ts";
export * from "./schema/mail-outbox.ts";
export * from "./schema/orders.ts";
export * from "./schema/paypal.ts";
export * from "./schema/rate-limits.ts";
export * from "./schema/shipping.ts";
export * from "./schema/shop-settings.ts";
export * from "./schema/storefront-version.ts";
export * from "./schema/studio.ts";
export * from "./schema/tax.ts";
