import { createWriteStream } from "node:fs";
import { mkdir, open, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  type FileStorage,
  newPrivateKey,
  type PictureStore,
  type PrivateStore,
  pictureKey,
  privateKey,
} from "./file-storage.ts";
import { limitedHashing } from "./limited-hashing.ts";
import { pictureContentType } from "./picture-types.ts";

/**
 * The files under DATA_DIR: pictures in `uploads/`, private files in `private/downloads/`.
 * Each is written to a temporary name beside its place and renamed, so a reader never sees
 * half a file.
 */
export function diskStorage(dataDir: string): FileStorage {
  const uploads = path.join(dataDir, "uploads");
  const privateFolder = path.join(dataDir, "private");
  return {
    where: `DATA_DIR (${dataDir})`,
    pictures: diskPictures(uploads),
    privateFiles: diskPrivateFiles(path.join(privateFolder, "downloads")),
    // DATA_DIR is checked for writing at start-up (prepareDataDir), with both folders made.
    async check() {},
    async removeEverything() {
      for (const folder of [uploads, privateFolder]) {
        await rm(folder, { recursive: true, force: true });
      }
    },
  };
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

const temporaryName = (file: string) =>
  `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;

function diskPictures(folder: string): PictureStore {
  const fileOf = (key: string) => path.join(folder, ...pictureKey(key).split("/"));
  return {
    async putIfAbsent(key, data) {
      const file = fileOf(key);
      if (await exists(file)) return false;
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = temporaryName(file);
      await writeFile(temporary, data);
      await rename(temporary, file);
      return true;
    },
    async open(key) {
      const handle = await open(fileOf(key)).catch(() => null);
      if (!handle) return null;
      const found = await handle.stat();
      if (!found.isFile()) {
        await handle.close();
        return null;
      }
      const body = handle.createReadStream();
      return { body, size: found.size, contentType: pictureContentType(key) };
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(fileOf(key), { force: true })));
    },
  };
}

function diskPrivateFiles(folder: string): PrivateStore {
  const fileOf = (key: string) => path.join(folder, privateKey(key));
  return {
    async write(body: Readable, maxBytes: number) {
      await mkdir(folder, { recursive: true });
      const key = newPrivateKey();
      const temporary = `${fileOf(key)}.part`;
      const counted = limitedHashing(maxBytes);
      try {
        await pipeline(body, counted.stream, createWriteStream(temporary, { flags: "wx" }));
        await rename(temporary, fileOf(key));
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return { key, ...counted.result() };
    },
    async read(key, range) {
      // Opened first, so a missing file is an error here and not a broken answer later.
      const handle = await open(fileOf(key));
      return handle.createReadStream(range);
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
