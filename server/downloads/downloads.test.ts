// @gate-pglite (tests/README.md): files streamed and counted do not depend on the engine.
import { createHash } from "node:crypto";
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getCustomer } from "#server/accounts/customer-profile.ts";
import { placeOrder } from "#server/checkout/place-order.ts";
import type { Database } from "#server/db/client.ts";
import { downloadRecords, outboxEmails, productFiles } from "#server/db/schema.ts";
import { uncountUnsentBytes } from "#server/downloads/download-counting.ts";
import { downloadFileMessages } from "#server/downloads/download-limits.ts";
import { checkDownloadLink } from "#server/downloads/download-links.ts";
import { removeProductFile } from "#server/downloads/product-files.ts";
import { setDownloadLimit } from "#server/downloads/product-files-page.ts";
import { transitionOrder } from "#server/orders/order-states.ts";
import { DEFAULT_TIME_ZONE } from "#server/shop/shop-time-zone.ts";
import { newVisitorAddress } from "#tests/support/client-address.ts";
import {
  insertTestCart,
  insertTestProduct,
  testCheckoutForm,
} from "#tests/support/fixtures/orders.ts";
import { createTestHttpApp, listen } from "#tests/support/http-app.ts";
import { refusal } from "#tests/support/refusal.ts";
import { studioSessionCookie } from "#tests/support/studio.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let db: Database;
let app: ReturnType<typeof createTestHttpApp>["app"];
let cookie: string;
let account: Awaited<ReturnType<typeof studioSessionCookie>>["account"];

beforeAll(async () => {
  test = await createTestDatabase();
  db = test.db;
  app = createTestHttpApp({ database: test.handle, dataDir: test.dataDir }).app;
  ({ cookie, account } = await studioSessionCookie(db));
});
afterAll(() => test?.close());

const pdfBytes = (text: string) => Buffer.from(`%PDF-1.7\n% ${text}\n${"x".repeat(5000)}\n%%EOF\n`);
const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const storedFiles = () =>
  readdir(path.join(test.dataDir, "private", "downloads")).catch(() => [] as string[]);

function upload(productId: number, file: File, replacing?: number) {
  const body = new FormData();
  body.append("file", file);
  const suffix = replacing ? `/${replacing}` : "";
  return app.request(`http://localhost/api/studio/products/${productId}/files${suffix}`, {
    method: "POST",
    body,
    headers: { cookie },
  });
}

async function digitalProductWith(bytes: Buffer, name = "planner.pdf") {
  const productId = await insertTestProduct(db, {
    title: "Undated Planner",
    kind: "digital",
    priceCents: 0,
    stock: null,
  });
  const response = await upload(productId, new File([new Uint8Array(bytes)], name));
  expect(response.status).toBe(201);
  const { file } = await response.json();
  return { productId, fileId: file.id as number };
}

const orderLife = { publicUrl: "https://washi.test", timeZone: DEFAULT_TIME_ZONE };

/** A free order of the product, placed and paid at once; the links its e-mail carries. */
async function buy(productId: number, email = "ana@example.com") {
  const cartToken = await insertTestCart(db, [{ productId, quantity: 1 }]);
  const placed = await placeOrder(
    {
      db,
      customer: null,
      ...orderLife,
      ownerEmail: "maker@washi.test",
      from: { token: cartToken },
      clientAddress: newVisitorAddress(),
    },
    testCheckoutForm({ customerEmail: email }),
  );
  const [mail] = await db
    .select({ text: outboxEmails.text })
    .from(outboxEmails)
    .where(and(eq(outboxEmails.template, "order-confirmation"), eq(outboxEmails.toAddress, email)))
    .orderBy(desc(outboxEmails.id))
    .limit(1);
  const links = [
    ...(mail?.text ?? "").matchAll(/https:\/\/washi\.test(\/downloads\/\S+?)(?=[\s\])]|$)/g),
  ].map((match) => match[1] as string);
  return { orderId: placed.order.id, links };
}

