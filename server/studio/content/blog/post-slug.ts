import { and, eq, like, ne, or } from "drizzle-orm";
import { MAX_SLUG_LENGTH, slugify } from "#server/catalogue/slugify.ts";
import type { Database } from "#server/db/client.ts";
import { blogPosts } from "#server/db/schema.ts";
import { isUniqueViolation } from "#server/db/unique-violation.ts";
import { AppError } from "#server/lib/errors.ts";
import { postMessages } from "./post-input.ts";

/** Room left at the end of a slug made from a title for a "-2", "-3" … */
const SUFFIX_ROOM = 4;

/**
 * The address a post is saved under. A slug the maker typed is kept when no other post has it
 * (else a conflict naming that post); a blank one is made from the title, with -2, -3 … added
 * until it is free.
 */
export async function choosePostSlug(
  db: Database,
  post: { slug: string; title: string },
  ownId: number | null,
): Promise<string> {
  const others = ownId === null ? undefined : ne(blogPosts.id, ownId);
  if (post.slug) {
    const [taken] = await db
      .select({ title: blogPosts.title })
      .from(blogPosts)
      .where(and(eq(blogPosts.slug, post.slug), others))
      .limit(1);
    if (taken) throw slugTaken(taken.title);
    return post.slug;
  }
  const base = slugify(post.title, MAX_SLUG_LENGTH - SUFFIX_ROOM) || "post";
  const rows = await db
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(and(or(eq(blogPosts.slug, base), like(blogPosts.slug, `${base}-%`)), others));
  const used = new Set(rows.map((row) => row.slug));
  let slug = base;
  for (let n = 2; used.has(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

export function slugTaken(title?: string) {
  return new AppError("conflict", postMessages.invalidForm, {
    slug: postMessages.slugTaken(title),
  });
}

/**
 * What to throw when saving failed: another post took the slug between the check and the
 * write (a unique violation) is a conflict naming it; any other error stays as it is.
 */
export async function slugRaceOr(
  db: Database,
  error: unknown,
  post: { slug: string; title: string },
  ownId: number | null,
) {
  if (!isUniqueViolation(error)) return error;
  try {
    await choosePostSlug(db, post, ownId);
  } catch (conflict) {
    return conflict;
  }
  return slugTaken();
}
