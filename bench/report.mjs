// `npm run bench`: the whole benchmark, on PGlite and on PostgreSQL, into
// bench/results/report.md and report.json, every figure beside its budget (bench/budgets.mjs).
// First, in process and on no database, the Mail Club's labels PDF (bench/labels.mjs).
// Per database: the demo shop grown to 5,000 products; the built production server over HTTP
// on 127.0.0.1 (queries and page weight on a debug-log run, then throughput and latency under
// a bounded load, checkouts, memory and Lighthouse on a production-log run, then, on PGlite,
// a 50 MB file's downloads on a third); then search at 5,000 and, with the catalogue grown to 50,000,
// search and the studio's product list, in process. BENCH_QUICK=1 shortens every phase (for
// development; the report says so).
// PostgreSQL: a throwaway database on BENCH_DATABASE_URL's server (default 127.0.0.1:5432),
// dropped after; skipped, with the reason, when that server cannot be reached.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import {
  benchEnv,
  cartWith,
  freePort,
  get,
  processMemory,
  RENDERED,
  startServer,
  stopServer,
  waitUntilReady,
} from "./built-server.mjs";
import {
  createScratchPostgres,
  growCatalogue,
  openBenchDatabase,
  prepareCatalogue,
} from "./catalogue.mjs";
import { measureCheckouts } from "./checkout-flow.mjs";
import { DOWNLOAD_SETTINGS, measureDownloads, prepareDownloads } from "./downloads.mjs";
import { measureLabels } from "./labels.mjs";
import { firstLink, prepareLighthouse, runLighthouse } from "./lighthouse-run.mjs";
import { loadPath } from "./load.mjs";
import { pageBytes } from "./page-bytes.mjs";
import { renderReport } from "./report-markdown.mjs";
import { measureSearchApi, measureStudioList } from "./search-timing.mjs";

const QUICK = process.env.BENCH_QUICK === "1";
const SETTINGS = {
  quick: QUICK,
  products: 5_000,
  largeProducts: QUICK ? 10_000 : 50_000,
  load: { connections: 8, durationMs: QUICK ? 1_000 : 4_000, maxRequests: 20_000 },
  checkout: { orders: QUICK ? 5 : 30, warmUp: QUICK ? 2 : 5, timeLimitMs: 60_000 },
  searchRounds: QUICK ? 2 : 10,
  studioRounds: QUICK ? 2 : 10,
  downloads: QUICK
    ? { ...DOWNLOAD_SETTINGS, pageWarmUp: 50, pageRequestsAlone: 50 }
    : DOWNLOAD_SETTINGS,
  /** Lighthouse on PostgreSQL too while the run has used less than this (issue 42: both). */
  lighthouseBothWithinMs: QUICK ? 0 : 480_000,
};
const root = path.resolve(import.meta.dirname, "..");
// Before the clock starts: the first run on a machine fetches Lighthouse into npm's cache.
console.log("Lighthouse from npm's cache (fetched there on the first run)…");
const lighthouseVersion = await prepareLighthouse();
const runStarted = performance.now();
const elapsedMs = () => performance.now() - runStarted;
const log = (message) => console.log(`[${Math.round(elapsedMs() / 1000)} s] ${message}`);

function pagesToMeasure(product, cartCookie) {
  const storefront = [
    { name: "home", path: "/" },
    { name: "listing", path: "/stickers", budgeted: true },
    { name: "product", path: `/${product.type}/product/${product.slug}`, budgeted: true },
    { name: "search", path: "/search?q=sticker" },
  ];
  return [
    { name: "bare", path: "/bench/bare", served: "rendered", baseline: true },
    ...storefront.flatMap((page) => [
      { ...page, served: "cached" },
      { ...page, served: "rendered", headers: RENDERED },
    ]),
    { name: "cart", path: "/cart", served: "rendered", headers: { cookie: cartCookie } },
  ];
}

