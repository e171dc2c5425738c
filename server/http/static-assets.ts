import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import type { HttpEnv } from "#server/http/types.ts";

const oneYearImmutable = "public, max-age=31536000, immutable";
const oneHour = "public, max-age=3600";

/** Serves files under `root`, with `cacheControl` on what it finds; passes on what it doesn't. */
function staticFiles(root: string, cacheControl: string) {
  const serve = serveStatic<HttpEnv>({ root });
  return createMiddleware<HttpEnv>(async (c, next) => {
    const response = await serve(c, next);
    // When the file is missing, serveStatic returns what next() returned: not a Response.
    if (!(response instanceof Response)) return;
    response.headers.set("Cache-Control", cacheControl);
    return response;
  });
}

/**
 * Files the browser loads by URL: Vite's hashed bundles under /assets (cached for a year),
 * uploaded images from DATA_DIR/uploads (their names carry a content hash, so cached for a
 * year too) and the other public files (cached for an hour).
 */
export function createStaticAssets(options: { clientDir: string; dataDir: string }) {
  const assets = new Hono<HttpEnv>();
  assets.use("/assets/*", staticFiles(options.clientDir, oneYearImmutable));
  assets.use("/uploads/*", staticFiles(options.dataDir, oneYearImmutable));
  assets.use("*", staticFiles(options.clientDir, oneHour));
  return assets;
}
