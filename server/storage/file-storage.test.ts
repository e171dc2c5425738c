import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "#server/config.ts";
import { startS3Server, type TestS3Server } from "#tests/support/s3-server.ts";
import { diskStorage } from "./disk-storage.ts";
import { type FileStorage, StoreLimitError } from "./file-storage.ts";
import { fileStorageFor } from "./storage-for-config.ts";

let s3: TestS3Server;
let dataDir: string;
beforeAll(async () => {
  s3 = await startS3Server();
  dataDir = await mkdtemp(path.join(tmpdir(), "washi-storage-"));
});
afterAll(async () => {
  await s3?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const bucketStorage = () =>
  fileStorageFor(parseConfig({ DATA_DIR: dataDir, STORAGE_URL: s3.storageUrl("shop") }));

/** Everything the storage holds: the bucket's objects, or the files under DATA_DIR. */
async function everything(kind: string) {
  if (kind === "bucket") {
    const names: string[] = [];
    for await (const name of s3.objects("shop").list("")) names.push(name);
    return names;
  }
  const files = await readdir(dataDir, { recursive: true, withFileTypes: true });
  return files.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe.each([
  ["disk", () => diskStorage(dataDir)],
  ["bucket", bucketStorage],
])("the %s storage", (kind, open) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = open();
  });

  it("stores a picture once by its name, serves it and removes it", async () => {
    const bytes = randomBytes(3000);
    expect(await storage.pictures.putIfAbsent("products/fern-500-1a2b3c.webp", bytes)).toBe(true);
    // Same name, same bytes: nothing to store again.
    expect(await storage.pictures.putIfAbsent("products/fern-500-1a2b3c.webp", bytes)).toBe(false);

    const picture = await storage.pictures.open("products/fern-500-1a2b3c.webp");
    if (!picture || picture === "not-modified") throw new Error("the picture is not served");
    expect(picture).toMatchObject({ size: 3000, contentType: "image/webp" });
    expect(await buffer(picture.body)).toEqual(bytes);
    if (kind === "bucket") {
      expect(picture.etag).toMatch(/^"[0-9a-f]{32}"$/);
      expect(await storage.pictures.open("products/fern-500-1a2b3c.webp", picture.etag)).toBe(
        "not-modified",
      );
    }

    await storage.pictures.remove(["products/fern-500-1a2b3c.webp", "products/gone-1.webp"]);
    expect(await storage.pictures.open("products/fern-500-1a2b3c.webp")).toBeNull();
    expect(await storage.pictures.open("products/never-there.avif")).toBeNull();
  });

  it("refuses a key that climbs out of the pictures", async () => {
    await expect(
      storage.pictures.putIfAbsent("../private/x.webp", Buffer.from("x")),
    ).rejects.toThrow("Not a picture key");
    await expect(storage.pictures.open("products/../../secret")).rejects.toThrow(
      "Not a picture key",
    );
  });

  it("streams a private file in with its size and SHA-256, and reads a range of it", async () => {
    const bytes = randomBytes(200_000);
    const stored = await storage.privateFiles.write(
      Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]),
      1_000_000,
    );
    expect(stored).toMatchObject({ size: 200_000, sha256: sha256(bytes) });
    expect(stored.key).toMatch(/^[a-z0-9-]+$/);
    expect(await buffer(await storage.privateFiles.read(stored.key))).toEqual(bytes);
    expect(
      await buffer(await storage.privateFiles.read(stored.key, { start: 100, end: 149 })),
    ).toEqual(bytes.subarray(100, 150));

    await storage.privateFiles.remove(stored.key);
    await expect(storage.privateFiles.read(stored.key)).rejects.toThrow();
  });

  it.each([
    ["a small file", 5_000, 4_000],
    // Past the SDK's 5 MB first part: refused in the middle of a multipart upload.
    ["a file of several parts", 12_000_000, 6_000_000],
  ])("refuses %s over the limit and keeps nothing of it", async (_what, size, limit) => {
    const before = await everything(kind);
    const chunks = Array.from({ length: Math.ceil(size / 1_000_000) }, () =>
      randomBytes(Math.min(size, 1_000_000)),
    );
    await expect(storage.privateFiles.write(Readable.from(chunks), limit)).rejects.toBeInstanceOf(
      StoreLimitError,
    );
    expect(await everything(kind)).toEqual(before);
  });

  it("keeps nothing of a body that breaks off", async () => {
    const before = await everything(kind);
    async function* broken() {
      yield randomBytes(10_000);
      throw new Error("connection reset");
    }
    await expect(storage.privateFiles.write(Readable.from(broken()), 1_000_000)).rejects.toThrow();
    expect(await everything(kind)).toEqual(before);
  });

  it("removes every picture and private file (db:reset)", async () => {
    await storage.pictures.putIfAbsent("about/maker-1.webp", Buffer.from("about"));
    await storage.privateFiles.write(Readable.from([Buffer.from("file")]), 100);
    await storage.removeEverything();
    expect(await everything(kind)).toEqual([]);
  });
});

describe("the bucket at start-up", () => {
  it("is checked, and a bucket that cannot be used stops the start in one line", async () => {
    await bucketStorage().check();
    const missing = fileStorageFor(
      parseConfig({
        DATA_DIR: dataDir,
        STORAGE_URL: s3.storageUrl().replace("washi-files", "no-such-bucket"),
      }),
    );
    const refused = await missing.check().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ConfigError);
    expect((refused as Error).message).toBe(
      "Invalid configuration: STORAGE_URL bucket s3://no-such-bucket/ cannot be used (NotFound, HTTP 404).",
    );
  });
});