/** Queries per page (from the debug log, one request after a warm one) and page weight. */
async function queriesAndBytes({ dataDir, databaseUrl, product }) {
  const port = await freePort();
  const server = startServer({
    dataDir,
    port,
    env: benchEnv({ port, databaseUrl, logLevel: "debug" }),
  });
  try {
    await waitUntilReady(port);
    const pages = pagesToMeasure(product, await cartWith(port, product.id));
    const agent = new http.Agent({ keepAlive: true });
    for (const page of pages) {
      const first = await get(agent, port, page.path, page.headers);
      if (first.status !== 200) throw new Error(`${page.path} answered ${first.status}`);
      // The fewest of three requests: a background job's tick (the outbox, expiring orders)
      // can fall into one request's window and add its own queries.
      page.queries = Number.POSITIVE_INFINITY;
      for (let attempt = 0; attempt < 3; attempt += 1) {
        await sleep(150);
        const before = server.queryCount();
        await get(agent, port, page.path, page.headers);
        await sleep(150);
        page.queries = Math.min(page.queries, server.queryCount() - before);
      }
      Object.assign(page, await pageBytes(port, page.path, page.headers));
    }
    agent.destroy();
    return pages;
  } finally {
    await stopServer(server);
  }
}

/** Spawn to the first page served, polling every 20 ms. */
async function startTimed({ dataDir, databaseUrl }) {
  const port = await freePort();
  const started = performance.now();
  const server = startServer({ dataDir, port, env: benchEnv({ port, databaseUrl }) });
  const agent = new http.Agent();
  for (let tries = 0; ; tries++) {
    try {
      if ((await get(agent, port, "/")).status === 200) break;
    } catch {}
    if (tries > 3_000) throw new Error("the server served no page within a minute");
    await sleep(20);
  }
  return { server, port, startupMs: Math.round(performance.now() - started) };
}

