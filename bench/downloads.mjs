// Digital downloads on the built server (issue 20): a 50 MB file, uploaded through the studio's
// endpoint (POST /api/studio/products/:id/files, streamed into the private store), then
// downloaded through its signed link (/downloads/{grant}/{file}) as a browser asks for it.
// - Memory: the server's resident memory (VmRSS) polled every 50 ms during a download, after a
//   warm-up download; its growth is the peak over the median RSS of the second before. Three
//   times; the figure is the median growth, the most beside it. The same while a buyer's
//   client stops reading for 2 s after the first bytes (the server must wait for it, not read
//   the file ahead into memory), and, for reference, during ten downloads at once.
// - A page beside downloads: a product page rendered on every request (a washi_ cookie keeps it
//   out of the page cache), one request at a time, alone, then while ten downloads of the file
//   run at once (read on a worker thread; bounded by their end or a time limit); the p50 and
//   p95 while they run over those alone.
// - A fair share (issue 40): one buyer's download alone, then beside a greedy client's forty
//   at once from another address (their bytes read on a worker thread, ended by a time limit);
//   its time beside them over alone.
// Set up in process before the server starts (PGlite takes one process at a time): a paid order
// for a digital product whose grant the shop's own grantDownloads gives, the product's limit
// raised to 100 downloads (this takes 69), and a studio session.
// Alone, for development (the project built first: `npx react-router build`):
//   node --experimental-transform-types --no-warnings bench/downloads.mjs
// (with BENCH_DATABASE_URL, an empty PostgreSQL database instead of PGlite) seeds the demo shop
// in a scratch data dir, starts build/server/main.js on 127.0.0.1 and
// prints the figures as JSON.
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import {
  benchEnv,
  freePort,
  get,
  percentile,
  processMemory,
  RENDERED,
  startServer,
  stopServer,
  waitUntilReady,
} from "./built-server.mjs";
import { download, downloadAtOnce } from "./download-clients.mjs";

const { and, eq } = await import("drizzle-orm");
const { downloadGrants, orderItems, orders, products } = await import("#server/db/schema.ts");
const { grantDownloads } = await import("#server/downloads/grants.ts");
const { downloadPath } = await import("#server/downloads/download-links.ts");
const { MAX_DOWNLOAD_LIMIT } = await import("#server/downloads/download-limits.ts");
const { saveStudioAccount } = await import("#server/studio/auth/studio-accounts.ts");
const { startStudioSession } = await import("#server/studio/auth/studio-sessions.ts");
const { STUDIO_COOKIE } = await import("#server/studio/auth/studio-cookie.ts");

export const DOWNLOAD_SETTINGS = {
  fileMb: 50,
  concurrent: 10,
  /** The ten downloads (and so the page timings beside them) end by this time at the latest. */
  timeLimitMs: 60_000,
  pollMs: 50,
  stallMs: 2_000,
  /**
   * Each download's memory is measured this many times; the figure is the median growth (RSS
   * breathes: the allocator gives back memory when idle and takes it again under a download).
   */
  repeats: 3,
  /** The baseline is RSS's median over this long before a download; "after", this long after. */
  settleMs: 1_000,
  pageWarmUp: 200,
  pageRequestsAlone: 100,
  maxPageRequestsDuring: 5_000,
  /** The greedy client's downloads at once, beside which one buyer's is timed. */
  greedy: 40,
};

/** The buyer's and the greedy client's addresses (the bench's server trusts X-Forwarded-For). */
const BUYER = "198.18.40.1";
const GREEDY = "198.18.40.2";

const MB = 1024 * 1024;
/** A page request or the upload that takes longer than this fails the benchmark. */
const REQUEST_TIMEOUT_MS = 30_000;
const round = (n) => Math.round(n * 10) / 10;
const origin = (port) => `http://127.0.0.1:${port}`;

/**
 * In process, before the server starts: a digital product that allows the most downloads, a
 * paid order of it with its grant, and a studio session for the upload.
 */
