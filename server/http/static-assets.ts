import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import type { HttpEnv } from "#server/http/types.ts";
import { isPictureKey, type PictureStore } from "#server/storage/file-storage.ts";

const oneYearImmutable = "public, max-age=31536000, immutable";
const oneHour = "public, max-age=3600";

/**
 * Serves files under `root`, with `cacheControl` on what it finds; passes on what it doesn't.
 * A text file goes as the build's Brotli or gzip copy of it when the browser accepts one
 * (`file.br`, `file.gz`, written once by scripts/precompress.ts), so it is never compressed
 * per request.
 */
function staticFiles(root: string, cacheControl: string) {
  const serve = serveStatic<HttpEnv>({ root, precompressed: true });
  return createMiddleware<HttpEnv>(async (c, next) => {
    const response = await serve(c, next);
    // When the file is missing, serveStatic returns what next() returned: not a Response.
    if (!(response instanceof Response)) return;
    response.headers.set("Cache-Control", cacheControl);
    return response;
  });
}

/**
 * The uploaded pictures, from wherever the shop keeps them (DATA_DIR or the bucket), streamed.
 * Their names carry a hash of their bytes, so they are cached for a year; a missing one, or a
 * name that is no picture's, passes on (to the page that says it is not found).
 */
function pictures(store: PictureStore) {
  return createMiddleware<HttpEnv>(async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const key = decodedKey(c.req.path.slice("/uploads/".length));
    if (!key) return next();
    const picture = await store.open(key, c.req.header("If-None-Match"));
    if (picture === null) return next();
    const headers = new Headers({ "Cache-Control": oneYearImmutable });
    if (picture === "not-modified") {
      headers.set("ETag", c.req.header("If-None-Match") ?? "");
      return new Response(null, { status: 304, headers });
    }
    headers.set("Content-Type", picture.contentType);
    headers.set("Content-Length", String(picture.size));
    if (picture.etag) headers.set("ETag", picture.etag);
    if (c.req.method === "HEAD") {
      picture.body.destroy();
      return new Response(null, { headers });
    }
    return new Response(Readable.toWeb(picture.body) as ReadableStream, { headers });
  });
}

function decodedKey(path: string) {
  try {
    const key = decodeURIComponent(path);
    return isPictureKey(key) ? key : null;
  } catch {
    return null;
  }
}

/**
 * The paths of the public files beside the bundles (`/favicon.ico`, `/illustrations/…`), listed
 * once: a page's path is none of them, and asking the disk for it and its compressed copies on
 * every page request cost more than the rest of the static middleware.
 */
function publicFilePaths(clientDir: string) {
  if (!existsSync(clientDir)) return new Set<string>();
  const urlPathOf = (file: string) =>
    `/${path.relative(clientDir, file).split(path.sep).join("/")}`;
  const files = readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => urlPathOf(path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith("/assets/") && !file.startsWith("/."));
  return new Set(files);
}

/**
 * Files the browser loads by URL: Vite's hashed bundles under /assets (cached for a year),
 * uploaded pictures (their names carry a content hash, so cached for a year too) and the other
 * public files (cached for an hour).
 */
export function createStaticAssets(options: { clientDir: string; pictures: PictureStore }) {
  const assets = new Hono<HttpEnv>();
  assets.use("/assets/*", staticFiles(options.clientDir, oneYearImmutable));
  assets.use("/uploads/*", pictures(options.pictures));
  const publicFiles = publicFilePaths(options.clientDir);
  const servePublic = staticFiles(options.clientDir, oneHour);
  assets.use("*", (c, next) => (publicFiles.has(c.req.path) ? servePublic(c, next) : next()));
  return assets;
}
