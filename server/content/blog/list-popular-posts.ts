import { desc } from "drizzle-orm";
import { isPublished } from "#server/content/blog/blog-post-shape.ts";
import type { Database } from "#server/db/client.ts";
import { blogPosts } from "#server/db/schema.ts";

export const POPULAR_POSTS = 3;

/** The sidebar's 'Popular Posts': the first 3 published posts, newest first (spec §2, §9). */
export async function listPopularPosts(
  db: Database,
  options: { limit?: number; now?: Date } = {},
): Promise<{ slug: string; title: string }[]> {
  return db
    .select({ slug: blogPosts.slug, title: blogPosts.title })
    .from(blogPosts)
    .where(isPublished(options.now ?? new Date()))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(options.limit ?? POPULAR_POSTS);
}
