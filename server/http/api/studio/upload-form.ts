import { Readable } from "node:stream";
import busboy from "busboy";
import type { Context } from "hono";
import type { IncomingFile } from "#server/downloads/product-files.ts";
import type { StudioHttpEnv } from "#server/http/api/studio/studio-guard.ts";
import { AppError } from "#server/lib/errors.ts";

const unreadable = () =>
  new AppError("bad_request", "The upload could not be read. Please choose the file again.");

/** The multipart form of a studio upload, or a refusal that says to choose the file again. */
export async function uploadForm(c: Context<StudioHttpEnv>) {
  try {
    return await c.req.parseBody();
  } catch {
    throw unreadable();
  }
}

/**
 * Hands the `file` part of a multipart upload to `store` as it arrives, never holding it
 * whole: the studio's large uploads (a product's downloadable files). `maxBytes` is passed on
 * to busboy one byte over, so the store, which counts, sees a too-large file and refuses it.
 */
export function receiveStreamedFile<T>(
  c: Context<StudioHttpEnv>,
  limits: { maxBytes: number; noFile: string },
  store: (file: IncomingFile) => Promise<T>,
): Promise<T> {
  const body = c.req.raw.body;
  if (!body) throw unreadable();
  return new Promise<T>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { "content-type": c.req.header("Content-Type") ?? "" },
        limits: { files: 1, fields: 10, fileSize: limits.maxBytes + 1 },
      });
    } catch {
      return reject(unreadable());
    }
    let handled = false;
    parser.on("file", (field, stream, info) => {
      if (field !== "file" || handled) return stream.resume();
      handled = true;
      store({ name: info.filename ?? "", body: stream }).then(resolve, (error: unknown) => {
        stream.resume();
        reject(error);
      });
    });
    parser.on("error", () => reject(unreadable()));
    parser.on("close", () => {
      if (!handled) reject(new AppError("bad_request", limits.noFile));
    });
    Readable.fromWeb(body as never)
      .on("error", () => parser.destroy())
      .pipe(parser);
  });
}
