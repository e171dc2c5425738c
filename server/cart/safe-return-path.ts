/**
 * Where to send the browser back after a form post: the given path when it stays on this
 * site (a path starting with one '/', no scheme, no '//host', no backslashes), else `fallback`.
 */
export function safeReturnPath(value: string | undefined | null, fallback = "/cart") {
  if (!value?.startsWith("/") || value.startsWith("//") || value.includes("\\")) {
    return fallback;
  }
  try {
    const base = "http://washi.invalid";
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    const path = `${url.pathname}${url.search}${url.hash}`;
    // Dot segments can normalise into '//host' ('/..//evil.example'): checked again after.
    return path.startsWith("//") || path.includes("\\") ? fallback : path;
  } catch {
    return fallback;
  }
}
