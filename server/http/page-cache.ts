import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { Database } from "#server/db/client.ts";
import { CACHEABLE_PAGE_HEADER } from "#server/http/cacheable-page.ts";
import type { HttpEnv } from "#server/http/types.ts";
import { carriesVisitorCookie } from "#server/http/visitor-cookies.ts";
import { readStorefrontVersion } from "#server/shop/storefront-cache.ts";

interface CachedPage {
  version: number;
  storedAt: number;
  body: string;
  bytes: number;
  contentType: string;
  /** The nonce the page was rendered with; each visitor gets the page with a fresh one. */
  nonce: string;
}

export interface PageCacheOptions {
  db: Database;
  maxBytes?: number;
  /**
   * The longest a page is kept whatever the version: what it shows from the clock (a post
   * scheduled for later going live, the time left to the Mail Club's cutoff) is never older.
   */
  maxAgeMs?: number;
  now?: () => number;
}

/**
 * Pages for visitors without a cart or session, kept in memory per URL and served while the
 * storefront version they were rendered under is still the current one. Any write to the
 * catalogue or the shop settings raises that version (database triggers), on every instance;
 * each process learns it by notification, without a query per request, while its watch is
 * live (`server/shop/storefront-version-watch.ts`).
 */
export function pageCache({
  db,
  maxBytes = 64 * 1024 * 1024,
  maxAgeMs = 30_000,
  now = Date.now,
}: PageCacheOptions) {
  const pages = new Map<string, CachedPage>();
  let bytes = 0;

  const forget = (key: string) => {
    const page = pages.get(key);
    if (!page) return;
    bytes -= page.bytes;
    pages.delete(key);
  };

  const keep = (key: string, page: CachedPage) => {
    forget(key);
    pages.set(key, page);
    bytes += page.bytes;
    // A Map iterates in insertion order and hits re-insert, so the first key is the stalest.
    for (const oldest of pages.keys()) {
      if (bytes <= maxBytes) break;
      forget(oldest);
    }
  };

  return createMiddleware<HttpEnv>(async (c, next) => {
    if (c.req.method !== "GET" || carriesVisitorCookie(c.req.header("cookie"))) {
      await next();
      c.res.headers.delete(CACHEABLE_PAGE_HEADER);
      return;
    }
    const key = c.req.url;
    const version = await readStorefrontVersion(db);
    const cached = pages.get(key);
    if (cached && cached.version === version && now() - cached.storedAt < maxAgeMs) {
      pages.delete(key);
      pages.set(key, cached);
      return serve(c, cached, "hit");
    }

    await next();
    const response = c.res;
    const cacheable = response.headers.has(CACHEABLE_PAGE_HEADER);
    response.headers.delete(CACHEABLE_PAGE_HEADER);
    if (!cacheable || response.status !== 200 || response.headers.has("set-cookie")) return;
    const body = await response.text();
    const page: CachedPage = {
      version,
      storedAt: now(),
      body,
      bytes: Buffer.byteLength(body),
      contentType: response.headers.get("content-type") ?? "text/html; charset=utf-8",
      nonce: c.get("nonce"),
    };
    keep(key, page);
    // Cleared first: Hono would otherwise copy the read response's headers onto the new one.
    c.res = undefined;
    c.res = serve(c, page, "miss");
  });
}

function serve(c: Context<HttpEnv>, page: CachedPage, outcome: "hit" | "miss") {
  const nonce = c.get("nonce");
  const body = nonce === page.nonce ? page.body : page.body.replaceAll(page.nonce, nonce);
  return c.body(body, 200, { "content-type": page.contentType, "x-page-cache": outcome });
}
