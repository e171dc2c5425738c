import { index, integer, jsonb, pgEnum, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { ImageVariants } from "./catalogue.ts";
import { createdAt, updatedAt } from "./columns.ts";

// ---------------------------------------------------------------------------------------------
// The shop's own words and pictures (decisions.md 6): page texts, the blog and the gallery,
// stored so the studio can edit them; and what visitors send: contact messages and
// newsletter sign-ups.
// ---------------------------------------------------------------------------------------------

/**
 * A page's stored text, by key: home-hero, home-intro, shipping, returns, faq, privacy.
 * The body is Markdown, rendered without raw HTML.
 */
export const pageTexts = pgTable("page_texts", {
  key: text().primaryKey(),
  title: text().notNull(),
  /** One line under the title (the hero's tagline, a page's lead). */
  lead: text().notNull().default(""),
  body: text().notNull().default(""),
  updatedAt: updatedAt(),
});

export const blogPostStatus = pgEnum("blog_post_status", ["draft", "published"]);
export type BlogPostStatus = (typeof blogPostStatus.enumValues)[number];

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    slug: text().notNull().unique(),
    title: text().notNull(),
    /** Up to 150 characters (spec §9); made from the content when left empty. */
    excerpt: text().notNull().default(""),
    /** Markdown, rendered without raw HTML. */
    content: text().notNull().default(""),
    author: text(),
    status: blogPostStatus().notNull().default("draft"),
    publishedAt: timestamp({ withTimezone: true }),
    coverAlt: text().notNull().default(""),
    coverWidth: integer(),
    coverHeight: integer(),
    coverVariants: jsonb().$type<ImageVariants>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("blog_posts_status_published_idx").on(t.status, t.publishedAt)],
);

/** The home page's gallery (at most 4 shown, spec §9), in `position` order. */
export const galleryImages = pgTable("gallery_images", {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  position: integer().notNull().default(0),
  alt: text().notNull().default(""),
  width: integer().notNull(),
  height: integer().notNull(),
  variants: jsonb().$type<ImageVariants>().notNull(),
  createdAt: createdAt(),
});

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    fullName: text().notNull(),
    email: text().notNull(),
    message: text().notNull(),
    /** When the maker marked it read in the studio. */
    readAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt)],
);

export const newsletterSubscribers = pgTable("newsletter_subscribers", {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  /** Trimmed and lower-cased. */
  email: text().notNull().unique(),
  /** When the visitor asked to be sent the newsletter: their consent. */
  consentedAt: timestamp({ withTimezone: true }).notNull(),
  /** SHA-256 of the secret in every newsletter's unsubscribe link. */
  unsubscribeTokenHash: text().notNull().unique(),
  unsubscribedAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
