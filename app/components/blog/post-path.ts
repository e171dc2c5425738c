/** A post's address on the shop. */
export function postHref(slug: string) {
  return `/blog/${encodeURIComponent(slug)}`;
}
