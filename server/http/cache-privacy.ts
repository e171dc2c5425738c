import { createMiddleware } from "hono/factory";
import type { HttpEnv } from "#server/http/types.ts";

/**
 * For the studio's answers, pages included: they show customers' names, addresses and
 * e-mails, so no browser cache or proxy may keep them (`private`, `no-store`).
 */
export const noStore = createMiddleware<HttpEnv>(async (c, next) => {
  await next();
  c.res.headers.set("Cache-Control", "private, no-store");
});
