import type { BlogPostStatus } from "#server/db/schema.ts";

/** What the maker sees of a post: a draft, on the blog, or published for a date still to come. */
export type PostState = "draft" | "published" | "scheduled";

export function postState(
  post: { status: BlogPostStatus; publishedAt: Date | null },
  now = new Date(),
): PostState {
  if (post.status === "draft" || !post.publishedAt) return "draft";
  return post.publishedAt > now ? "scheduled" : "published";
}
