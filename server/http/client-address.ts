import type { Context } from "hono";

/**
 * The address the request came from, for rate limits: the socket's peer as the Node adapter
 * gives it. Requests made in-process (tests calling `app.request`) have none.
 */
export function clientAddress(c: Context) {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
    ?.incoming;
  return incoming?.socket?.remoteAddress ?? "unknown";
}
