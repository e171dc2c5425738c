/**
 * The one way the shop reads and writes cookies, from Hono handlers and React Router loaders
 * alike (both hold a web Request): httpOnly, SameSite=Lax, whole-site path, and Secure when
 * the shop is served over https.
 */
export interface CookieOptions {
  isHttps: boolean;
  /** Seconds; omitted for a cookie that ends with the browser session. */
  maxAge?: number;
}

export function serializeCookie(name: string, value: string, options: CookieOptions) {
  const parts = [`${name}=${encodeURIComponent(value)}`, "Path=/", "HttpOnly", "SameSite=Lax"];
  if (options.isHttps) parts.push("Secure");
  if (options.maxAge !== undefined) parts.push(`Max-Age=${Math.floor(options.maxAge)}`);
  return parts.join("; ");
}

export function expireCookie(name: string, options: Pick<CookieOptions, "isHttps">) {
  return serializeCookie(name, "", { ...options, maxAge: 0 });
}

export function readCookie(request: Request, name: string) {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  for (const pair of header.split(";")) {
    const separator = pair.indexOf("=");
    if (separator === -1 || pair.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(separator + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}
