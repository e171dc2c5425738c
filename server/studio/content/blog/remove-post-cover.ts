import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { blogPosts } from "#server/db/schema.ts";
import { recordStudioChange } from "#server/lib/audit-log.ts";
import { AppError } from "#server/lib/errors.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { postMessages } from "./post-input.ts";

/** Takes a post's cover picture off (the blog then shows it without one). */
export async function removePostCover(db: Database, account: StudioAccount, id: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(blogPosts)
      .set({ coverVariants: null, coverWidth: null, coverHeight: null })
      .where(eq(blogPosts.id, id))
      .returning({ id: blogPosts.id });
    if (!row) throw new AppError("not_found", postMessages.notFound);
    await recordStudioChange(tx, account, {
      action: "blog-post.cover-remove",
      subject: `blog-post:${id}`,
    });
    return row;
  });
}