function lighthousePages(port, product, cartCookie) {
  return Promise.all([firstLink(port, "/blog", /href="\/blog\/(?!rss)[^"]+"/)]).then(
    ([blogPost]) => [
      { name: "home", path: "/" },
      ...(QUICK
        ? []
        : [
            { name: "listing", path: "/stickers" },
            { name: "product", path: `/${product.type}/product/${product.slug}` },
            { name: "cart", path: "/cart", cookie: cartCookie },
            { name: "blog post", path: blogPost },
          ]),
    ],
  );
}

/** Throughput, checkouts, memory and Lighthouse on one production-log server run. */
async function underLoad({ dataDir, databaseUrl, product, pages, withLighthouse }) {
  const { server, port, startupMs } = await startTimed({ dataDir, databaseUrl });
  try {
    await sleep(2_000);
    const idle = processMemory(server.child.pid);
    const search5k = await measureSearchApi(port, SETTINGS.searchRounds);
    const cartCookie = await cartWith(port, product.id);
    const throughput = [];
    for (const page of pages) {
      const headers = page.name === "cart" ? { cookie: cartCookie } : page.headers;
      throughput.push(await loadPath(port, page.path, headers, SETTINGS.load));
    }
    log("pages loaded; checkouts");
    const checkout = await measureCheckouts(port, SETTINGS.checkout);
    const afterLoad = processMemory(server.child.pid);
    let lighthouse = { skipped: "time: the run had used its share for Lighthouse" };
    if (withLighthouse()) {
      log("Lighthouse");
      lighthouse = await runLighthouse(port, await lighthousePages(port, product, cartCookie));
    }
    return { startupMs, search5k, throughput, checkout, memory: { idle, afterLoad }, lighthouse };
  } finally {
    await stopServer(server);
  }
}

/** The in-process phases need the database to themselves on PGlite (one process at a time). */
async function inProcess(target, use) {
  const database = await openBenchDatabase(target);
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

/**
 * Digital downloads (bench/downloads.mjs) on a server run of their own, so its memory is the
 * downloads' alone: the order's grant and a studio session set up in process first.
 */
async function downloadsRun(target, product) {
  const setup = await inProcess(target, prepareDownloads);
  const { server, port } = await startTimed(target);
  try {
    return await measureDownloads({
      port,
      pid: server.child.pid,
      setup,
      page: { path: `/${product.type}/product/${product.slug}`, headers: RENDERED },
      problems: server.problemsFromNow(),
      settings: SETTINGS.downloads,
    });
  } finally {
    await stopServer(server);
  }
}

/**
 * One database's phases. The downloads (a minute and a half) run on PGlite only: a download
 * streams the file the same way on either database, which only checks its grant, and their
 * time leaves room for Lighthouse on both within the run's 10 minutes.
 */
async function benchmarkDatabase(name, target, { withLighthouse, withDownloads }) {
  log(`${name}: seeding ${SETTINGS.products} products`);
  const product = await inProcess(target, (database) =>
    prepareCatalogue(database, target.dataDir, SETTINGS.products),
  );
  log(`${name}: queries and page weight`);
  const pages = await queriesAndBytes({ ...target, product });
  log(`${name}: search and load`);
  const loaded = await underLoad({ ...target, product, pages, withLighthouse });
  for (const [index, page] of pages.entries()) Object.assign(page, loaded.throughput[index]);
  let downloads;
  if (withDownloads) {
    log(`${name}: downloads`);
    downloads = await downloadsRun(target, product);
  }
  log(`${name}: growing to ${SETTINGS.largeProducts} products`);
  const studioList = await inProcess(target, async (database) => {
    await growCatalogue(database, SETTINGS.largeProducts);
    return measureStudioList(database, SETTINGS.studioRounds);
  });
  const { server, port } = await startTimed(target);
  const search50k = await measureSearchApi(port, SETTINGS.searchRounds).finally(() =>
    stopServer(server),
  );
  return {
    database: name,
    pages: pages.map(({ headers, ...page }) => page),
    startupMs: loaded.startupMs,
    memory: loaded.memory,
    checkout: loaded.checkout,
    search5k: loaded.search5k,
    search50k,
    studioList50k: studioList,
    downloads,
    lighthouse: loaded.lighthouse,
  };
}

async function onPglite() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "washi-bench-pglite-"));
  try {
    return await benchmarkDatabase(
      "PGlite",
      { dataDir },
      { withLighthouse: () => true, withDownloads: true },
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres() {
  const scratch = await createScratchPostgres();
  if (scratch.skipped) return { database: "PostgreSQL", skipped: scratch.skipped };
  const dataDir = mkdtempSync(path.join(tmpdir(), "washi-bench-postgres-"));
  try {
    return await benchmarkDatabase(
      "PostgreSQL",
      { dataDir, databaseUrl: scratch.url },
      {
        withLighthouse: () => elapsedMs() < SETTINGS.lighthouseBothWithinMs,
        withDownloads: false,
      },
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await scratch.drop();
  }
}

/** CPU time the machine spent, and the share a virtual machine's host took away from it (steal). */
function cpuTimes() {
  const fields = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1);
  const ticks = fields.map(Number);
  return { total: ticks.reduce((sum, n) => sum + n, 0), steal: ticks[7] ?? 0 };
}

const cpuAtStart = cpuTimes();
const machine = {
  cpus: cpus().length,
  cpuModel: cpus()[0]?.model,
  node: process.version,
  lighthouse: lighthouseVersion,
  loadAverageAtStart: loadavg().map((n) => Math.round(n * 100) / 100),
};
log("the Mail Club's labels PDF");
const labels = await measureLabels();
const databases = [await onPglite(), await onPostgres()];
machine.loadAverageAtEnd = loadavg().map((n) => Math.round(n * 100) / 100);
const cpuAtEnd = cpuTimes();
machine.stealPercent = Math.round(
  ((cpuAtEnd.steal - cpuAtStart.steal) / (cpuAtEnd.total - cpuAtStart.total)) * 100,
);
const report = {
  date: new Date().toISOString(),
  machine,
  settings: SETTINGS,
  totalSeconds: Math.round(elapsedMs() / 1000),
  databases,
  labels,
};
const results = path.join(root, "bench/results");
writeFileSync(path.join(results, "report.json"), `${JSON.stringify(report, null, 2)}\n`);
const markdown = renderReport(report);
writeFileSync(path.join(results, "report.md"), markdown);
console.log(markdown);
log("bench/results/report.md and report.json written");
