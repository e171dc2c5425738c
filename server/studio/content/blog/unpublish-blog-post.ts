import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { blogPosts } from "#server/db/schema.ts";
import { recordStudioChange } from "#server/lib/audit-log.ts";
import { AppError } from "#server/lib/errors.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { postMessages } from "./post-input.ts";

/** Takes a post off the blog: it is a draft again, kept with its words and cover. */
export async function unpublishBlogPost(db: Database, account: StudioAccount, id: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(blogPosts)
      .set({ status: "draft" })
      .where(eq(blogPosts.id, id))
      .returning({ id: blogPosts.id, slug: blogPosts.slug });
    if (!row) throw new AppError("not_found", postMessages.notFound);
    await recordStudioChange(tx, account, {
      action: "blog-post.unpublish",
      subject: `blog-post:${id}`,
      details: { slug: row.slug },
    });
    return row;
  });
}
