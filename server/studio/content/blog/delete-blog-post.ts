import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { blogPosts } from "#server/db/schema.ts";
import { recordStudioChange } from "#server/lib/audit-log.ts";
import { AppError } from "#server/lib/errors.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { postMessages } from "./post-input.ts";

/**
 * Deletes a post for good. Its cover files stay in the uploads: their names carry their
 * content's hash, so another post may show the same picture.
 */
export async function deleteBlogPost(db: Database, account: StudioAccount, id: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(blogPosts)
      .where(eq(blogPosts.id, id))
      .returning({ title: blogPosts.title, slug: blogPosts.slug });
    if (!row) throw new AppError("not_found", postMessages.notFound);
    await recordStudioChange(tx, account, {
      action: "blog-post.delete",
      subject: `blog-post:${id}`,
      details: { title: row.title, slug: row.slug },
    });
    return row;
  });
}
