import { createMiddleware } from "hono/factory";
import type { HttpEnv } from "#server/http/types.ts";
import { carriesVisitorCookie } from "#server/http/visitor-cookies.ts";

/** The studio's pages, their navigation data (/studio.data) and its API, in any letter case. */
const studioPath = /^\/(api\/)?studio(?=$|[/.])/i;

/**
 * For the studio's answers, pages included: they show customers' names, addresses and
 * e-mails, so no browser cache or proxy may keep them (`private`, `no-store`), whatever case
 * or suffix the path is asked with (React Router matches paths in any case).
 */
export const studioNoStore = createMiddleware<HttpEnv>(async (c, next) => {
  await next();
  if (studioPath.test(c.req.path)) c.res.headers.set("Cache-Control", "private, no-store");
});

/**
 * For storefront pages: what they show depends on the visitor's cookies (`Vary: Cookie`), and
 * one made for a visitor carrying the shop's cookies (signed in, a cart) is theirs alone
 * (`private`), unless its route said more already.
 */
export const personalPages = createMiddleware<HttpEnv>(async (c, next) => {
  await next();
  c.res.headers.append("Vary", "Cookie");
  if (carriesVisitorCookie(c.req.header("cookie")) && !c.res.headers.has("Cache-Control")) {
    c.res.headers.set("Cache-Control", "private, no-cache");
  }
});
