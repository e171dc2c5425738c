import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { BucketObjects } from "./bucket-objects.ts";
import { pictureContentType } from "./picture-types.ts";

/** The folders of DATA_DIR that hold the shop's files, as named in the bucket too. */
const folders = ["uploads", "private"] as const;

interface LocalFile {
  /** The object's name: the path under DATA_DIR, with `/`. */
  name: string;
  file: string;
  size: number;
}

interface Digests {
  md5: Buffer;
  sha256: string;
}

export interface CopySummary {
  files: number;
  bytes: number;
  copied: number;
  alreadyThere: number;
  failed: string[];
}

/**
 * Copies the files of a shop kept on disk (DATA_DIR/uploads and DATA_DIR/private) into the
 * bucket, under the same names. A file whose object is already there with the same bytes is
 * skipped, so a stopped copy is simply run again; an object that differs (half written, or
 * other bytes) is copied again. Each copy is checked: the service verifies the bytes against
 * the MD5 sent with them, and the object must then show that size and checksum. Nothing local is
 * ever deleted. `report` gets the progress lines.
 */
export async function copyToBucket(options: {
  dataDir: string;
  objects: BucketObjects;
  report: (line: string) => void;
  /** Lines at most this far apart while copying. */
  progressEveryMs?: number;
}): Promise<CopySummary> {
  const { objects, report } = options;
  const files = await localFiles(options.dataDir);
  const total = files.reduce((sum, file) => sum + file.size, 0);
  report(
    `Copying ${files.length} files (${megabytes(total)}) from ${options.dataDir} to the bucket.`,
  );

  const summary: CopySummary = {
    files: files.length,
    bytes: total,
    copied: 0,
    alreadyThere: 0,
    failed: [],
  };
  let done = 0;
  let doneBytes = 0;
  let lastReport = performance.now();
  for (const file of files) {
    try {
      const digests = await digestsOf(file.file);
      if (sameObject(await objects.head(file.name), file, digests)) {
        summary.alreadyThere += 1;
      } else {
        await objects.put(file.name, {
          Body: createReadStream(file.file),
          ContentLength: file.size,
          ContentMD5: digests.md5.toString("base64"),
          ContentType: file.name.startsWith("uploads/")
            ? pictureContentType(file.name)
            : "application/octet-stream",
          Metadata: { sha256: digests.sha256 },
        });
        if (!sameObject(await objects.head(file.name), file, digests)) {
          throw new Error("the bucket's copy does not match the file");
        }
        summary.copied += 1;
      }
    } catch (error) {
      summary.failed.push(file.name);
      report(`Could not copy ${file.name}: ${error instanceof Error ? error.message : error}`);
    }
    done += 1;
    doneBytes += file.size;
    if (performance.now() - lastReport >= (options.progressEveryMs ?? 2_000)) {
      lastReport = performance.now();
      report(
        `${done} of ${files.length} files (${megabytes(doneBytes)} of ${megabytes(total)}): ${summary.copied} copied, ${summary.alreadyThere} already there, ${summary.failed.length} failed.`,
      );
    }
  }
  report(
    `Done: ${files.length} files (${megabytes(total)}): ${summary.copied} copied, ${summary.alreadyThere} already in the bucket, ${summary.failed.length} failed. No local file was deleted.`,
  );
  return summary;
}

/** Every file under the folders, in name order; half-written temporary files left out. */
async function localFiles(dataDir: string) {
  const found: LocalFile[] = [];
  for (const folder of folders) {
    const entries = await readdir(path.join(dataDir, folder), {
      recursive: true,
      withFileTypes: true,
    }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return [];
      throw error;
    });
    for (const entry of entries) {
      if (!entry.isFile() || /\.(tmp|part)$/.test(entry.name)) continue;
      const file = path.join(entry.parentPath, entry.name);
      const name = path.relative(dataDir, file).split(path.sep).join("/");
      found.push({ name, file, size: (await stat(file)).size });
    }
  }
  return found.sort((a, b) => a.name.localeCompare(b.name));
}

async function digestsOf(file: string): Promise<Digests> {
  const md5 = createHash("md5");
  const sha256 = createHash("sha256");
  await pipeline(createReadStream(file), async (chunks: AsyncIterable<Buffer>) => {
    for await (const chunk of chunks) {
      md5.update(chunk);
      sha256.update(chunk);
    }
  });
  return { md5: md5.digest(), sha256: sha256.digest("hex") };
}

/**
 * Whether the object holds the file's bytes: its size, and its ETag where that is the MD5 of
 * the bytes (one-part uploads without KMS encryption), else the SHA-256 this copy stored
 * beside it.
 */
function sameObject(
  head: { ContentLength?: number; ETag?: string; Metadata?: Record<string, string> } | null,
  file: LocalFile,
  digests: Digests,
) {
  if (!head || head.ContentLength !== file.size) return false;
  const etag = head.ETag?.replaceAll('"', "") ?? "";
  if (/^[0-9a-f]{32}$/.test(etag)) return etag === digests.md5.toString("hex");
  return head.Metadata?.sha256 === digests.sha256;
}

function megabytes(bytes: number) {
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}
