// Page benchmark on the demo catalogue scaled to 5,000 products (PGlite), against the built
// production server over real HTTP:
// - throughput and p50/p99 latency of home, a listing, a product page, search and the cart
//   under a bounded load generator (CONNECTIONS keep-alive connections, DURATION_MS or
//   MAX_REQUESTS per route, whichever comes first); goal ≥ 300 requests/s for the listing and
//   the product page. Each storefront page twice: as an anonymous visitor gets it (from the
//   page cache, checked against the storefront version on every request) and rendered on every
//   request (a washi_ cookie makes the cache step aside, as it does for shoppers with a cart);
// - queries per rendered page and per cached page, counted from the server's debug log (one
//   request at a time, on a separate server run so logging does not slow the load); goal ≤ 4;
// - compressed JavaScript each page loads (its module scripts and preloads); goal ≤ 130 KB.
// Run with `npm run bench:pages` (builds first when needed). Only 127.0.0.1 is contacted.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import {
  freePort,
  get,
  percentile,
  send,
  startServer,
  stopServer,
  waitUntilReady,
} from "./built-server.mjs";

const { openPglite } = await import("#server/db/client.ts");
const { seedDemoShopOnce } = await import("#server/db/seed/seed-demo-shop.ts");
const { scaleCatalogue } = await import("#server/catalog/scale-catalogue.ts");
const { sql } = await import("drizzle-orm");

const root = path.resolve(import.meta.dirname, "..");
const PRODUCTS = 5_000;
const CONNECTIONS = 8;
const DURATION_MS = 8_000;
const MAX_REQUESTS = 20_000;
const BUDGET = { requestsPerSecond: 300, queriesPerPage: 4, javascriptKb: 130 };

