import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import Negotiator from "negotiator";
import type { HttpEnv } from "#server/http/types.ts";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Pages and JSON answers: whole in a few hundred kilobytes at most, never streamed long. */
const documentType = /^(text\/html|application\/(problem\+)?json)\b/i;
/** Below this, the headers of a compressed answer outweigh what it saves. */
const smallestWorthIt = 1024;
/**
 * Brotli's quality 3: a rendered home page (79 KB) in 0.30 ms of CPU and 14.2 KB, where gzip's
 * default level takes 0.92 ms for 14.5 KB (measured for issue 42, bench/results).
 */
const BROTLI_QUALITY = 3;

/**
 * Compresses answers for browsers that accept it. A page or a JSON answer is compressed in one
 * piece once it is whole, with Brotli where the browser takes it, in one call of zlib on its
 * thread pool, rather than chunk by chunk as React streams it (issue 42: a third of the CPU).
 * Anything else compressible (a CSV export can run to megabytes) is compressed as it streams,
 * by Hono's `compress`. The browser's hashed files come compressed from the build (decision
 * 039) and pass both untouched, as does an answer that says `no-transform`.
 */
export function compressAnswers(): MiddlewareHandler<HttpEnv> {
  const streamed = compress();
  return (c, next) =>
    streamed(c, async () => {
      await next();
      await compressDocument(c);
    });
}

async function compressDocument(c: Context<HttpEnv>) {
  const answer = c.res;
  if (!answer.body || !isCompressibleDocument(c)) return;
  const headers = new Headers(answer.headers);
  headers.append("Vary", "Accept-Encoding");
  const encoding = acceptedEncoding(c.req.header("Accept-Encoding"));
  const bytes = Buffer.from(await answer.arrayBuffer());
  let body: Buffer = bytes;
  if (encoding && bytes.length >= smallestWorthIt) {
    body = await (encoding === "br"
      ? brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        })
      : gzipped(bytes));
    headers.set("Content-Encoding", encoding);
    const etag = headers.get("ETag");
    if (etag && !etag.startsWith("W/")) headers.set("ETag", `W/${etag}`);
  }
  headers.set("Content-Length", String(body.length));
  // Cleared first: Hono would otherwise copy the read answer's headers onto the new one.
  c.res = undefined;
  c.res = new Response(new Uint8Array(body), { status: answer.status, headers });
}

function isCompressibleDocument(c: Context<HttpEnv>) {
  const { res } = c;
  return (
    c.req.method !== "HEAD" &&
    res.status !== 206 &&
    !res.headers.has("Content-Encoding") &&
    documentType.test(res.headers.get("Content-Type") ?? "") &&
    !/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get("Cache-Control") ?? "")
  );
}

/** Negotiator 1.0's signature; its published types still describe 0.6's. */
type EncodingNegotiator = {
  encoding(available: string[], options: { preferred: string[] }): string | undefined;
};

/**
 * Brotli, else gzip, as the browser's `Accept-Encoding` allows (its q-values respected; Brotli
 * where both are equally welcome, whatever order the browser lists them in).
 */
function acceptedEncoding(accepted: string | undefined): "br" | "gzip" | undefined {
  if (!accepted) return undefined;
  const negotiator = new Negotiator({
    headers: { "accept-encoding": accepted },
  }) as unknown as EncodingNegotiator;
  const best = negotiator.encoding(["br", "gzip"], { preferred: ["br", "gzip"] });
  return best === "br" || best === "gzip" ? best : undefined;
}
