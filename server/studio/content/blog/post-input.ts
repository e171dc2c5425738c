/**
 * What the studio's post form sends, and the words it refuses it with. Shared by creating and
 * editing a post, so both check the same rules.
 */
import { z } from "zod";
import { MAX_SLUG_LENGTH, SLUG_PATTERN } from "#server/catalogue/slugify.ts";
import {
  lineText,
  optionalLongText,
  requiredLine,
} from "#server/catalogue/studio/schema-fields.ts";
import { EXCERPT_LENGTH } from "#server/content/blog/blog-post-shape.ts";
import { MAX_ALT_LENGTH } from "#server/studio/content/images/alt-text.ts";

/** Long enough for any blog post; short enough for the page form's 64 KB. */
export const MAX_POST_CONTENT = 40_000;

export const postMessages = {
  titleRequired: "Please give the post a title",
  slugInvalid: "Use lower-case letters, digits and single hyphens, like my-first-post",
  slugTaken: (title?: string) =>
    `This address is already used by ${title ? `“${title}”` : "another post"}. Choose another one.`,
  notFound: "This post no longer exists.",
  publishDateInvalid: "Enter a date and time, like 2026-03-05 09:30",
  invalidForm: "Please fix the fields marked below",
} as const;

export const postInputSchema = z.object({
  title: requiredLine(200, postMessages.titleRequired),
  /** Blank: made from the title. */
  slug: lineText(MAX_SLUG_LENGTH).pipe(
    z.string().refine((slug) => slug === "" || SLUG_PATTERN.test(slug), {
      error: postMessages.slugInvalid,
    }),
  ),
  /** Blank: the blog makes one from the content's start (spec §9). */
  excerpt: lineText(EXCERPT_LENGTH),
  author: lineText(100).transform((author) => author || null),
  content: optionalLongText(MAX_POST_CONTENT).transform((content) => content ?? ""),
  /** The cover picture's text alternative; blank: the title. */
  coverAlt: lineText(MAX_ALT_LENGTH),
});

export type PostInput = z.output<typeof postInputSchema>;
