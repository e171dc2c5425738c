import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.ts";

// ---------------------------------------------------------------------------------------------
// Postage (issue 21): zones of countries, methods, and a method's prices per zone by weight
// ---------------------------------------------------------------------------------------------

/**
 * Countries priced alike ("USA", "Europe"). A country belongs to the first zone (by position)
 * that lists it; one zone, the rest of the world, takes every country no zone lists.
 */
export const shippingZones = pgTable(
  "shipping_zones",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    name: text().notNull(),
    /** ISO 3166-1 codes; empty for the rest of the world. */
    countries: text().array().notNull().default([]),
    restOfWorld: boolean().notNull().default(false),
    /** An order whose goods come to this much or more ships free here; null: never free. */
    freeOverCents: integer(),
    position: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("shipping_zones_rest_of_world_key").on(t.restOfWorld).where(sql`${t.restOfWorld}`),
    check(
      "shipping_zones_free_over_check",
      sql`${t.freeOverCents} IS NULL OR ${t.freeOverCents} >= 0`,
    ),
  ],
);

/** "Letter mail, untracked", "Tracked parcel": how a parcel goes, priced per zone. */
export const shippingMethods = pgTable("shipping_methods", {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  name: text().notNull(),
  /** What the buyer reads under the name at checkout ("3–7 days, no tracking"). */
  description: text().notNull().default(""),
  /** Offered only when every item in the cart fits in a letter. */
  lettersOnly: boolean().notNull().default(false),
  isActive: boolean().notNull().default(true),
  position: integer().notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A method's price in a zone for parcels up to a weight; a heavier parcel takes the next band. */
export const shippingRates = pgTable(
  "shipping_rates",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    methodId: integer()
      .notNull()
      .references(() => shippingMethods.id, { onDelete: "cascade" }),
    zoneId: integer()
      .notNull()
      .references(() => shippingZones.id, { onDelete: "cascade" }),
    upToGrams: integer().notNull(),
    priceCents: integer().notNull(),
  },
  (t) => [
    uniqueIndex("shipping_rates_band_key").on(t.methodId, t.zoneId, t.upToGrams),
    index("shipping_rates_zone_idx").on(t.zoneId),
    check("shipping_rates_weight_check", sql`${t.upToGrams} > 0`),
    check("shipping_rates_price_check", sql`${t.priceCents} >= 0`),
  ],
);
