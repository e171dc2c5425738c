import { type Context, Hono } from "hono";
import type { Database } from "#server/db/client.ts";
import {
  downloadFileMessages,
  MAX_DOWNLOAD_FILE_BYTES,
} from "#server/downloads/download-limits.ts";
import { storeProductFile } from "#server/downloads/product-files.ts";
import type { StudioHttpEnv } from "#server/http/api/studio/studio-guard.ts";
import { receiveStreamedFile } from "#server/http/api/studio/upload-form.ts";
import { AppError } from "#server/lib/errors.ts";
import { parseRowId } from "#server/lib/row-id.ts";
import type { FileStorage } from "#server/storage/file-storage.ts";

/** Room for the multipart frame around a file of the largest size. */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * A digital product's downloadable files: added, or put in another's place, a file at a time,
 * streamed into the private store as they arrive (up to 100 MB, past the studio's usual limit).
 */
export function createStudioProductFileRoutes({
  db,
  storage,
}: {
  db: Database;
  storage: FileStorage;
}) {
  const store = storage.privateFiles;
  const routes = new Hono<StudioHttpEnv>();

  const receive = async (c: Context<StudioHttpEnv>, fileParam?: string) => {
    const productId = parseRowId(c.req.param("productId"));
    if (productId === null) throw new AppError("not_found", downloadFileMessages.productNotFound);
    const replacing = fileParam === undefined ? undefined : parseRowId(fileParam);
    if (replacing === null) throw new AppError("not_found", downloadFileMessages.fileNotFound);
    const declared = Number(c.req.header("Content-Length") ?? 0);
    if (declared > MAX_DOWNLOAD_FILE_BYTES + MULTIPART_OVERHEAD) {
      const message = downloadFileMessages.tooLarge("");
      throw new AppError("bad_request", message, { file: message });
    }
    const limits = { maxBytes: MAX_DOWNLOAD_FILE_BYTES, noFile: downloadFileMessages.noFile };
    const file = await receiveStreamedFile(c, limits, (incoming) =>
      storeProductFile(db, store, c.get("studioAccount"), { productId, replacing, file: incoming }),
    );
    return c.json({ file }, replacing ? 200 : 201);
  };
  routes.post("/:productId/files", (c) => receive(c));
  routes.post("/:productId/files/:fileId", (c) => receive(c, c.req.param("fileId")));

  return routes;
}
