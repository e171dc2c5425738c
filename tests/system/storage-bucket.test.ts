/**
 * A shop kept on disk moves its files into an S3-compatible bucket (s3rver, started here) with
 * the built `storage-copy` command, then runs as two instances on one PostgreSQL database, each
 * with a DATA_DIR of its own and empty: what one instance stores, the other serves. Skipped
 * without TEST_DATABASE_URL.
 */
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { and, desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { placeOrder } from "#server/checkout/place-order.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { outboxEmails, productImages } from "#server/db/schema.ts";
import { DEFAULT_TIME_ZONE } from "#server/shop/shop-time-zone.ts";
import {
  type BuiltServer,
  killStartedServers,
  projectRoot,
  serverEnv,
  startBuiltServer,
} from "#tests/support/built-server.ts";
import { newVisitorAddress } from "#tests/support/client-address.ts";
import {
  insertTestCart,
  insertTestProduct,
  testCheckoutForm,
} from "#tests/support/fixtures/orders.ts";
import { startS3Server, type TestS3Server } from "#tests/support/s3-server.ts";
import { newSeededShop, type SeededShop } from "#tests/support/seeded-shop.ts";
import { studioSessionCookie } from "#tests/support/studio.ts";

const run = promisify(execFile);

describe.skipIf(!process.env.TEST_DATABASE_URL)("files in a bucket, on two instances", () => {
  let s3: TestS3Server;
  let shop: SeededShop;
  let database: DatabaseHandle;
  let first: BuiltServer;
  let second: BuiltServer;
  const emptyDirs: string[] = [];
  let cookie: string;

  beforeAll(async () => {
    [s3, shop] = await Promise.all([startS3Server(), newSeededShop("postgres", "storage")]);
    database = await shop.openDatabase();
    ({ cookie } = await studioSessionCookie(database.db));
  });
  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await killStartedServers();
    await database?.close();
    await shop?.remove();
    await s3?.stop();
    for (const dir of emptyDirs) rmSync(dir, { recursive: true, force: true });
  });

  const storageCopy = () =>
    run(process.execPath, ["build/server/cli.js", "storage-copy"], {
      cwd: projectRoot,
      env: serverEnv({ ...shop.env, ...s3.env("washi") }),
    });

  it("copies the disk shop's files with storage-copy, and a second run copies nothing", async () => {
    const copied = await storageCopy();
    const done = copied.stdout.trim().split("\n").at(-1) ?? "";
    const [, files] = /^Done: (\d+) files/.exec(done) ?? [];
    expect(Number(files)).toBeGreaterThan(100);
    expect(done).toContain(`${files} copied, 0 already in the bucket, 0 failed.`);
    const again = await storageCopy();
    expect(again.stdout).toContain(`0 copied, ${files} already in the bucket, 0 failed.`);
  });

  it("starts two instances with empty data dirs of their own on the bucket", async () => {
    const instance = () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "washi-storage-instance-"));
      emptyDirs.push(dataDir);
      return startBuiltServer({
        DATA_DIR: dataDir,
        DATABASE_URL: shop.databaseUrl ?? "",
        ...s3.env("washi"),
      });
    };
    [first, second] = await Promise.all([instance(), instance()]);
    expect(first.output().stdout).toContain('"files":"s3://washi-files/washi/"');
  });

  it("serves the seeded pictures from the bucket, and a missing one is not found", async () => {
    const [image] = await database.db.select().from(productImages).limit(1);
    const url = image?.variants.large.webp ?? "";
    const bytes = await fetchBytes(`${second.url}${url}`, "image/webp");
    expect((await sharp(bytes).metadata()).width).toBe(1000);
    const missing = await fetch(`${second.url}/uploads/products/nothing-000000000000.webp`);
    expect(missing.status).toBe(404);
    await missing.body?.cancel();
  });

  /** Posts a file to a studio upload endpoint as the signed-in maker, from its own origin. */
  function studioUpload(url: string, file: File) {
    const body = new FormData();
    body.append("file", file);
    return fetch(url, { method: "POST", body, headers: { cookie, origin: new URL(url).origin } });
  }

  it("serves a picture uploaded through one instance from the other", async () => {
    const productId = await insertTestProduct(database.db, { title: "Bucket Bookmark" });
    const photo = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: "#7a4f9e" },
    })
      .jpeg()
      .toBuffer();
    const uploaded = await studioUpload(
      `${first.url}/api/studio/products/${productId}/images`,
      new File([new Uint8Array(photo)], "violet.jpg"),
    );
    expect(uploaded.status).toBe(201);
    const { image } = (await uploaded.json()) as {
      image: { variants: Record<string, { avif: string; webp: string }> };
    };
    for (const variant of Object.values(image.variants)) {
      for (const url of [variant.avif, variant.webp]) {
        const fromSecond = await fetchBytes(`${second.url}${url}`);
        expect(fromSecond).toEqual(await fetchBytes(`${first.url}${url}`));
      }
    }
    // Neither instance kept a file of its own.
    for (const dir of emptyDirs) {
      const files = readdirSync(dir, { recursive: true, withFileTypes: true });
      expect(
        files.filter((entry) => entry.isFile() && !entry.parentPath.includes(`${path.sep}db`)),
      ).toEqual([]);
    }
  });

  it("downloads a digital file uploaded through one instance from either", async () => {
    const productId = await insertTestProduct(database.db, {
      title: "Bucket Planner",
      kind: "digital",
      priceCents: 0,
      stock: null,
    });
    const pdf = Buffer.from(`%PDF-1.7\n% bucket\n${"x".repeat(200_000)}\n%%EOF\n`);
    const uploaded = await studioUpload(
      `${first.url}/api/studio/products/${productId}/files`,
      new File([new Uint8Array(pdf)], "planner.pdf"),
    );
    expect(uploaded.status).toBe(201);

    const link = await freeOrderLink(productId);
    const whole = await fetch(`${second.url}${link}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-length")).toBe(String(pdf.length));
    expect(sha256(Buffer.from(await whole.arrayBuffer()))).toBe(sha256(pdf));
    const part = await fetch(`${first.url}${link}`, { headers: { Range: "bytes=10-109" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 10-109/${pdf.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(pdf.subarray(10, 110));
  });

  /** A free order of the product, paid at once: the download link its e-mail carries. */
  async function freeOrderLink(productId: number) {
    const email = "bucket-buyer@example.com";
    const cartToken = await insertTestCart(database.db, [{ productId, quantity: 1 }]);
    await placeOrder(
      {
        db: database.db,
        customer: null,
        publicUrl: "https://washi.test",
        ownerEmail: "maker@washi.test",
        timeZone: DEFAULT_TIME_ZONE,
        from: { token: cartToken },
        clientAddress: newVisitorAddress(),
      },
      testCheckoutForm({ customerEmail: email }),
    );
    const [mail] = await database.db
      .select({ text: outboxEmails.text })
      .from(outboxEmails)
      .where(
        and(eq(outboxEmails.template, "order-confirmation"), eq(outboxEmails.toAddress, email)),
      )
      .orderBy(desc(outboxEmails.id))
      .limit(1);
    const link = /https:\/\/washi\.test(\/downloads\/\S+?)(?=[\s\])]|$)/.exec(
      mail?.text ?? "",
    )?.[1];
    if (!link) throw new Error("The order's e-mail has no download link.");
    return link;
  }
});

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

async function fetchBytes(url: string, contentType?: string) {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  if (contentType) expect(response.headers.get("content-type")).toBe(contentType);
  return Buffer.from(await response.arrayBuffer());
}
