// Search benchmark: the demo catalogue scaled to 5,000 products in a temporary PGlite, then the
// search API (GET /api/products/search) over a fixed set of terms, in process through the real
// Hono app (middlewares, Zod parsing, the queries, JSON): p50/p95/p99 per request, budget p95 <
// 30 ms. The listing and filter-count API calls are measured too, for reference.
// Run with `npm run bench:search` (needs Node 24 with --experimental-transform-types, which the
// script line passes: the server's TypeScript is loaded as it is).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pino from "pino";

const { parseConfig } = await import("#server/config.ts");
const { openPglite } = await import("#server/db/client.ts");
const { seedDemoShopOnce } = await import("#server/db/seed/seed-demo-shop.ts");
const { scaleCatalogue } = await import("#server/catalog/scale-catalogue.ts");
const { createHttpApp } = await import("#server/http/app.ts");

const root = path.resolve(import.meta.dirname, "..");
const PRODUCTS = 5_000;
const ROUNDS = 20;
const BUDGET_P95_MS = 30;

/** A bounded mix: words, phrases, typos, sku fragments, partial words, nothing found, hostile. */
const terms = [
  "sticker",
  "bookmark",
  "cat",
  "watercolor bookmark",
  "sticker sheet",
  "greeting card birthday",
  "stikcer",
  "bookmrak",
  "notbook",
  "STK-00",
  "MC-USA",
  "flor",
  "tote",
  "planner pages",
  "moon",
  "thank you",
  "zzzzqqq",
  "100%",
  "'; drop table products; --",
  "x".repeat(500),
];

const others = [
  "/api/products",
  "/api/products?product_types=stickers",
  "/api/products?product_types=bookmarks&topic_categories=cats&sort=price-low",
  "/api/products?search=sticker&page=3&pageSize=20",
  "/api/products/filters?product_types=stickers",
  "/api/products/filters?search=cat",
];

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summarise(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const cpu = [...(samples.cpu ?? [])].sort((a, b) => a - b);
  const round = (ms) => Math.round(ms * 100) / 100;
  return {
    requests: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1)),
    cpuP50: round(percentile(cpu, 50)),
    cpuP95: round(percentile(cpu, 95)),
    cpuP99: round(percentile(cpu, 99)),
  };
}

/**
 * Wall-clock time per request, and the process's CPU time for it: PGlite runs in this
 * thread, so CPU time is what a request costs on an idle machine, whatever else runs.
 */
async function timeRequests(app, urls, rounds) {
  const samples = [];
  const cpu = [];
  for (let round = 0; round < rounds; round++) {
    for (const url of urls) {
      const cpuStarted = process.cpuUsage();
      const started = performance.now();
      const response = await app.request(url);
      await response.arrayBuffer();
      samples.push(performance.now() - started);
      const used = process.cpuUsage(cpuStarted);
      cpu.push((used.user + used.system) / 1000);
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    }
  }
  samples.cpu = cpu;
  return samples;
}

const dataDir = mkdtempSync(path.join(tmpdir(), "washi-bench-search-"));
const logger = pino({ level: "silent" });
const database = await openPglite(path.join(dataDir, "db"));
try {
  const setupStarted = performance.now();
  await database.migrate();
  await seedDemoShopOnce({ db: database.db, dataDir, logger });
  await scaleCatalogue(database.db, { target: PRODUCTS });
  await database.db.execute(sql`analyze`);
  const setupMs = Math.round(performance.now() - setupStarted);

  const config = parseConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" });
  const app = createHttpApp({
    config,
    database,
    logger,
    getBuild: () => {
      throw new Error("no pages in this benchmark");
    },
  });
  const loadBefore = loadavg()[0];
  const searchUrls = terms.map((term) => `/api/products/search?q=${encodeURIComponent(term)}`);
  await timeRequests(app, searchUrls, 2); // warm-up
  const search = summarise(await timeRequests(app, searchUrls, ROUNDS));
  const perTerm = [];
  for (const [index, url] of searchUrls.entries()) {
    const one = summarise(await timeRequests(app, [url], 5));
    const found = (await (await app.request(url)).json()).data.length;
    perTerm.push({ term: terms[index].slice(0, 40), found, p50: one.p50, max: one.max });
  }
  await timeRequests(app, others, 1);
  const listing = summarise(await timeRequests(app, others, ROUNDS));

  const result = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    loadAverageBefore: Math.round(loadBefore * 100) / 100,
    loadAverageAfter: Math.round(loadavg()[0] * 100) / 100,
    database: "PGlite (in process)",
    products: PRODUCTS,
    setupMs,
    budget: { searchP95Ms: BUDGET_P95_MS },
    search,
    searchWithinBudget: search.p95 < BUDGET_P95_MS,
    searchCpuWithinBudget: search.cpuP95 < BUDGET_P95_MS,
    perTerm,
    listingAndFilters: listing,
  };
  writeFileSync(
    path.join(root, "bench/results/search.json"),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  const rows = perTerm
    .map(
      (row) =>
        `| \`${row.term.replaceAll("|", "\\|")}\` | ${row.found} | ${row.p50} | ${row.max} |`,
    )
    .join("\n");
  writeFileSync(
    path.join(root, "bench/results/search.md"),
    `# Search API benchmark

${result.date}, Node ${result.node}, ${result.cpus} CPUs (1-minute load average ${result.loadAverageBefore}
before, ${result.loadAverageAfter} after: other work on the machine slows every figure), ${result.database}, ${PRODUCTS} products
(the demo catalogue and generated variations; set-up ${setupMs} ms). Requests go through the
real Hono app in process (\`app.request\`), one at a time, so the figures are the server's own
time per request without the network.

| measure | requests | p50 ms | p95 ms | p99 ms | max ms | CPU p50 ms | CPU p95 ms | CPU p99 ms |
|---|---|---|---|---|---|---|---|---|
| \`GET /api/products/search?q=…\` (${terms.length} terms × ${ROUNDS}) | ${search.requests} | ${search.p50} | **${search.p95}** | ${search.p99} | ${search.max} | ${search.cpuP50} | **${search.cpuP95}** | ${search.cpuP99} |
| listing and filter counts (${others.length} calls × ${ROUNDS}) | ${listing.requests} | ${listing.p50} | ${listing.p95} | ${listing.p99} | ${listing.max} | ${listing.cpuP50} | ${listing.cpuP95} | ${listing.cpuP99} |

CPU ms is the process's own CPU time per request (PGlite runs in the same thread): what the
request costs on an idle machine. The wall-clock columns include waiting for the CPU while
other work runs on the machine.

Budget: search p95 under ${BUDGET_P95_MS} ms — wall clock ${result.searchWithinBudget ? "**met**" : "**not met**"}, CPU time ${search.cpuP95 < BUDGET_P95_MS ? "**met**" : "**not met**"}.

Per term (5 runs each):

| term | found | p50 ms | max ms |
|---|---|---|---|
${rows}
`,
  );
  console.log(
    `search p95 ${search.p95} ms (p50 ${search.p50}, p99 ${search.p99}; CPU p95 ${search.cpuP95}) over ${search.requests} requests on ${PRODUCTS} products; listing p95 ${listing.p95} ms`,
  );
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
