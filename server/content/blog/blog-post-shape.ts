import { and, eq, isNotNull, lte, type SQL } from "drizzle-orm";
import { blogPosts, type ImageVariants } from "#server/db/schema.ts";
import { markdownToPlainText } from "#server/markdown/parse-markdown.ts";

/** Excerpts are at most this long (spec §9). */
export const EXCERPT_LENGTH = 150;

/** A post's cover picture; shaped like a product image so the same picture component shows it. */
export interface BlogCover {
  alt: string;
  width: number;
  height: number;
  variants: ImageVariants;
}

/** What the blog list, the sidebar's neighbours and the feed show of a post. */
export interface BlogPostSummary {
  id: number;
  slug: string;
  title: string;
  /** Plain text of at most 150 characters. */
  excerpt: string;
  author: string | null;
  publishedAt: Date;
  updatedAt: Date;
  cover: BlogCover | null;
}

/** A whole post: its Markdown content too. */
export interface BlogPost extends BlogPostSummary {
  content: string;
}

/** Published and due: status published with a publication time that has come. */
export function isPublished(now: Date): SQL {
  return and(
    eq(blogPosts.status, "published"),
    isNotNull(blogPosts.publishedAt),
    lte(blogPosts.publishedAt, now),
  ) as SQL;
}

/** Text cut to `length` characters at a whole word; an ellipsis (counted) marks the cut. */
export function cutText(text: string, length = EXCERPT_LENGTH) {
  if (text.length <= length) return text;
  const room = text.slice(0, length - 1);
  const lastSpace = room.lastIndexOf(" ");
  const cut = lastSpace > 0 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,;:.!?–—-]+$/, "")}…`;
}

/** The stored excerpt, else the content's first 150 characters as plain text (spec §9). */
export function excerptOf(excerpt: string, content: string) {
  const own = excerpt.replace(/\s+/g, " ").trim();
  return cutText(own || markdownToPlainText(content));
}

interface CoverColumns {
  coverAlt: string;
  coverWidth: number | null;
  coverHeight: number | null;
  coverVariants: ImageVariants | null;
}

export function coverOf(row: CoverColumns, title: string): BlogCover | null {
  if (!row.coverVariants) return null;
  return {
    alt: row.coverAlt || title,
    width: row.coverWidth ?? row.coverVariants.large.width,
    height: row.coverHeight ?? row.coverVariants.large.height,
    variants: row.coverVariants,
  };
}

/** The columns a summary is made of. */
export const summaryColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  author: blogPosts.author,
  publishedAt: blogPosts.publishedAt,
  updatedAt: blogPosts.updatedAt,
  coverAlt: blogPosts.coverAlt,
  coverWidth: blogPosts.coverWidth,
  coverHeight: blogPosts.coverHeight,
  coverVariants: blogPosts.coverVariants,
};

interface SummaryRow extends CoverColumns {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  author: string | null;
  publishedAt: Date | null;
  updatedAt: Date;
}

/** A row of `summaryColumns` (the content's start for an empty excerpt) as a summary. */
export function toSummary(row: SummaryRow, content: string): BlogPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: excerptOf(row.excerpt, content),
    author: row.author?.trim() || null,
    publishedAt: row.publishedAt as Date,
    updatedAt: row.updatedAt,
    cover: coverOf(row, row.title),
  };
}
