import { count, desc, sql } from "drizzle-orm";
import {
  type BlogPostSummary,
  isPublished,
  summaryColumns,
  toSummary,
} from "#server/content/blog/blog-post-shape.ts";
import type { Database } from "#server/db/client.ts";
import { blogPosts } from "#server/db/schema.ts";

export interface BlogPage {
  posts: BlogPostSummary[];
  page: number;
  pageSize: number;
  total: number;
  pageCount: number;
}

/** Enough Markdown to make a 150-character excerpt from when a post has none. */
const CONTENT_START = 800;

/**
 * One page of the published posts (status published, publication time come), newest first.
 * One query: the total rides along as a window count.
 */
export async function listPublishedPosts(
  db: Database,
  options: { page?: number; pageSize: number; now?: Date },
): Promise<BlogPage> {
  const page = Math.max(1, Math.floor(options.page ?? 1));
  const { pageSize } = options;
  const published = isPublished(options.now ?? new Date());
  const rows = await db
    .select({
      ...summaryColumns,
      contentStart: sql<string>`case when btrim(${blogPosts.excerpt}) = '' then left(${blogPosts.content}, ${CONTENT_START}) else '' end`,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(blogPosts)
    .where(published)
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 1) {
    const [row] = await db.select({ total: count() }).from(blogPosts).where(published);
    total = row?.total ?? 0;
  }
  return {
    posts: rows.map((row) => toSummary(row, row.contentStart)),
    page,
    pageSize,
    total,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
  };
}
