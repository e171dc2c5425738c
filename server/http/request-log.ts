import { randomUUID } from "node:crypto";
import { createMiddleware } from "hono/factory";
import type { HttpEnv } from "#server/http/types.ts";
import type { Logger } from "#server/logger.ts";

const acceptableRequestId = /^[\w-]{8,64}$/;

/**
 * Gives each request an id (kept from a proxy's X-Request-Id when sane), a child logger
 * carrying it, and one log line when the response is done. The query string is left out
 * of the line: it can hold tokens such as a password-reset link's.
 */
export function requestLog(logger: Logger) {
  return createMiddleware<HttpEnv>(async (c, next) => {
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && acceptableRequestId.test(incoming) ? incoming : randomUUID();
    const requestLogger = logger.child({ requestId });
    c.set("requestId", requestId);
    c.set("logger", requestLogger);
    const started = performance.now();
    await next();
    c.header("X-Request-Id", requestId);
    const path = c.req.path;
    if (path === "/healthz" || path === "/readyz") return;
    requestLogger.info(
      {
        method: c.req.method,
        path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      "request",
    );
  });
}
