import { Hono } from "hono";
import type { DatabaseHandle } from "#server/db/client.ts";
import type { HttpEnv } from "#server/http/types.ts";

/** /healthz: the process is up. /readyz: the database answers, so requests can be served. */
export function createHealth(database: Pick<DatabaseHandle, "ping">) {
  const health = new Hono<HttpEnv>();
  health.get("/healthz", (c) => c.json({ status: "ok" }));
  health.get("/readyz", async (c) => {
    const ready = await database.ping();
    return c.json({ status: ready ? "ready" : "database unavailable" }, ready ? 200 : 503);
  });
  return health;
}
