import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  unique,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.ts";

// ---------------------------------------------------------------------------------------------
// Sales tax and VAT (decision 042): where the shop is registered, and the US rates by ZIP.
// ---------------------------------------------------------------------------------------------

/**
 * A registration to collect tax: a US state (its two-letter code in `region`), or a VAT scheme
 * — the EU's one-stop shop (union scheme) or non-Union scheme (`region` 'EU'), the UK ('GB'),
 * Norway's VOEC ('NO') or Switzerland ('CH').
 */
export const taxRegistrationKind = pgEnum("tax_registration_kind", [
  "us_state",
  "eu_oss",
  "eu_non_union",
  "uk",
  "norway",
  "switzerland",
]);
export type TaxRegistrationKind = (typeof taxRegistrationKind.enumValues)[number];

export const taxRegistrations = pgTable(
  "tax_registrations",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    kind: taxRegistrationKind().notNull(),
    region: text().notNull(),
    /** The state's permit or the VAT number, as the maker writes it; printed on receipts. */
    number: text().notNull().default(""),
    /** The home state: where the shop is based (one at most). */
    isHome: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique("tax_registrations_region_unique").on(t.region)],
);

/**
 * A state's combined rate for one ZIP code from the date it applies, as loaded from the rates
 * CSV (state, ZIP, region name, combined and state rate). Rates are parts per million
 * (8.875 % is 88,750), so a cent is never lost to a float. Older loads stay for the orders
 * that used them; the newest row whose date has come is the one in force.
 */
export const usTaxRates = pgTable(
  "us_tax_rates",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    state: text().notNull(),
    zip: text().notNull(),
    regionName: text().notNull(),
    ratePpm: integer().notNull(),
    stateRatePpm: integer().notNull(),
    appliesFrom: date({ mode: "string" }).notNull(),
    /** The file it came from, as the maker uploaded it. */
    source: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique("us_tax_rates_zip_from_unique").on(t.state, t.zip, t.appliesFrom),
    index("us_tax_rates_zip_idx").on(t.zip, t.appliesFrom),
    check("us_tax_rates_rate_check", sql`${t.ratePpm} between 0 and 250000`),
  ],
);