const get = (link: string, headers: Record<string, string> = {}) =>
  app.request(`http://localhost${link}`, { headers });

const downloadsOf = (grantId: number) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(downloadRecords)
    .where(eq(downloadRecords.grantId, grantId))
    .then(([row]) => row?.n ?? 0);

describe("a digital product's files in the studio", () => {
  it("stores an upload privately, by what it is, with its name and size", async () => {
    const bytes = pdfBytes("one");
    const productId = await insertTestProduct(db, { kind: "digital", stock: null });
    const response = await upload(productId, new File([new Uint8Array(bytes)], "Planner 2027.PDF"));
    expect(response.status).toBe(201);
    const { file } = await response.json();
    expect(file).toMatchObject({
      fileName: "Planner 2027.PDF",
      contentType: "application/pdf",
      sizeBytes: bytes.length,
      downloads: 0,
    });
    expect(await readdir(test.dataDir)).not.toContain("uploads");
    expect((await storedFiles()).some((name) => name.endsWith(".part"))).toBe(false);
  });

  it("names a file by what it is when its name says otherwise", async () => {
    const productId = await insertTestProduct(db, { kind: "digital", stock: null });
    const response = await upload(
      productId,
      new File([new Uint8Array(pdfBytes("x"))], "cover.png"),
    );
    expect((await response.json()).file.fileName).toBe("cover.pdf");
  });

  it("refuses a renamed executable and leaves nothing behind", async () => {
    const productId = await insertTestProduct(db, { kind: "digital", stock: null });
    const before = await storedFiles();
    const executable = Buffer.concat([
      Buffer.from("MZ\x90\x00\x03\x00\x00\x00"),
      Buffer.alloc(4096),
    ]);
    const response = await upload(productId, new File([new Uint8Array(executable)], "planner.pdf"));
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe(
      downloadFileMessages.wrongType("planner.pdf"),
    );
    expect(await storedFiles()).toEqual(before);
  });

  it("takes files only for a digital product that exists, from the studio only", async () => {
    const physical = await insertTestProduct(db, { kind: "physical" });
    const refused = await upload(physical, new File([new Uint8Array(pdfBytes("p"))], "a.pdf"));
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toBe(downloadFileMessages.notDigital);
    const missing = await upload(999_999, new File([new Uint8Array(pdfBytes("m"))], "a.pdf"));
    expect(missing.status).toBe(404);
    const body = new FormData();
    body.append("file", new File([new Uint8Array(pdfBytes("s"))], "a.pdf"));
    const stranger = await app.request(`http://localhost/api/studio/products/${physical}/files`, {
      method: "POST",
      body,
    });
    expect(stranger.status).toBe(403);
  });

  it("refuses a file over 100 MB as it streams, over a real connection, leaving nothing", async () => {
    const productId = await insertTestProduct(db, { kind: "digital", stock: null });
    const before = await storedFiles();
    const server = await listen(app);
    try {
      const boundary = "----washi-test-boundary";
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`;
      const megabyte = new Uint8Array(1024 * 1024);
      let sent = -1;
      // No Content-Length: the shop learns the size only by counting what arrives.
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent === -1) controller.enqueue(new TextEncoder().encode(head));
          else if (sent < 101) controller.enqueue(megabyte);
          else {
            controller.enqueue(new TextEncoder().encode(`\r\n--${boundary}--\r\n`));
            controller.close();
          }
          sent += 1;
        },
      });
      const response = await fetch(`${server.url}/api/studio/products/${productId}/files`, {
        method: "POST",
        body,
        duplex: "half",
        headers: { cookie, "content-type": `multipart/form-data; boundary=${boundary}` },
      } as RequestInit);
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toBe(downloadFileMessages.tooLarge("huge.pdf"));
      expect(await storedFiles()).toEqual(before);
    } finally {
      await server.close();
    }
  }, 60_000);
});

describe("downloads per purchase", () => {
  it("are a whole number from 1 to 100, and a purchase keeps the number it was made with", async () => {
    const { productId } = await digitalProductWith(pdfBytes("limits"));
    for (const refused of ["0", "101", "2.5", "many", ""]) {
      const error = await refusal(
        setDownloadLimit(db, account, { productId, downloadLimit: refused }),
      );
      expect(error.details?.downloadLimit, refused).toBe(
        "Allow between 1 and 100 downloads of each file per purchase.",
      );
    }
    const { links } = await buy(productId);
    expect(await setDownloadLimit(db, account, { productId, downloadLimit: "1" })).toBe(1);
    for (let time = 1; time <= 5; time += 1)
      expect((await get(links[0] as string)).status).toBe(200);
  });
});

describe("a bought file's links", () => {
  it("download the exact bytes, as an attachment that is never cached, and are counted", async () => {
    const bytes = pdfBytes("the planner");
    const { productId } = await digitalProductWith(bytes);
    const { links } = await buy(productId);
    expect(links).toHaveLength(1);
    const response = await get(links[0] as string);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-length")).toBe(String(bytes.length));
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="planner.pdf"; filename*=UTF-8''planner.pdf`,
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("accept-ranges")).toBe("bytes");
    expect(sha(new Uint8Array(await response.arrayBuffer()))).toBe(sha(bytes));
    const records = await db.select().from(downloadRecords);
    expect(records.filter((record) => record.fileName === "planner.pdf").length).toBeGreaterThan(0);
  });

  it("answer a Range with 206 and those bytes; a download resumed after a break counts once", async () => {
    const bytes = pdfBytes("ranges");
    const { productId } = await digitalProductWith(bytes);
    const { links } = await buy(productId);
    const link = links[0] as string;
    const grantId = Number(link.split("/")[2]);
    const before = await downloadsOf(grantId);
    const broken = await get(link, { Range: "bytes=0-999" });
    expect(broken.status).toBe(206);
    expect(broken.headers.get("content-range")).toBe(`bytes 0-999/${bytes.length}`);
    expect(Buffer.from(await broken.arrayBuffer())).toEqual(bytes.subarray(0, 1000));
    const resumed = await get(link, { Range: "bytes=1000-" });
    expect(resumed.status).toBe(206);
    expect(Buffer.from(await resumed.arrayBuffer())).toEqual(bytes.subarray(1000));
    expect(await downloadsOf(grantId)).toBe(before + 1);
    const beyond = await get(link, { Range: `bytes=${bytes.length + 10}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get("content-range")).toBe(`bytes */${bytes.length}`);
    expect(await downloadsOf(grantId)).toBe(before + 1);
  });

  it("count every whole copy a range sends: 40 requests from byte 1 are 4 more downloads, then none", async () => {
    const bytes = pdfBytes("one byte in");
    const { productId } = await digitalProductWith(bytes);
    const { links } = await buy(productId);
    const link = links[0] as string;
    const grantId = Number(link.split("/")[2]);
    expect((await get(link)).status).toBe(200);
    const answers: number[] = [];
    for (let copy = 0; copy < 40; copy += 1) {
      const response = await get(link, { Range: "bytes=1-" });
      answers.push(response.status);
      await response.arrayBuffer();
    }
    expect(answers.filter((status) => status === 206)).toHaveLength(4);
    expect(answers.slice(4).every((status) => status !== 206)).toBe(true);
    expect(await downloadsOf(grantId)).toBe(5);
  });

  it("give back the bytes a buyer never received, so their resume is not a new download", async () => {
    const bytes = pdfBytes("given back");
    const { productId } = await digitalProductWith(bytes);
    const { links } = await buy(productId);
    const link = links[0] as string;
    const grantId = Number(link.split("/")[2]);
    // A whole copy counted, of which the buyer got only the first 1,000 bytes.
    expect((await get(link)).status).toBe(200);
    const [record] = await db
      .select({ id: downloadRecords.id })
      .from(downloadRecords)
      .where(eq(downloadRecords.grantId, grantId));
    await uncountUnsentBytes(db, record?.id ?? 0, bytes.length - 1000);
    const resumed = await get(link, { Range: "bytes=1000-" });
    expect(Buffer.from(await resumed.arrayBuffer())).toEqual(bytes.subarray(1000));
    expect(await downloadsOf(grantId)).toBe(1);
    // Without the bytes given back, the same range is a copy more.
    expect((await get(link, { Range: "bytes=1000-" })).status).toBe(206);
    expect(await downloadsOf(grantId)).toBe(2);
  });

  it("give back what a buyer who went away never got, over a real connection", async () => {
    const bytes = Buffer.concat([pdfBytes("slow"), Buffer.alloc(1_000_000, 120)]);
    const { productId } = await digitalProductWith(bytes);
    const { links } = await buy(productId);
    const link = links[0] as string;
    const grantId = Number(link.split("/")[2]);
    // One megabit a second: the download is still going when the buyer leaves.
    const slow = createTestHttpApp({
      database: test.handle,
      dataDir: test.dataDir,
      env: { DOWNLOAD_BANDWIDTH_MBPS: "1" },
    });
    const server = await listen(slow.app);
    try {
      const leaving = new AbortController();
      const response = await fetch(`${server.url}${link}`, { signal: leaving.signal });
      const reader = response.body?.getReader();
      const first = await reader?.read();
      const received = first?.value?.length ?? 0;
      leaving.abort();
      const served = () =>
        db
          .select({ bytes: downloadRecords.bytesServed })
          .from(downloadRecords)
          .where(eq(downloadRecords.grantId, grantId))
          .then(([row]) => row?.bytes ?? 0);
      await expect.poll(served, { timeout: 5_000 }).toBeLessThan(bytes.length / 2);
      const resumed = await fetch(`${server.url}${link}`, {
        headers: { Range: `bytes=${received}-` },
      });
      expect(resumed.status).toBe(206);
      await resumed.body?.cancel();
      expect(await downloadsOf(grantId)).toBe(1);
    } finally {
      await server.close();
    }
  });

  it("cost the buyer nothing when the stored file has gone missing", async () => {
    const { productId } = await digitalProductWith(pdfBytes("lost on disk"));
    const { links } = await buy(productId);
    const grantId = Number(links[0]?.split("/")[2]);
    const used = () =>
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(downloadRecords)
        .where(eq(downloadRecords.grantId, grantId))
        .then(([row]) => row?.n);
    const [stored] = await db
      .select({ key: productFiles.storageKey })
      .from(productFiles)
      .where(eq(productFiles.productId, productId));
    await rm(path.join(test.dataDir, "private", "downloads", stored?.key ?? ""));
    const response = await get(links[0] as string);
    expect(response.status).toBe(500);
    expect(await used()).toBe(0);
  });

  it("give each file as often as the purchase allows, then say it is used up", async () => {
    const { productId } = await digitalProductWith(pdfBytes("five times"));
    const { links } = await buy(productId);
    const link = new URL(`http://localhost${links[0]}`);
    for (let time = 1; time <= 5; time += 1)
      expect((await get(links[0] as string)).status).toBe(200);
    const sixth = await get(links[0] as string);
    expect(sixth.headers.get("content-disposition")).toBeNull();
    expect(await checkDownloadLink(db, linkInput(link))).toEqual({ refusal: "used-up" });
  });

  it("work only as signed: another order's signature, a longer life or another file fail", async () => {
    const { productId } = await digitalProductWith(pdfBytes("signed"));
    const mine = new URL(`http://localhost${(await buy(productId, "mina@example.com")).links[0]}`);
    const theirs = new URL(`http://localhost${(await buy(productId, "li@example.com")).links[0]}`);
    const swapped = new URL(mine);
    swapped.searchParams.set("signature", theirs.searchParams.get("signature") ?? "");
    const stretched = new URL(mine);
    stretched.searchParams.set(
      "expires",
      String(Number(mine.searchParams.get("expires")) + 86_400),
    );
    const otherGrant = new URL(theirs);
    otherGrant.pathname = mine.pathname;
    for (const url of [swapped, stretched, otherGrant]) {
      expect(await checkDownloadLink(db, linkInput(url))).toEqual({ refusal: "invalid" });
      expect((await get(url.pathname + url.search)).headers.get("content-disposition")).toBeNull();
    }
    expect((await checkDownloadLink(db, linkInput(mine))).refusal).toBeUndefined();
  });

  it("expire seven days after the purchase", async () => {
    const { productId } = await digitalProductWith(pdfBytes("a week"));
    const link = new URL(`http://localhost${(await buy(productId)).links[0]}`);
    const sixDays = new Date(Date.now() + 6 * 86_400_000);
    const eightDays = new Date(Date.now() + 8 * 86_400_000);
    expect((await checkDownloadLink(db, linkInput(link), sixDays)).refusal).toBeUndefined();
    expect(await checkDownloadLink(db, linkInput(link), eightDays)).toEqual({ refusal: "expired" });
  });

  it("stop working when the order is refunded", async () => {
    const { productId } = await digitalProductWith(pdfBytes("refund"));
    const { orderId, links } = await buy(productId);
    const link = new URL(`http://localhost${links[0]}`);
    expect(
      await db.transaction((tx) =>
        transitionOrder(tx, orderId, "refunded", { context: orderLife }),
      ),
    ).toBe(true);
    expect(await checkDownloadLink(db, linkInput(link))).toEqual({ refusal: "revoked" });
    expect((await get(links[0] as string)).headers.get("content-disposition")).toBeNull();
  });

  it("deliver a replaced file's new bytes, and nothing once the file is removed", async () => {
    const { productId, fileId } = await digitalProductWith(pdfBytes("first edition"));
    const { links } = await buy(productId);
    const second = pdfBytes("second edition");
    const replaced = await upload(
      productId,
      new File([new Uint8Array(second)], "planner.pdf"),
      fileId,
    );
    expect(replaced.status).toBe(200);
    const response = await get(links[0] as string);
    expect(sha(new Uint8Array(await response.arrayBuffer()))).toBe(sha(second));

    await removeProductFile(db, test.storage.privateFiles, account, { productId, fileId });
    const link = new URL(`http://localhost${links[0]}`);
    expect(await checkDownloadLink(db, linkInput(link))).toEqual({ refusal: "invalid" });
    expect(await storedFiles()).not.toContain(expect.stringMatching(/\.part$/));
  });
});

function linkInput(url: URL) {
  const [, , grantId, fileId] = url.pathname.split("/");
  return {
    grantId,
    fileId,
    expires: url.searchParams.get("expires"),
    signature: url.searchParams.get("signature"),
  };
}

describe("GET /api/customers/downloads", () => {
  it("gives the signed-in customer their files with fresh links, none for anyone else", async () => {
    const { productId } = await digitalProductWith(pdfBytes("for the api"), "api-planner.pdf");
    const registered = await app.request("/api/auth/register", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        email: "kai@example.com",
        password: "Folded-Crane-Paper-5",
        firstName: "Kai",
        lastName: "Ono",
      }),
    });
    const { accessToken, customer } = await registered.json();
    const cartToken = await insertTestCart(db, [{ productId, quantity: 1 }], customer.id);
    await placeOrder(
      {
        db,
        customer: await getCustomer(db, customer.id),
        ...orderLife,
        from: { token: cartToken },
        clientAddress: newVisitorAddress(),
      },
      testCheckoutForm(),
    );

    const ask = (token?: string) =>
      app.request("/api/customers/downloads", {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    expect((await ask()).status).toBe(401);
    const response = await ask(accessToken);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { downloads } = await response.json();
    expect(downloads).toEqual([
      expect.objectContaining({ fileName: "api-planner.pdf", downloadsLeft: 5 }),
    ]);
    const link = new URL(downloads[0].url);
    const file = await get(link.pathname + link.search);
    expect(file.status).toBe(200);
    expect(Date.parse(downloads[0].expiresAt) - Date.now()).toBeLessThanOrEqual(86_400_000);
  });
});
