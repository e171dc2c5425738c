import { desc } from "drizzle-orm";
import { isPublished } from "#server/content/blog/blog-post-shape.ts";
import type { Database } from "#server/db/client.ts";
import { blogPosts } from "#server/db/schema.ts";

/** A bound on the posts listed (sitemaps hold at most 50,000 addresses). */
export const MAX_POST_LINKS = 5000;

/** Every published post's slug and last change, newest first: for the sitemap. */
export async function listPostLinks(
  db: Database,
  now = new Date(),
): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(isPublished(now))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(MAX_POST_LINKS);
}
