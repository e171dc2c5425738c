import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.ts";

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
    /** The shop's time zone set in the studio; null: SHOP_TIMEZONE (or America/New_York). */
    timeZone: text(),
    /** ISO 3166-1 codes physical orders are not sent to; every other country is served. */
    unservedCountries: text().array().notNull().default([]),
    /** ISO 3166-1 codes the international Mail Club is not sent to. */
    clubUnservedCountries: text().array().notNull().default([]),
    /**
     * The tax classes taxed in the US states where the shop is registered (decision 042):
     * 'physical', 'digital', 'club'. Gift cards are never taxed; postage as each state says.
     */
    usTaxedClasses: text().array().notNull().default(sql`'{physical,club}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("shop_settings_single_row", sql`${t.id} = 1`)],
);
