import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { blogPosts } from "#server/db/schema.ts";
import { recordStudioChange } from "#server/lib/audit-log.ts";
import { AppError } from "#server/lib/errors.ts";
import { parseLocalDateTime } from "#server/lib/local-date-time.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { postMessages } from "./post-input.ts";

/**
 * The publication date the maker typed (a `datetime-local` value on the shop's clocks), or
 * `now` when blank. Throws AppError bad_request (details.publishedAt) for one that is not a date.
 */
export function readPublicationDate(typed: string | undefined, timeZone: string, now = new Date()) {
  const value = typed?.trim() ?? "";
  if (!value) return now;
  const date = parseLocalDateTime(value, timeZone);
  if (date) return date;
  throw new AppError("bad_request", postMessages.publishDateInvalid, {
    publishedAt: postMessages.publishDateInvalid,
  });
}

/**
 * Publishes a post from `publishedAt` on. A date still to come schedules it: the blog shows
 * it from then on. Publishing a published post moves its date. Throws AppError not_found.
 */
export async function publishBlogPost(
  db: Database,
  account: StudioAccount,
  options: { id: number; publishedAt: Date },
) {
  const { publishedAt } = options;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(blogPosts)
      .set({ status: "published", publishedAt })
      .where(eq(blogPosts.id, options.id))
      .returning({ id: blogPosts.id, slug: blogPosts.slug, publishedAt: blogPosts.publishedAt });
    if (!row) throw new AppError("not_found", postMessages.notFound);
    await recordStudioChange(tx, account, {
      action: "blog-post.publish",
      subject: `blog-post:${options.id}`,
      details: { slug: row.slug, publishedAt: publishedAt.toISOString() },
    });
    return row;
  });
}
