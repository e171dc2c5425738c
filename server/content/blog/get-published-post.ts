import { and, eq } from "drizzle-orm";
import {
  type BlogPost,
  isPublished,
  summaryColumns,
  toSummary,
} from "#server/content/blog/blog-post-shape.ts";
import type { Database } from "#server/db/client.ts";
import { blogPosts } from "#server/db/schema.ts";

/** A published post by its slug; null for an unknown slug, a draft or a post not yet due. */
export async function getPublishedPost(
  db: Database,
  slug: string,
  now = new Date(),
): Promise<BlogPost | null> {
  const [row] = await db
    .select({ ...summaryColumns, content: blogPosts.content })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), isPublished(now)))
    .limit(1);
  if (!row) return null;
  return { ...toSummary(row, row.content), content: row.content };
}