export async function prepareDownloads(database) {
  const { db } = database;
  const [product] = await db
    .select({ id: products.id, title: products.title, priceCents: products.priceCents })
    .from(products)
    .where(and(eq(products.kind, "digital"), eq(products.isActive, true)))
    .orderBy(products.id)
    .limit(1);
  if (!product) throw new Error("the catalogue has no active digital product");
  await db
    .update(products)
    .set({ downloadLimit: MAX_DOWNLOAD_LIMIT })
    .where(eq(products.id, product.id));
  const now = new Date();
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: `BENCH-DL-${randomBytes(4).toString("hex")}`,
      customerEmail: "bench-downloads@example.com",
      customerName: "Mina Park",
      status: "paid",
      // A download's order, as the checkout stores one: the buyer's name and country only.
      shippingMethod: "digital",
      shippingAddress: {
        firstName: "Mina",
        lastName: "Park",
        addressLine1: "",
        city: "",
        stateProvince: "",
        postalCode: "",
        country: "US",
      },
      subtotalCents: product.priceCents,
      totalCents: product.priceCents,
      paidAt: now,
    })
    .returning({ id: orders.id });
  await db.insert(orderItems).values({
    orderId: order.id,
    productId: product.id,
    title: product.title,
    unitPriceCents: product.priceCents,
    quantity: 1,
  });
  if ((await grantDownloads(db, order.id)) !== 1) throw new Error("no download grant was given");
  const [grant] = await db
    .select({ grantId: downloadGrants.id, linkSecret: downloadGrants.linkSecret })
    .from(downloadGrants)
    .where(eq(downloadGrants.orderId, order.id));
  const { account } = await saveStudioAccount(
    db,
    { email: "bench-maker@washi.test", password: randomBytes(18).toString("base64url") },
    { replacePassword: true },
  );
  const session = await startStudioSession(db, account);
  return { productId: product.id, grant, studioCookie: `${STUDIO_COOKIE}=${session.token}` };
}

/** A PDF by its first bytes (the store reads what a file is), random past them: incompressible. */
function* pdfChunks(size) {
  const head = Buffer.from("%PDF-1.7\n%bench\n");
  const tail = Buffer.from("\n%%EOF\n");
  yield head;
  let left = size - head.length - tail.length;
  while (left > 0) {
    const chunk = randomBytes(Math.min(MB, left));
    left -= chunk.length;
    yield chunk;
  }
  yield tail;
}

function write(request, chunk) {
  return request.write(chunk) ? null : new Promise((resolve) => request.once("drain", resolve));
}

/** Streams a multipart upload of a `sizeMb` PDF to the studio's endpoint: the file's row and hash. */
async function uploadFile(port, setup, sizeMb) {
  const size = sizeMb * MB;
  const boundary = `----washi-bench-${randomBytes(8).toString("hex")}`;
  const before = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench-${sizeMb}mb.pdf"\r\n` +
      "Content-Type: application/pdf\r\n\r\n",
  );
  const after = Buffer.from(`\r\n--${boundary}--\r\n`);
  const hash = createHash("sha256");
  const started = performance.now();
  const answer = new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path: `/api/studio/products/${setup.productId}/files`,
        agent: false,
        headers: {
          cookie: setup.studioCookie,
          origin: origin(port),
          "content-type": `multipart/form-data; boundary=${boundary}`,
          "content-length": before.length + size + after.length,
        },
      },
      (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode, body: Buffer.concat(chunks) }));
        res.on("error", reject);
      },
    );
    request.on("error", reject);
    request.setTimeout(REQUEST_TIMEOUT_MS, () =>
      request.destroy(new Error(`the upload was silent for ${REQUEST_TIMEOUT_MS} ms`)),
    );
    (async () => {
      await write(request, before);
      for (const chunk of pdfChunks(size)) {
        hash.update(chunk);
        await write(request, chunk);
      }
      request.end(after);
    })().catch(reject);
  });
  const { status, body } = await answer;
  if (status !== 201) throw new Error(`the upload answered ${status}: ${body.toString()}`);
  const { file } = JSON.parse(body.toString());
  if (file.sizeBytes !== size) throw new Error(`the upload stored ${file.sizeBytes} bytes`);
  const ms = performance.now() - started;
  return {
    fileId: file.id,
    size,
    sha256: hash.digest("hex"),
    ms,
    mbPerSecond: sizeMb / (ms / 1000),
  };
}

/** A download that must give the whole file, byte for byte. */
function checked(result, file, what) {
  if (result.status !== 200 || result.bytes !== file.size || result.error) {
    throw new Error(
      `${what}: status ${result.status}, ${result.bytes} bytes${result.error ? `, ${result.error}` : ""}`,
    );
  }
  if (result.sha256 && result.sha256 !== file.sha256) throw new Error(`${what}: other bytes`);
  return result;
}

/**
 * The server's RSS while `work` runs, polled every `pollMs`: baseline, peak, after, growth.
 * With `withinMs`, the peak is of the samples taken in that long from the start only.
 */
