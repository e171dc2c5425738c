import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "#server/config.ts";
import { createTestHttpApp } from "#tests/support/http-app.ts";
import { startS3Server, type TestS3Server } from "#tests/support/s3-server.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";
import { copyToBucket } from "./copy-to-bucket.ts";
import { storageCopyCommand } from "./storage-copy-command.ts";

let test: TestDatabase;
let s3: TestS3Server;
const picture = randomBytes(40_000);
const about = randomBytes(9_000);
const download = randomBytes(300_000);
let downloadKey: string;

beforeAll(async () => {
  [test, s3] = await Promise.all([createTestDatabase(), startS3Server()]);
  // A shop kept on disk: two pictures, a private file, and a write that never finished.
  await test.storage.pictures.putIfAbsent("products/fern-500-1a2b3c4d5e6f.webp", picture);
  await test.storage.pictures.putIfAbsent("about/maker-0a1b2c3d4e5f.webp", about);
  ({ key: downloadKey } = await test.storage.privateFiles.write(Readable.from([download]), 1e6));
  await writeFile(path.join(test.dataDir, "uploads", "products", "half.webp.1.x.tmp"), "half");
});
afterAll(async () => {
  await test?.close();
  await s3?.stop();
});

async function copy() {
  const lines: string[] = [];
  const summary = await copyToBucket({
    dataDir: test.dataDir,
    objects: s3.objects("live"),
    report: (line) => lines.push(line),
    progressEveryMs: 0,
  });
  return { summary, lines };
}

const names = () => ["about/maker-0a1b2c3d4e5f.webp", "products/fern-500-1a2b3c4d5e6f.webp"];

describe("npm run storage:copy", () => {
  it("copies DATA_DIR's pictures and private files into the bucket, with progress", async () => {
    const { summary, lines } = await copy();
    expect(summary).toEqual({
      files: 3,
      bytes: 349_000,
      copied: 3,
      alreadyThere: 0,
      failed: [],
    });
    expect(lines[0]).toBe(`Copying 3 files (0.3 MB) from ${test.dataDir} to the bucket.`);
    expect(lines).toContain(
      "2 of 3 files (0.3 MB of 0.3 MB): 2 copied, 0 already there, 0 failed.",
    );
    expect(lines.at(-1)).toBe(
      "Done: 3 files (0.3 MB): 3 copied, 0 already in the bucket, 0 failed. No local file was deleted.",
    );
    const objects = s3.objects("live");
    const stored = await objects.get(`private/downloads/${downloadKey}`);
    if (!stored || stored === "not-modified") throw new Error("the private file was not copied");
    expect(Buffer.from((await stored.Body?.transformToByteArray()) ?? [])).toEqual(download);
    expect((await objects.head("uploads/products/fern-500-1a2b3c4d5e6f.webp"))?.ContentType).toBe(
      "image/webp",
    );
  });

  it("copies nothing again, and copies again what is spoilt or half there", async () => {
    expect((await copy()).summary).toMatchObject({ copied: 0, alreadyThere: 3 });

    const objects = s3.objects("live");
    // Other bytes of the same length, and a copy cut short.
    await objects.put("uploads/products/fern-500-1a2b3c4d5e6f.webp", { Body: randomBytes(40_000) });
    await objects.put(`private/downloads/${downloadKey}`, { Body: download.subarray(0, 1000) });
    expect((await copy()).summary).toMatchObject({ copied: 2, alreadyThere: 1, failed: [] });
    expect((await copy()).summary).toMatchObject({ copied: 0, alreadyThere: 3 });

    // Nothing local was touched.
    expect(await readdir(path.join(test.dataDir, "uploads", "products"))).toContain(
      "fern-500-1a2b3c4d5e6f.webp",
    );
  });

  it("then the shop serves the pictures from the bucket, with an empty DATA_DIR", async () => {
    const emptyDir = await mkdtemp(path.join(tmpdir(), "washi-empty-"));
    try {
      const { app } = createTestHttpApp({
        database: test.handle,
        dataDir: emptyDir,
        env: { STORAGE_URL: s3.storageUrl("live") },
      });
      for (const [name, bytes] of [
        [names()[0], about],
        [names()[1], picture],
      ] as const) {
        const response = await app.request(`/uploads/${name}`);
        expect(response.status, name).toBe(200);
        expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);
        expect(response.headers.get("content-type")).toBe("image/webp");
        expect(response.headers.get("content-length")).toBe(String(bytes.length));
        expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        const etag = response.headers.get("etag") ?? "";
        expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
        const again = await app.request(`/uploads/${name}`, { headers: { "If-None-Match": etag } });
        expect(again.status).toBe(304);
      }
      expect(await readdir(emptyDir)).toEqual([]);
    } finally {
      await rm(emptyDir, { recursive: true, force: true });
    }
  });

  it("says what is missing when STORAGE_URL is not set, and copies nothing", async () => {
    const config = parseConfig({ DATA_DIR: test.dataDir });
    const printed: string[] = [];
    const error = console.error;
    console.error = (line: string) => printed.push(line);
    try {
      expect(await storageCopyCommand(config)).toBe(1);
    } finally {
      console.error = error;
    }
    expect(printed).toEqual([
      "STORAGE_URL is not set: set it to the bucket to copy DATA_DIR's files into (s3://bucket/prefix?endpoint=…).",
    ]);
  });
});
