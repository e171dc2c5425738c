import { randomBytes } from "node:crypto";
import { createMiddleware } from "hono/factory";
import type { HttpEnv } from "#server/http/types.ts";

interface SecurityOptions {
  isHttps: boolean;
  /** Development loosens script and connection rules for Vite's hot reload. */
  isDevelopment: boolean;
}

export function contentSecurityPolicy(nonce: string, options: SecurityOptions) {
  const directives = [
    "default-src 'self'",
    options.isDevelopment
      ? `script-src 'self' 'nonce-${nonce}' 'unsafe-inline'`
      : `script-src 'self' 'nonce-${nonce}'`,
    // Style attributes are allowed (positioning by the dialog and select primitives);
    // style elements are not, except in development where Vite injects them.
    options.isDevelopment ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self'",
    "font-src 'self'",
    options.isDevelopment ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (options.isHttps) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** The security baseline on every response, with a fresh CSP nonce per request. */
export function securityHeaders(options: SecurityOptions) {
  return createMiddleware<HttpEnv>(async (c, next) => {
    const nonce = randomBytes(16).toString("base64");
    c.set("nonce", nonce);
    await next();
    const headers = c.res.headers;
    headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, options));
    headers.set("X-Content-Type-Options", "nosniff");
    // A page whose address grants something (a download, a gift's claim) sets a stricter one.
    if (!headers.has("Referrer-Policy")) {
      headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    }
    headers.set("X-Frame-Options", "DENY");
    headers.set("Cross-Origin-Opener-Policy", "same-origin");
    headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    if (options.isHttps) {
      headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
  });
}
