import type { Database } from "#server/db/client.ts";
import { blogPosts } from "#server/db/schema.ts";
import { recordStudioChange } from "#server/lib/audit-log.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { parseInput } from "#server/validation/parse-input.ts";
import { postInputSchema, postMessages } from "./post-input.ts";
import { choosePostSlug, slugRaceOr } from "./post-slug.ts";

/**
 * Writes a new post as a draft (the storefront shows it once published). Throws AppError:
 * bad_request with a message per field, conflict when the typed slug is another post's.
 */
export async function createBlogPost(db: Database, account: StudioAccount, input: unknown) {
  const post = parseInput(postInputSchema, input, { message: postMessages.invalidForm });
  try {
    return await db.transaction(async (tx) => {
      const slug = await choosePostSlug(tx, post, null);
      const [row] = await tx
        .insert(blogPosts)
        .values({ ...post, slug, status: "draft" })
        .returning({ id: blogPosts.id, slug: blogPosts.slug });
      if (!row) throw new Error("the new post was not returned");
      await recordStudioChange(tx, account, {
        action: "blog-post.create",
        subject: `blog-post:${row.id}`,
        details: { title: post.title, slug },
      });
      return row;
    });
  } catch (error) {
    throw await slugRaceOr(db, error, post, null);
  }
}
