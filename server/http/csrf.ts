import { createMiddleware } from "hono/factory";
import type { HttpEnv } from "#server/http/types.ts";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests that a browser sent from another site. Browsers mark
 * every request with Sec-Fetch-Site and, on POST, Origin; clients that send neither
 * (server-to-server calls such as webhooks, curl) are not browsers and carry no cookies
 * of a victim, so they pass to the route's own authentication.
 */
export function isCrossSiteRequest(request: Request, trustedOrigins: readonly string[]) {
  if (safeMethods.has(request.method)) return false;
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  const origin = request.headers.get("origin");
  if (!origin) return false;
  return origin !== new URL(request.url).origin && !trustedOrigins.includes(origin);
}

export function csrfGuard(publicUrl: string) {
  const trustedOrigins = [publicUrl];
  return createMiddleware<HttpEnv>(async (c, next) => {
    if (!isCrossSiteRequest(c.req.raw, trustedOrigins)) return next();
    c.get("logger").warn({ path: c.req.path, origin: c.req.header("origin") }, "csrf refused");
    const message = "Cross-site request refused.";
    if (c.req.path.startsWith("/api/")) {
      return c.json({ error: { code: "forbidden", message } }, 403);
    }
    return c.text(message, 403);
  });
}
