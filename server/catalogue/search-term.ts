/** The longest search term the catalogue looks at; anything longer is cut here. */
export const MAX_SEARCH_LENGTH = 200;

/**
 * A search term as the queries use it: control characters (NUL would make PostgreSQL refuse
 * the parameter) turned into spaces, whitespace collapsed, trimmed, at most 200 characters
 * (whole code points). Undefined when nothing is left: no search filter.
 */
export function normalizeSearchTerm(term: string | undefined | null): string | undefined {
  if (!term) return undefined;
  const cleaned = withoutControlCharacters(term, " ").replace(/\s+/g, " ").trim();
  if (!cleaned) return undefined;
  return Array.from(cleaned).slice(0, MAX_SEARCH_LENGTH).join("").trim();
}

/** Control characters (U+0000–U+001F, U+007F) replaced by `replacement`. */
export function withoutControlCharacters(text: string, replacement: string) {
  let result = "";
  for (const char of text) {
    const code = char.charCodeAt(0);
    result += code < 0x20 || code === 0x7f ? replacement : char;
  }
  return result;
}

/** Escapes LIKE's wildcards and its escape character, so `50%` matches the text '50%'. */
export function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, "\\$&");
}

/** Slugs from a filter list: trimmed, without control characters, empty ones dropped. */
export function cleanSlugs(values: readonly string[] | undefined): string[] {
  if (!values) return [];
  const cleaned = values
    .map((value) => withoutControlCharacters(value, "").trim())
    .filter((value) => value.length > 0 && value.length <= MAX_SEARCH_LENGTH);
  return [...new Set(cleaned)];
}
