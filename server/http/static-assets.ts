import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import type { HttpEnv } from "#server/http/types.ts";

const immutable = "public, max-age=31536000, immutable";

/**
 * Files the browser loads by URL: Vite's hashed bundles under /assets (cached for a year),
 * the other public files (cached for an hour), and uploaded images from DATA_DIR/uploads,
 * whose names carry a content hash so they are immutable too.
 */
export function createStaticAssets(options: { clientDir: string; dataDir: string }) {
  const assets = new Hono<HttpEnv>();
  assets.use(
    "/assets/*",
    serveStatic({
      root: options.clientDir,
      onFound: (_path, c) => c.header("Cache-Control", immutable),
    }),
  );
  assets.use(
    "/uploads/*",
    serveStatic({
      root: options.dataDir,
      onFound: (_path, c) => c.header("Cache-Control", immutable),
    }),
  );
  assets.use(
    "*",
    serveStatic({
      root: options.clientDir,
      onFound: (_path, c) => c.header("Cache-Control", "public, max-age=3600"),
    }),
  );
  return assets;
}

export function uploadsDir(dataDir: string) {
  return path.join(dataDir, "uploads");
}
