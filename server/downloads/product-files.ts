import type { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { and, count, eq } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import type { Database } from "#server/db/client.ts";
import { downloadRecords, productFiles, products } from "#server/db/schema.ts";
import {
  type DownloadFileExtension,
  downloadFileMessages,
  downloadFileTypes,
  MAX_DOWNLOAD_FILE_BYTES,
} from "#server/downloads/download-limits.ts";
import { recordStudioChange } from "#server/lib/audit-log.ts";
import { AppError } from "#server/lib/errors.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { type PrivateStore, StoreLimitError } from "#server/storage/file-storage.ts";

export interface StudioProductFile {
  id: number;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  downloads: number;
  updatedAt: Date;
}

/** A digital product's files, oldest first, each with how often it was downloaded. */
export async function listProductFiles(db: Database, productId: number) {
  return db
    .select({
      id: productFiles.id,
      fileName: productFiles.fileName,
      contentType: productFiles.contentType,
      sizeBytes: productFiles.sizeBytes,
      downloads: count(downloadRecords.id),
      updatedAt: productFiles.updatedAt,
    })
    .from(productFiles)
    .leftJoin(downloadRecords, eq(downloadRecords.fileId, productFiles.id))
    .where(eq(productFiles.productId, productId))
    .groupBy(productFiles.id)
    .orderBy(productFiles.id) satisfies Promise<StudioProductFile[]>;
}

export interface IncomingFile {
  name: string;
  body: Readable;
}

/**
 * Adds an uploaded file to a digital product, or, with `replacing`, puts it in that file's
 * place (the buyers' grants then deliver the new one). The bytes are streamed into the private
 * store and checked by their content; a refused, too large or broken upload leaves no file and
 * no row behind, and a replaced file's old bytes are removed once the row no longer names them.
 */
export async function storeProductFile(
  db: Database,
  store: PrivateStore,
  account: StudioAccount,
  input: { productId: number; replacing?: number; file: IncomingFile },
): Promise<StudioProductFile> {
  const [product] = await db
    .select({ kind: products.kind })
    .from(products)
    .where(eq(products.id, input.productId));
  if (!product) throw new AppError("not_found", downloadFileMessages.productNotFound);
  if (product.kind !== "digital") throw new AppError("conflict", downloadFileMessages.notDigital);
  const replaced = input.replacing ? await findFile(db, input.productId, input.replacing) : null;

  const stored = await writeChecked(store, input.file);
  try {
    const values = {
      fileName: fileNameFor(input.file.name, stored.extension),
      contentType: downloadFileTypes[stored.extension],
      sizeBytes: stored.size,
      storageKey: stored.key,
      sha256: stored.sha256,
    };
    const row = await db.transaction(async (tx) => {
      const [saved] = replaced
        ? await tx
            .update(productFiles)
            .set(values)
            .where(eq(productFiles.id, replaced.id))
            .returning({ id: productFiles.id })
        : await tx
            .insert(productFiles)
            .values({ productId: input.productId, ...values })
            .returning({ id: productFiles.id });
      if (!saved) throw new AppError("not_found", downloadFileMessages.fileNotFound);
      await recordStudioChange(tx, account, {
        action: replaced ? "product.file.replace" : "product.file.add",
        subject: `product:${input.productId}`,
        details: { fileName: values.fileName, sizeBytes: values.sizeBytes },
      });
      return saved;
    });
    if (replaced) await store.remove(replaced.storageKey);
    const files = await listProductFiles(db, input.productId);
    const file = files.find((candidate) => candidate.id === row.id);
    if (!file) throw new AppError("not_found", downloadFileMessages.fileNotFound);
    return file;
  } catch (error) {
    await store.remove(stored.key);
    throw error;
  }
}

/** Removes a file from its product and from the store; its download records stay. */
export async function removeProductFile(
  db: Database,
  store: PrivateStore,
  account: StudioAccount,
  input: { productId: number; fileId: number },
) {
  const file = await findFile(db, input.productId, input.fileId);
  await db.transaction(async (tx) => {
    await tx.delete(productFiles).where(eq(productFiles.id, file.id));
    await recordStudioChange(tx, account, {
      action: "product.file.remove",
      subject: `product:${input.productId}`,
      details: { fileName: file.fileName },
    });
  });
  await store.remove(file.storageKey);
}

async function findFile(db: Database, productId: number, fileId: number) {
  const [file] = await db
    .select({
      id: productFiles.id,
      fileName: productFiles.fileName,
      storageKey: productFiles.storageKey,
    })
    .from(productFiles)
    .where(and(eq(productFiles.id, fileId), eq(productFiles.productId, productId)));
  if (!file) throw new AppError("not_found", downloadFileMessages.fileNotFound);
  return file;
}

/** Bytes enough to tell the accepted types apart (read back from the store, not trusted names). */
const HEAD_BYTES = 64 * 1024;

async function fileTypeOf(store: PrivateStore, file: { key: string; size: number }) {
  const head = await store.read(file.key, { start: 0, end: Math.min(file.size, HEAD_BYTES) - 1 });
  return fileTypeFromBuffer(await buffer(head));
}

/** Streams the upload into the store and reads what it is; refusals remove what was written. */
async function writeChecked(store: PrivateStore, file: IncomingFile) {
  const written = await store.write(file.body, MAX_DOWNLOAD_FILE_BYTES).catch((error: unknown) => {
    if (error instanceof StoreLimitError) {
      throw new AppError("bad_request", downloadFileMessages.tooLarge(file.name), {
        file: downloadFileMessages.tooLarge(file.name),
      });
    }
    throw new AppError("bad_request", downloadFileMessages.interrupted);
  });
  const type = written.size > 0 ? await fileTypeOf(store, written) : undefined;
  const extension = type && type.ext in downloadFileTypes ? type.ext : null;
  if (!extension) {
    await store.remove(written.key);
    const message = downloadFileMessages.wrongType(file.name);
    throw new AppError("bad_request", message, { file: message });
  }
  return { ...written, extension: extension as DownloadFileExtension };
}

/**
 * The name a buyer's download is saved under: the uploaded name without folders or control
 * characters, ending in the extension of what the file is.
 */
export function fileNameFor(uploadedName: string, extension: DownloadFileExtension) {
  const base = (uploadedName.split(/[\\/]/).pop() ?? "")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
    .replace(/[\u0000-\u001f\u007f"]/g, "")
    .trim()
    .replace(/\.[^.]*$/, "")
    .slice(0, 150);
  const suffixes = extension === "jpg" ? ["jpg", "jpeg"] : [extension];
  const given = uploadedName.includes(".") ? (uploadedName.split(".").pop() ?? "") : "";
  return `${base || "download"}.${suffixes.includes(given.toLowerCase()) ? given : extension}`;
}
