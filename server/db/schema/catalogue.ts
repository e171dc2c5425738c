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
import { createdAt, tsvector, updatedAt } from "./columns.ts";

/** What a personalised product asks the buyer (set in the studio; decisions.md 18). */
export interface PersonalisationFields {
  /** The buyer's own words, e.g. a banner's message, up to `maxLength` characters. */
  text: { label: string; maxLength: number } | null;
  /** One of the maker's options, e.g. a colour. */
  choice: { label: string; options: string[] } | null;
}

/** What the buyer gave, in the order the product asks, each with the label it was asked by. */
export type Personalisation = { label: string; value: string }[];

// ---------------------------------------------------------------------------------------------
// Catalogue
// ---------------------------------------------------------------------------------------------

/** A gift card is sold on its own page (its amount and recipient), never through the cart. */
export const productKind = pgEnum("product_kind", [
  "physical",
  "digital",
  "subscription",
  "gift_card",
]);
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
    /** A digital product: how many times each purchase may download each file. */
    downloadLimit: integer().notNull().default(5),
    /** Null: not personalised. Else what the buyer is asked before adding to the cart. */
    personalisation: jsonb().$type<PersonalisationFields>(),
    /** Packed weight in grams, for postage; a digital product weighs nothing. */
    weightGrams: integer().notNull().default(0),
    /** Flat enough for a letter: a cart of only such items may go by letter mail. */
    fitsInLetter: boolean().notNull().default(false),
    /**
     * Flat enough to ride in a Mail Club envelope: a member's cart of only such items may come
     * with their next issue instead of being posted (decision 030).
     */
    fitsInEnvelope: boolean().notNull().default(false),
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
    // The GIN indexes take each write at once (fastupdate off): with a pending list, rows added
    // since the last vacuum are searched one by one, and PGlite never vacuums by itself.
    index("products_search_vector_idx").using("gin", t.searchVector).with({ fastupdate: false }),
    index("products_title_trgm_idx")
      .using("gin", sql`lower(${t.title}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    // The substring half of a search (server/catalogue/correct-search-term.ts exactMatch).
    index("products_search_text_trgm_idx")
      .using(
        "gin",
        sql`lower(${t.title} || chr(1) || ${t.sku} || chr(1) || coalesce(${t.metaDescription}, '') || chr(1) || ${t.description}) gin_trgm_ops`,
      )
      .with({ fastupdate: false }),
    check("products_download_limit_check", sql`${t.downloadLimit} between 1 and 100`),
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

/**
 * Every price a product has had, from when (written by a trigger on products, decision 041):
 * a reduction is shown beside the lowest price of the 30 days before it, as the EU's price
 * indication rules ask.
 */
export const productPriceHistory = pgTable(
  "product_price_history",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    priceCents: integer().notNull(),
    fromAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("product_price_history_product_idx").on(t.productId, t.fromAt)],
);
