/**
 * The real HTTP app (server/http/app.ts) on a test database, for `app.request(...)` tests of
 * what Hono serves itself: /healthz, /readyz, /api/*, static files, and the middlewares every
 * response passes. Page routes are React Router's and are tested end to end against the built
 * server (tests/e2e), so no server build is given here: a page request reaches the app's error
 * handler, which is itself a response kind worth checking.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { getRequestListener } from "@hono/node-server";
import { type Config, parseConfig } from "#server/config.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { createHttpApp } from "#server/http/app.ts";
import { createLogger } from "#server/logger.ts";
import { fileStorageFor } from "#server/storage/storage-for-config.ts";

export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

/** A logger whose JSON lines are kept in `lines`, to check what a request logged. */
export function createCapturingLogger(level = "info") {
  const lines: LogLine[] = [];
  const destination = new Writable({
    write(chunk, _encoding, callback) {
      for (const line of String(chunk).split("\n")) if (line) lines.push(JSON.parse(line));
      callback();
    },
  });
  return { logger: createLogger(level, destination), lines };
}

export function createTestHttpApp(options: {
  database: DatabaseHandle;
  dataDir: string;
  env?: Record<string, string>;
}) {
  const config: Config = parseConfig({ DATA_DIR: options.dataDir, ...options.env });
  const { logger, lines } = createCapturingLogger();
  const app = createHttpApp({
    config,
    database: options.database,
    logger,
    storage: fileStorageFor(config),
    build: () => {
      throw new Error("page routes are tested end to end against the built server");
    },
  });
  return { app, config, logLines: lines };
}

/**
 * Serves `app` on a loopback port through @hono/node-server, exactly as server/start.ts
 * does, for what `app.request()` cannot show: the node adapter's own Response handling.
 */
export async function listen(app: { fetch: (request: Request) => Response | Promise<Response> }) {
  const server = createServer(getRequestListener(app.fetch));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
