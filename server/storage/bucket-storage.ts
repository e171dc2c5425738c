import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import { ConfigError } from "#server/config.ts";
import { bucketObjects, bucketProblem } from "./bucket-objects.ts";
import {
  type FileStorage,
  newPrivateKey,
  type PictureStore,
  type PrivateStore,
  pictureKey,
  privateKey,
  StoreLimitError,
} from "./file-storage.ts";
import { limitedHashing } from "./limited-hashing.ts";
import { pictureContentType } from "./picture-types.ts";
import { type BucketLocation, describeBucket } from "./storage-url.ts";

/** The same cache rule the shop serves pictures with, for a CDN put in front of the bucket. */
const immutable = "public, max-age=31536000, immutable";

/**
 * The files in an S3-compatible bucket (STORAGE_URL): pictures under `uploads/`, private files
 * under `private/downloads/`, both behind the bucket's credentials. The shop streams them to
 * the browser itself; nothing in the bucket needs to be public.
 */
export function bucketStorage(location: BucketLocation): FileStorage {
  const objects = bucketObjects(location);
  const where = describeBucket(location);
  return {
    where,
    pictures: bucketPictures(objects),
    privateFiles: bucketPrivateFiles(objects),
    async check() {
      try {
        await objects.checkBucket();
      } catch (error) {
        throw new ConfigError(
          `Invalid configuration: STORAGE_URL bucket ${where} cannot be used (${bucketProblem(error)}).`,
        );
      }
    },
    async removeEverything() {
      for (const folder of ["uploads/", "private/"]) {
        for await (const name of objects.list(folder)) await objects.remove(name);
      }
    },
  };
}

type Objects = ReturnType<typeof bucketObjects>;

function bucketPictures(objects: Objects): PictureStore {
  const nameOf = (key: string) => `uploads/${pictureKey(key)}`;
  return {
    async putIfAbsent(key, data) {
      const name = nameOf(key);
      if (await objects.head(name)) return false;
      await objects.put(name, {
        Body: data,
        ContentLength: data.length,
        // The service checks the bytes it received against this.
        ContentMD5: createHash("md5").update(data).digest("base64"),
        ContentType: pictureContentType(key),
        CacheControl: immutable,
      });
      return true;
    },
    async open(key, ifNoneMatch) {
      const found = await objects.get(nameOf(key), { ifNoneMatch });
      if (found === null || found === "not-modified") return found;
      return {
        body: found.Body as Readable,
        size: found.ContentLength ?? 0,
        contentType: found.ContentType ?? pictureContentType(key),
        etag: found.ETag,
      };
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => objects.remove(nameOf(key))));
    },
  };
}

function bucketPrivateFiles(objects: Objects): PrivateStore {
  const nameOf = (key: string) => `private/downloads/${privateKey(key)}`;
  return {
    async write(body, maxBytes) {
      const key = newPrivateKey();
      const counted = limitedHashing(maxBytes);
      body.on("error", (error) => counted.stream.destroy(error));
      try {
        await objects.upload(nameOf(key), body.pipe(counted.stream));
      } catch (error) {
        // A failed upload is aborted; the error it reports may be the abort's own.
        if (counted.exceeded()) throw new StoreLimitError();
        throw error;
      }
      return { key, ...counted.result() };
    },
    async read(key, range) {
      const found = await objects.get(nameOf(key), {
        range: range ? `bytes=${range.start}-${range.end}` : undefined,
      });
      if (found === null || found === "not-modified") {
        throw new Error(`The private file ${key} is missing from the bucket.`);
      }
      return found.Body as Readable;
    },
    async remove(key) {
      await objects.remove(nameOf(key));
    },
  };
}