async function memoryDuring(pid, settings, work, { withinMs = Number.POSITIVE_INFINITY } = {}) {
  // The median of a second's samples: a dip just before (a collection) is no baseline.
  const before = [];
  for (let waited = 0; waited < settings.settleMs; waited += settings.pollMs) {
    before.push(processMemory(pid).rssMb);
    await sleep(settings.pollMs);
  }
  const baseline = before.sort((a, b) => a - b)[Math.floor(before.length / 2)];
  const started = performance.now();
  let peak = processMemory(pid).rssMb;
  let samples = 0;
  const poll = () => {
    const rss = processMemory(pid).rssMb;
    if (performance.now() - started <= withinMs) peak = Math.max(peak, rss);
    samples++;
  };
  const timer = setInterval(poll, settings.pollMs);
  let result;
  try {
    result = await work();
  } finally {
    clearInterval(timer);
  }
  poll();
  await sleep(settings.settleMs);
  const after = processMemory(pid).rssMb;
  return {
    baselineMb: baseline,
    peakMb: peak,
    afterMb: after,
    growthMb: peak - baseline,
    samples,
    result,
  };
}

function summarise(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    max: round(sorted.at(-1)),
  };
}

async function within(promise, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} took over ${REQUEST_TIMEOUT_MS} ms`)),
      REQUEST_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The page one request at a time until `done()` or `maxRequests`: each answer's time. */
async function pageTimes(port, page, { done = () => false, maxRequests }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times = [];
  try {
    while (times.length < maxRequests && !done()) {
      const { status, ms } = await within(
        get(agent, port, page.path, page.headers),
        `GET ${page.path}`,
      );
      if (status !== 200) throw new Error(`${page.path} answered ${status}`);
      times.push(ms);
    }
  } finally {
    agent.destroy();
  }
  return times;
}

/** Ten downloads at once on a worker thread; with `beside`, run (and timed) while they do. */
async function tenAtOnce(port, link, settings, beside = async () => null) {
  let started = false;
  let finished = false;
  const downloads = downloadAtOnce(port, Array(settings.concurrent).fill(link), {
    timeLimitMs: settings.timeLimitMs,
    onStarted: () => {
      started = true;
    },
  }).finally(() => {
    finished = true;
  });
  while (!started && !finished) await sleep(1);
  const begun = performance.now();
  const besides = await beside(() => finished);
  const results = await downloads;
  return { results, ms: performance.now() - begun, besides };
}

/**
 * One buyer's download alone, then beside the greedy client's downloads (started first, and
 * given time to fill their share): both times and the one over the other.
 */
async function fairShare(port, link, file, settings) {
  const buyer = () =>
    download(port, link, { deadline: performance.now() + settings.timeLimitMs, from: BUYER });
  const alone = checked(await buyer(), file, "the buyer's download alone");
  let started = false;
  const greedy = downloadAtOnce(port, Array(settings.greedy).fill(link), {
    timeLimitMs: Math.round(alone.ms * 3) + 3_000,
    from: GREEDY,
    onStarted: () => {
      started = true;
    },
  });
  while (!started) await sleep(1);
  await sleep(500);
  const beside = checked(await buyer(), file, "the buyer's download beside the greedy client");
  const greedyResults = await greedy;
  return {
    greedyDownloads: settings.greedy,
    greedyMb: round(greedyResults.reduce((sum, r) => sum + r.bytes, 0) / MB),
    aloneMs: Math.round(alone.ms),
    besideMs: Math.round(beside.ms),
    ratio: round2(beside.ms / alone.ms),
  };
}

/** How the ten went: complete ones (every byte), errors, time and throughput together. */
function tenFigures({ results, ms }, file) {
  const bytes = results.reduce((sum, r) => sum + r.bytes, 0);
  return {
    downloads: results.length,
    complete: results.filter((r) => r.status === 200 && r.bytes === file.size && !r.error).length,
    errors: results.filter((r) => r.error || r.status !== 200).map((r) => r.error ?? r.status),
    seconds: round(ms / 1000),
    mbPerSecond: round(bytes / MB / (ms / 1000)),
    fastestMs: Math.round(Math.min(...results.map((r) => r.ms))),
    slowestMs: Math.round(Math.max(...results.map((r) => r.ms))),
  };
}

const memoryFigures = ({ result, ...figures }) => ({ ...figures, ms: Math.round(result.ms) });

/** `measure` run `count` times: the run of median growth, the most growth and every one. */
async function repeated(count, measure) {
  const runs = [];
  for (let index = 0; index < count; index++) runs.push(memoryFigures(await measure()));
  const byGrowth = [...runs].sort((a, b) => a.growthMb - b.growthMb);
  return {
    ...byGrowth[Math.floor(count / 2)],
    maxGrowthMb: byGrowth.at(-1).growthMb,
    everyGrowthMb: runs.map((run) => run.growthMb),
  };
}

/**
 * The figures, on a running server (`pid` its process) set up by prepareDownloads; `page` is
 * the storefront page timed beside the downloads ({ path, headers }); `problems`, what the
 * server's `problemsFromNow()` answers, is reported with them.
 */
export async function measureDownloads({
  port,
  pid,
  setup,
  page,
  problems = () => null,
  settings = DOWNLOAD_SETTINGS,
}) {
  const file = await uploadFile(port, setup, settings.fileMb);
  const expires = new Date(Date.now() + 3_600_000);
  const link = downloadPath({ ...setup.grant, fileId: file.fileId }, expires);
  const once = (options = {}) =>
    download(port, link, { deadline: performance.now() + settings.timeLimitMs, ...options });

  checked(await once({ hash: true }), file, "the warm-up download");
  const single = await repeated(settings.repeats, async () => {
    const measured = await memoryDuring(pid, settings, () => once({ hash: true }));
    checked(measured.result, file, "the download");
    return measured;
  });
  // While the client reads nothing: once it reads again, it is the download above.
  const stalled = await repeated(settings.repeats, async () => {
    const stallMs = settings.stallMs;
    const measured = await memoryDuring(pid, settings, () => once({ hash: true, stallMs }), {
      withinMs: stallMs,
    });
    checked(measured.result, file, "the stalled download");
    return measured;
  });
  const ten = await memoryDuring(pid, settings, () => tenAtOnce(port, link, settings));

  await pageTimes(port, page, { maxRequests: settings.pageWarmUp });
  const alone = summarise(await pageTimes(port, page, { maxRequests: settings.pageRequestsAlone }));
  const beside = await memoryDuring(pid, settings, () =>
    tenAtOnce(port, link, settings, (finished) =>
      pageTimes(port, page, { done: finished, maxRequests: settings.maxPageRequestsDuring }),
    ),
  );
  const during = summarise(beside.result.besides);
  const fair = await fairShare(port, link, file, settings);
  return {
    fileMb: settings.fileMb,
    upload: { ms: Math.round(file.ms), mbPerSecond: round(file.mbPerSecond) },
    memory: {
      single,
      stalled: { ...stalled, stallMs: settings.stallMs },
      tenAtOnce: memoryFigures(ten),
      tenBesidePages: memoryFigures(beside),
    },
    tenAtOnce: tenFigures(ten.result, file),
    tenBesidePages: tenFigures(beside.result, file),
    page: {
      path: page.path,
      alone,
      during,
      p50Ratio: round2(during.p50 / alone.p50),
      p95Ratio: round2(during.p95 / alone.p95),
    },
    fairShare: fair,
    serverWarnings: problems(),
  };
}

const round2 = (n) => Math.round(n * 100) / 100;

/** Alone: the demo shop in a scratch data dir, the built server, the figures as JSON. */
async function main() {
  const root = path.resolve(import.meta.dirname, "..");
  if (!existsSync(path.join(root, "build/server/main.js"))) {
    throw new Error("build/server/main.js is missing: run `npx react-router build` first");
  }
  const { openBenchDatabase, prepareCatalogue } = await import("./catalogue.mjs");
  const dataDir = mkdtempSync(path.join(tmpdir(), "washi-bench-downloads-"));
  try {
    const databaseUrl = process.env.BENCH_DATABASE_URL;
    const database = await openBenchDatabase({ dataDir, databaseUrl });
    let product;
    let setup;
    try {
      product = await prepareCatalogue(database, dataDir, 0);
      setup = await prepareDownloads(database);
    } finally {
      await database.close();
    }
    const port = await freePort();
    const server = startServer({ dataDir, port, env: benchEnv({ port, databaseUrl }) });
    try {
      await waitUntilReady(port);
      const page = { path: `/${product.type}/product/${product.slug}`, headers: RENDERED };
      const problems = server.problemsFromNow();
      const loadAverageAtStart = loadavg();
      const pid = server.child.pid;
      const figures = await measureDownloads({ port, pid, setup, page, problems });
      const loadAverage = { atStart: loadAverageAtStart, atEnd: loadavg() };
      console.log(JSON.stringify({ ...figures, loadAverage }, null, 2));
    } finally {
      await stopServer(server);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) await main();
