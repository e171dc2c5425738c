import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { HttpEnv } from "#server/http/types.ts";

function socketAddress(c: Context) {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
    ?.incoming;
  return incoming?.socket?.remoteAddress ?? "unknown";
}

/**
 * Works out once per request where it came from: the socket's peer, or, behind a trusted
 * reverse proxy, the last address in X-Forwarded-For (the one the proxy itself appended;
 * earlier entries are whatever the client claimed).
 */
export function rememberClientAddress(options: { trustProxy: boolean }) {
  return createMiddleware<HttpEnv>(async (c, next) => {
    const forwarded = options.trustProxy
      ? c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim()
      : undefined;
    c.set("clientAddress", forwarded || socketAddress(c));
    await next();
  });
}

/** The request's address, for rate limits. Requests made in-process (tests) have none. */
export function clientAddress(c: Context<HttpEnv>) {
  return c.get("clientAddress") ?? socketAddress(c);
}
