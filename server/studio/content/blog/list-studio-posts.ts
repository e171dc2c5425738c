import { count, desc } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { type BlogPostStatus, blogPosts, type ImageVariants } from "#server/db/schema.ts";

export interface StudioPostRow {
  id: number;
  title: string;
  slug: string;
  author: string | null;
  status: BlogPostStatus;
  publishedAt: Date | null;
  updatedAt: Date;
  coverAlt: string;
  coverVariants: ImageVariants | null;
}

/** Every post, drafts too, newest first, a page at a time (the studio's list). */
export async function listStudioPosts(
  db: Database,
  options: { page?: number; pageSize?: number } = {},
) {
  const pageSize = options.pageSize ?? 50;
  const page = Math.max(1, Math.floor(options.page ?? 1));
  const [posts, [total]] = await Promise.all([
    db
      .select({
        id: blogPosts.id,
        title: blogPosts.title,
        slug: blogPosts.slug,
        author: blogPosts.author,
        status: blogPosts.status,
        publishedAt: blogPosts.publishedAt,
        updatedAt: blogPosts.updatedAt,
        coverAlt: blogPosts.coverAlt,
        coverVariants: blogPosts.coverVariants,
      })
      .from(blogPosts)
      .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(blogPosts),
  ]);
  const totalPosts = total?.total ?? 0;
  return {
    posts: posts satisfies StudioPostRow[],
    page,
    pageCount: Math.max(1, Math.ceil(totalPosts / pageSize)),
    total: totalPosts,
  };
}
