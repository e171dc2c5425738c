/** The longest slug the studio makes or accepts: addresses stay readable. */
export const MAX_SLUG_LENGTH = 100;

/** Lower-case letters and digits in words joined by single hyphens: `sleepy-cats-sticker`. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A slug from a name: 'Café Crème “Cats”' → 'cafe-creme-cats'. Accents are dropped, every
 * other run of non-letters becomes one hyphen, and the result is cut at a word boundary.
 * Empty when the name has no letter or digit (the caller then falls back to something else).
 */
export function slugify(name: string, max = MAX_SLUG_LENGTH): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max);
  const lastHyphen = cut.lastIndexOf("-");
  return (lastHyphen > max / 2 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, "");
}

/** `base`, `base-2`, `base-3` … (`count` of them), each cut so the whole stays within `max`. */
export function numberedCandidates(base: string, max: number, count = 25) {
  return Array.from({ length: count }, (_, index) => {
    const suffix = index === 0 ? "" : `-${index + 1}`;
    return `${base.slice(0, max - suffix.length).replace(/-+$/, "")}${suffix}`;
  });
}
