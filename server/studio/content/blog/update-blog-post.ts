import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { blogPosts } from "#server/db/schema.ts";
import { recordStudioChange } from "#server/lib/audit-log.ts";
import { AppError } from "#server/lib/errors.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { parseInput } from "#server/validation/parse-input.ts";
import { postInputSchema, postMessages } from "./post-input.ts";
import { choosePostSlug, slugRaceOr } from "./post-slug.ts";

/**
 * Saves a post's words (its status and cover stay as they are). Throws AppError: bad_request
 * with a message per field, conflict when the typed slug is another post's, not_found.
 */
export async function updateBlogPost(
  db: Database,
  account: StudioAccount,
  id: number,
  input: unknown,
) {
  const post = parseInput(postInputSchema, input, { message: postMessages.invalidForm });
  try {
    return await db.transaction(async (tx) => {
      const slug = await choosePostSlug(tx, post, id);
      const [row] = await tx
        .update(blogPosts)
        .set({ ...post, slug })
        .where(eq(blogPosts.id, id))
        .returning({ id: blogPosts.id, slug: blogPosts.slug });
      if (!row) throw new AppError("not_found", postMessages.notFound);
      await recordStudioChange(tx, account, {
        action: "blog-post.update",
        subject: `blog-post:${id}`,
        details: { title: post.title, slug },
      });
      return row;
    });
  } catch (error) {
    throw await slugRaceOr(db, error, post, id);
  }
}
