import { createHash, randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";

/**
 * The private store of the files digital products deliver: `DATA_DIR/private/downloads/`,
 * outside `/uploads`, so nothing there is ever served except through a download grant.
 * Files are written whole or not at all and never changed; a replaced file gets a new key.
 */
export function privateStore(dataDir: string) {
  const folder = path.join(dataDir, "private", "downloads");
  const fileOf = (key: string) => {
    if (!/^[a-z0-9-]+$/.test(key)) throw new Error(`Not a storage key: ${key}`);
    return path.join(folder, key);
  };
  return {
    /**
     * Streams `body` into a new file, at most `maxBytes` of it. Written under a temporary name
     * and renamed when complete: a refused or broken upload leaves nothing behind.
     */
    async write(body: Readable, maxBytes: number) {
      await mkdir(folder, { recursive: true });
      const key = `${Date.now().toString(36)}-${randomBytes(12).toString("hex")}`;
      const temporary = `${fileOf(key)}.part`;
      const hash = createHash("sha256");
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          if (size > maxBytes) return done(new StoreLimitError());
          hash.update(chunk);
          done(null, chunk);
        },
      });
      try {
        await pipeline(body, counter, createWriteStream(temporary, { flags: "wx" }));
        await rename(temporary, fileOf(key));
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return { key, size, sha256: hash.digest("hex"), path: fileOf(key) };
    },
    path: fileOf,
    /** The bytes from `start` to `end` (inclusive), read as they are sent. */
    read(key: string, range?: { start: number; end: number }) {
      return createReadStream(fileOf(key), range);
    },
    async remove(key: string) {
      await rm(fileOf(key), { force: true });
    },
  };
}

export type PrivateStore = ReturnType<typeof privateStore>;

/** The body was longer than the store was told to accept. */
export class StoreLimitError extends Error {
  constructor() {
    super("The file is larger than the limit.");
  }
}