async function load(port, pathname, headers) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies = [];
  let errors = 0;
  const deadline = performance.now() + DURATION_MS;
  const started = performance.now();
  const worker = async () => {
    while (performance.now() < deadline && latencies.length + errors < MAX_REQUESTS) {
      const { status, ms } = await get(agent, port, pathname, headers);
      if (status === 200) latencies.push(ms);
      else errors++;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const round = (n) => Math.round(n * 10) / 10;
  return {
    requests: latencies.length,
    errors,
    requestsPerSecond: Math.round(latencies.length / seconds),
    p50: round(percentile(latencies, 50)),
    p99: round(percentile(latencies, 99)),
  };
}

/** The compressed bytes of every script the page names (module preloads and imports). */
async function javascriptKb(port, html) {
  const agent = new http.Agent({ keepAlive: true });
  const urls = new Set(
    [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"|from "(\/assets\/[^"]+\.js)"/g)].map(
      (match) => match[1] ?? match[2],
    ),
  );
  let bytes = 0;
  for (const url of urls) {
    bytes += (await get(agent, port, url, { "accept-encoding": "gzip" })).body.length;
  }
  agent.destroy();
  return Math.round((bytes / 1024) * 10) / 10;
}

async function prepareCatalogue(dataDir) {
  const database = await openPglite(path.join(dataDir, "db"));
  try {
    await database.migrate();
    await seedDemoShopOnce({ db: database.db, dataDir, logger: pino({ level: "silent" }) });
    await scaleCatalogue(database.db, { target: PRODUCTS });
    await database.db.execute(sql`analyze`);
    const rows = await database.db.execute(
      sql`select p.id, p.slug, t.slug as type from products p join product_types t on t.id = p.product_type_id
          where p.is_active and p.kind = 'physical' and p.stock is null order by p.id limit 1`,
    );
    const [product] = rows.rows ?? rows;
    return product;
  } finally {
    await database.close();
  }
}

/** Adds a one-line cart and answers its cookie, for the cart page. */
async function addToCart(port, productId) {
  const body = `intent=add&productId=${productId}&quantity=1`;
  const added = await send(undefined, port, "/cart", {
    method: "POST",
    body,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: `http://127.0.0.1:${port}`,
      "content-length": Buffer.byteLength(body),
    },
  });
  return added.headers["set-cookie"]?.[0]?.split(";")[0];
}

/** Any washi_ cookie makes the page cache step aside; this one means nothing else. */
const RENDERED = { cookie: "washi_bench=rendered" };

const dataDir = mkdtempSync(path.join(tmpdir(), "washi-bench-pages-"));
const port = await freePort();
let server;
try {
  const product = await prepareCatalogue(dataDir);
  const storefront = [
    { name: "home", path: "/" },
    { name: "listing", path: "/stickers", budgeted: true },
    { name: "product page", path: `/${product.type}/product/${product.slug}`, budgeted: true },
    { name: "search", path: "/search?q=sticker" },
  ];

  // Run 1, debug log: queries per page and JavaScript per page, one request at a time.
  server = startServer({ dataDir, port, env: { LOG_LEVEL: "debug" } });
  await waitUntilReady(port);
  const cartCookie = await addToCart(port, product.id);
  const pages = [
    ...storefront.flatMap((page) => [
      { ...page, served: "cached" },
      { ...page, served: "rendered", headers: RENDERED },
    ]),
    { name: "cart", path: "/cart", served: "rendered", headers: { cookie: cartCookie } },
  ];
  const agent = new http.Agent({ keepAlive: true });
  for (const page of pages) {
    // After a warm request the shell's cache (and for a cached page the page cache) is filled.
    const first = await get(agent, port, page.path, page.headers);
    if (first.status !== 200) throw new Error(`${page.path} answered ${first.status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const before = server.queryCount();
    await get(agent, port, page.path, page.headers);
    await new Promise((resolve) => setTimeout(resolve, 200));
    page.queries = server.queryCount() - before;
    page.javascriptKb = await javascriptKb(port, first.body.toString());
  }
  agent.destroy();
  await stopServer(server);
  server = undefined;

  // Run 2, the production log level: throughput under load.
  server = startServer({ dataDir, port, env: { LOG_LEVEL: "info" } });
  await waitUntilReady(port);
  const results = [];
  for (const page of pages) {
    const throughput = await load(port, page.path, page.headers);
    results.push({ ...page, ...throughput });
    console.log(
      `${page.name} (${page.served}): ${throughput.requestsPerSecond} req/s, p99 ${throughput.p99} ms`,
    );
  }

  const mark = (ok) => (ok ? "✓" : "✗");
  const rows = results.map(
    (r) =>
      `| ${r.name} \`${r.path.replace(/product\/.*/, "product/…")}\` | ${r.served} | ${r.requestsPerSecond}${r.budgeted ? ` ${mark(r.requestsPerSecond >= BUDGET.requestsPerSecond)}` : ""} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.queries} ${mark(r.queries <= BUDGET.queriesPerPage)} | ${r.javascriptKb} ${mark(r.javascriptKb <= BUDGET.javascriptKb)} |`,
  );
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    loadAverage: loadavg()[0],
    products: PRODUCTS,
    load: { connections: CONNECTIONS, durationMs: DURATION_MS, maxRequests: MAX_REQUESTS },
    budget: BUDGET,
    results: results.map(({ headers, ...rest }) => rest),
  };
  writeFileSync(
    path.join(root, "bench/results/pages.json"),
    `${JSON.stringify(report, null, 2)}\n`,
  );
  writeFileSync(
    path.join(root, "bench/results/pages.md"),
    `# Page benchmark

${report.date}, Node ${report.node}, ${report.cpus} CPUs (1-minute load average at the end
${report.loadAverage.toFixed(2)}), PGlite, ${PRODUCTS} products (the demo catalogue and generated
variations). The built production server over HTTP on 127.0.0.1, the load generator in another
process on the same 2 cores: ${CONNECTIONS} keep-alive connections for ${DURATION_MS / 1000} s
per page (at most ${MAX_REQUESTS} requests).

| page | served | requests/s (goal ≥ ${BUDGET.requestsPerSecond}) | p50 ms | p99 ms | errors | queries (goal ≤ ${BUDGET.queriesPerPage}) | JS KB gz (goal ≤ ${BUDGET.javascriptKb}) |
|---|---|---|---|---|---|---|---|
${rows.join("\n")}

"cached" is what an anonymous visitor gets: the page from the page cache, after one query that
checks the storefront version. "rendered" is the same page rendered on every request, as for a
shopper with a cart (a washi_ cookie makes the cache step aside). Queries are counted from the
server's debug log for one request after a warm one, on a separate server run; the header and
footer's data is cached for 30 s per process, so a rendered page's count is its own queries
(and one for the cart badge when the visitor has a cart).
`,
  );
  console.log(rows.join("\n"));
} finally {
  if (server) await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
