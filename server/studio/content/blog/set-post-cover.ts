import { eq } from "drizzle-orm";
import { writeImageVariants } from "#server/catalogue/image-files.ts";
import { MIN_CONTENT_IMAGE } from "#server/catalogue/studio/images/image-upload-limits.ts";
import { readImageField } from "#server/catalogue/studio/images/read-uploaded-image.ts";
import type { Database } from "#server/db/client.ts";
import { blogPosts } from "#server/db/schema.ts";
import { recordStudioChange } from "#server/lib/audit-log.ts";
import { AppError } from "#server/lib/errors.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import type { PictureStore } from "#server/storage/file-storage.ts";
import { altMessages, optionalAltSchema } from "#server/studio/content/images/alt-text.ts";
import { parseInput } from "#server/validation/parse-input.ts";
import { getStudioPost } from "./get-studio-post.ts";
import { postMessages } from "./post-input.ts";

/**
 * Gives a post a new cover picture: encoded into the four 4:3 sizes in AVIF and WebP like
 * the seeded covers (writeImageVariants, under uploads/blog), with its text alternative when
 * one is given. Throws AppError: bad_request for a file that is not a usable picture, not_found.
 */
export async function setPostCover(
  db: Database,
  account: StudioAccount,
  options: { id: number; file: unknown; alt?: unknown; pictures: PictureStore },
) {
  const { alt } = parseInput(
    optionalAltSchema,
    { alt: options.alt },
    { message: altMessages.invalidForm },
  );
  const post = await getStudioPost(db, options.id);
  if (!post) throw new AppError("not_found", postMessages.notFound);
  const image = await readImageField(options.file, { minimum: MIN_CONTENT_IMAGE });
  const variants = await writeImageVariants(image, {
    pictures: options.pictures,
    folder: "blog",
    baseName: post.slug.slice(0, 60),
  });
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(blogPosts)
      .set({
        coverVariants: variants,
        coverWidth: variants.large.width,
        coverHeight: variants.large.height,
        ...(alt ? { coverAlt: alt } : {}),
      })
      .where(eq(blogPosts.id, options.id))
      .returning({ id: blogPosts.id, coverAlt: blogPosts.coverAlt });
    if (!row) throw new AppError("not_found", postMessages.notFound);
    await recordStudioChange(tx, account, {
      action: "blog-post.cover",
      subject: `blog-post:${options.id}`,
      details: { cover: variants.large.webp },
    });
    return { ...row, variants };
  });
}
