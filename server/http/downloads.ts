import { pipeline, Readable, Transform } from "node:stream";
import { Hono } from "hono";
import parseRange from "range-parser";
import type { Database } from "#server/db/client.ts";
import { DownloadBandwidth } from "#server/downloads/download-bandwidth.ts";
import { countDownloadBytes, uncountUnsentBytes } from "#server/downloads/download-counting.ts";
import { checkDownloadLink, type DownloadableFile } from "#server/downloads/download-links.ts";
import { clientAddress } from "#server/http/client-address.ts";
import type { HttpEnv } from "#server/http/types.ts";
import type { PrivateStore } from "#server/storage/file-storage.ts";

/**
 * Serves a purchased file through its signed link: streamed from the private store, never
 * read whole, with `Range` so a broken download resumes, at the visitor's fair part of the
 * shared bandwidth. Every request that sends bytes counts them: a resumed download stays one
 * download, a whole copy more is another (server/downloads/download-counting.ts). A link
 * that gives no file passes on to the page that says why (app/routes/download.tsx).
 */
export function createDownloads(options: {
  db: Database;
  privateFiles: PrivateStore;
  /** What all downloads share, in bytes a second. */
  bandwidth: number;
}) {
  const store = options.privateFiles;
  const bandwidth = new DownloadBandwidth(options.bandwidth);
  const downloads = new Hono<HttpEnv>();

  downloads.on(["GET", "HEAD"], "/downloads/:grantId/:fileId", async (c, next) => {
    const checked = await checkDownloadLink(
      options.db,
      {
        grantId: c.req.param("grantId"),
        fileId: c.req.param("fileId"),
        expires: c.req.query("expires") ?? null,
        signature: c.req.query("signature") ?? null,
      },
      new Date(),
      // A GET's bytes decide whether it is used up: a resumed download may still finish.
      { evenIfUsedUp: c.req.method === "GET" },
    );
    if (checked.refusal) return next();
    const { file } = checked;
    const headers = fileHeaders(file);

    const range = requestedRange(c.req.header("Range"), c.req.header("If-Range"), file);
    if (range === "unsatisfiable") {
      headers.set("Content-Range", `bytes */${file.sizeBytes}`);
      return new Response(null, { status: 416, headers });
    }
    const { start, end } = range ?? { start: 0, end: file.sizeBytes - 1 };
    const status = range ? 206 : 200;
    const length = end - start + 1;
    headers.set("Content-Length", String(length));
    if (range) headers.set("Content-Range", `bytes ${start}-${end}/${file.sizeBytes}`);
    if (c.req.method === "HEAD") return new Response(null, { status, headers });

    // Opened before the bytes are counted: a file the store has lost costs the buyer nothing.
    const stored = file.sizeBytes > 0 ? await store.read(file.storageKey, { start, end }) : null;
    const visitor = clientAddress(c);
    const download = await countDownloadBytes(options.db, file, {
      clientAddress: visitor,
      bytes: stored ? length : 0,
    });
    if (download === null) {
      stored?.destroy();
      return next();
    }
    if (!stored) return new Response(null, { status, headers });
    let sent = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        sent += chunk.length;
        done(null, chunk);
      },
    });
    // A broken read or a buyer who goes away ends every stream (the error reaches the body);
    // the bytes never sent are no longer the download's.
    const paced = pipeline(stored, bandwidth.paced(visitor), counted, () => {
      uncountUnsentBytes(options.db, download, length - sent).catch((error: unknown) =>
        c.get("logger").error({ err: error }, "could not give back a download's unsent bytes"),
      );
    });
    const body = Readable.toWeb(paced);
    return new Response(body as ReadableStream, { status, headers });
  });

  return downloads;
}

function fileHeaders(file: DownloadableFile) {
  return new Headers({
    "Content-Type": file.contentType,
    "Content-Disposition": attachment(file.fileName),
    "Accept-Ranges": "bytes",
    ETag: etagOf(file),
    "Cache-Control": "private, no-store",
    "Referrer-Policy": "no-referrer",
  });
}

const etagOf = (file: DownloadableFile) => `"${file.sha256.slice(0, 32)}"`;

/** `attachment; filename="…"` with an ASCII fallback and the exact name in UTF-8 (RFC 6266). */
export function attachment(fileName: string) {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * The one byte range asked for, null for the whole file (no Range, several ranges, or an
 * If-Range for another version of the file), or 'unsatisfiable'.
 */
function requestedRange(
  header: string | undefined,
  ifRange: string | undefined,
  file: DownloadableFile,
) {
  if (!header || file.sizeBytes === 0) return null;
  if (ifRange && ifRange !== etagOf(file)) return null;
  const ranges = parseRange(file.sizeBytes, header, { combine: true });
  if (ranges === -1) return "unsatisfiable" as const;
  if (ranges === -2 || ranges.type !== "bytes" || ranges.length !== 1) return null;
  const [range] = ranges;
  return range ?? null;
}
