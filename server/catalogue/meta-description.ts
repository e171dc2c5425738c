import { markdownToPlainText } from "#server/markdown/parse-markdown.ts";

/** The meta description's length when the product has none of its own (spec §9). */
export const META_DESCRIPTION_LENGTH = 160;

/**
 * The first 160 characters of the description as plain text, cut at a whole word; an
 * ellipsis (counted in the 160) marks the cut.
 */
export function defaultMetaDescription(description: string) {
  const text = markdownToPlainText(description);
  if (text.length <= META_DESCRIPTION_LENGTH) return text;
  const room = text.slice(0, META_DESCRIPTION_LENGTH - 1);
  const lastSpace = room.lastIndexOf(" ");
  const cut = lastSpace > 0 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,;:.!?–—-]+$/, "")}…`;
}
