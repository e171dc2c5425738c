// bench/results/report.md from the report's JSON: one column per database, every figure with
// its budget and ✓/✗, then the notes (method, the bare page, where each budget comes from).
import { atLeast, atMost, BUDGETS, mark } from "./budgets.mjs";
import { labelsTable } from "./labels.mjs";
import { LIGHTHOUSE_CATEGORIES } from "./lighthouse-run.mjs";

const NONE = "—";

function throughputBudget(page) {
  if (page.baseline) return null;
  return page.served === "cached"
    ? BUDGETS.cachedRequestsPerSecond
    : BUDGETS.renderedRequestsPerSecond;
}

/** The bare page against its database's figure; a rendered page against half the bare's. */
function rateAndRatio(db, page, measured, bare) {
  const ratio = Number((measured.requestsPerSecond / bare.requestsPerSecond).toFixed(2));
  if (page.baseline) {
    return `${atLeast(measured.requestsPerSecond, BUDGETS.bareRequestsPerSecond.min[db.database])} (1.00× bare)`;
  }
  const rate = atLeast(measured.requestsPerSecond, throughputBudget(page).min);
  return page.served === "rendered"
    ? `${rate} (${ratio}× bare ${mark(ratio >= BUDGETS.renderedToBare.min)})`
    : `${rate} (${ratio}× bare)`;
}

function throughputCell(db, page) {
  const measured = db.pages?.find((p) => p.name === page.name && p.served === page.served);
  if (!measured) return NONE;
  const bare = db.pages.find((p) => p.baseline);
  const rate = rateAndRatio(db, page, measured, bare);
  const errors = measured.errors > 0 ? `, ${measured.errors} errors ✗` : "";
  return `${rate} | ${measured.p50} / ${atMost(measured.p99, BUDGETS.p99Ms)}${errors}`;
}

function throughputTable(report, columns) {
  const pages = columns.find((db) => db.pages)?.pages ?? [];
  const header = columns.map((db) => `${db.database} req/s (× bare) | ${db.database} p50 / p99 ms`);
  const rows = pages.map((page) => {
    const budget = throughputBudget(page);
    const bareGoal = Object.entries(BUDGETS.bareRequestsPerSecond.min)
      .map(([name, min]) => `≥ ${min} ${name}`)
      .join(", ");
    const ratioGoal = page.served === "rendered" ? `, ≥ ${BUDGETS.renderedToBare.min}× bare` : "";
    const goal = budget ? `≥ ${budget.min}${ratioGoal}` : `baseline, ${bareGoal}`;
    return `| ${page.name} \`${page.path.replace(/product\/.*/, "product/…")}\` | ${page.served} | ${goal}; p99 ≤ ${BUDGETS.p99Ms.max} | ${columns.map((db) => throughputCell(db, page)).join(" | ")} |`;
  });
  const load = report.settings.load;
  return [
    `### Throughput and latency under load (${load.connections} keep-alive connections, ${load.durationMs / 1000} s or ${load.maxRequests} requests per page)`,
    "",
    `| page | served | budget | ${header.join(" | ")} |`,
    `|---|---|---|${columns.map(() => "---|---").join("|")}|`,
    ...rows,
  ].join("\n");
}

function weightTable(db) {
  const rows = db.pages.map(
    (p) =>
      `| ${p.name} | ${p.served} | ${atMost(p.queries, BUDGETS.queriesPerPage)} | ${atMost(p.javascriptKb, BUDGETS.javascriptKb)} (${p.files.javascript}) | ${atMost(p.cssKb, BUDGETS.cssKb)} | ${atMost(p.htmlKb, BUDGETS.htmlKb)} | ${atMost(p.imagesKb, BUDGETS.imagesKb)} (${p.files.images}) |`,
  );
  return [
    `### Queries and compressed bytes per page, ${db.database}`,
    "",
    `| page | served | queries (≤ ${BUDGETS.queriesPerPage.max}) | JS KB (files) (≤ ${BUDGETS.javascriptKb.max}) | CSS KB (≤ ${BUDGETS.cssKb.max}) | HTML KB (≤ ${BUDGETS.htmlKb.max}) | images KB (files) (≤ ${BUDGETS.imagesKb.max}) |`,
    "|---|---|---|---|---|---|---|",
    ...rows,
  ].join("\n");
}

const p50p95 = (t, budget) => `${t.p50} / ${budget ? atMost(t.p95, budget) : t.p95}`;

function latencyRows(report) {
  const studioCases = Object.keys(
    report.databases.find((db) => db.studioList50k)?.studioList50k ?? {},
  );
  const large = report.settings.largeProducts.toLocaleString("en");
  return [
    [
      "`POST /api/orders/create` p50 / p95 ms",
      `p95 ≤ ${BUDGETS.createOrderP95Ms.max}`,
      (db) => p50p95(db.checkout.createOrder, BUDGETS.createOrderP95Ms),
    ],
    [
      "`POST /api/payments/create-paypal-order` p50 / p95 ms",
      `p95 ≤ ${BUDGETS.captureP95Ms.max}`,
      (db) => p50p95(db.checkout.createPayPalOrder, BUDGETS.captureP95Ms),
    ],
    [
      "`POST /api/payments/capture` p50 / p95 ms",
      `p95 ≤ ${BUDGETS.captureP95Ms.max}`,
      (db) => p50p95(db.checkout.capture, BUDGETS.captureP95Ms),
    ],
    [
      "of which the simulator alone, create / capture p50 ms",
      "(reference)",
      (db) => `${db.checkout.simulatorCreate.p50} / ${db.checkout.simulatorCapture.p50}`,
    ],
    [
      "search API p50 / p95 ms, 5,000 products",
      `p95 < ${BUDGETS.searchP95Ms5k.max}`,
      (db) =>
        `${db.search5k.p50} / ${db.search5k.p95} ${mark(db.search5k.p95 < BUDGETS.searchP95Ms5k.max)}`,
    ],
    [
      `search API p50 / p95 ms, ${large} products`,
      `p95 ≤ ${BUDGETS.searchP95Ms50k.max}`,
      (db) => p50p95(db.search50k, BUDGETS.searchP95Ms50k),
    ],
    ...studioCases.map((name) => [
      `studio product list, ${name}, p50 / p95 ms, ${large} products`,
      `p95 ≤ ${BUDGETS.studioListP95Ms.max}`,
      (db) => p50p95(db.studioList50k[name], BUDGETS.studioListP95Ms),
    ]),
    [
      "start-up to first page, existing data, ms",
      `≤ ${BUDGETS.startupMs.max}`,
      (db) => atMost(db.startupMs, BUDGETS.startupMs),
    ],
    [
      "server RSS idle, MB",
      `≤ ${BUDGETS.idleRssMb.max}`,
      (db) => atMost(db.memory.idle.rssMb, BUDGETS.idleRssMb),
    ],
    [
      "server RSS after load / peak RSS, MB",
      `peak ≤ ${BUDGETS.peakRssMb.max}`,
      (db) =>
        `${db.memory.afterLoad.rssMb} / ${atMost(db.memory.afterLoad.peakRssMb, BUDGETS.peakRssMb)}`,
    ],
  ];
}

function latencyTable(report, columns) {
  return [
    "### Checkout, search, start-up and memory",
    "",
    `| figure | budget | ${columns.map((db) => db.database).join(" | ")} |`,
    `|---|---|${columns.map(() => "---").join("|")}|`,
    ...latencyRows(report).map(
      ([figure, budget, cell]) => `| ${figure} | ${budget} | ${columns.map(cell).join(" | ")} |`,
    ),
  ].join("\n");
}

function downloadRows() {
  const growth = (m) =>
    `${atMost(m.growthMb, BUDGETS.downloadRssGrowthMb)} (${m.baselineMb} → ${m.peakMb}; most ${m.maxGrowthMb})`;
  const ten = (t) =>
    `${t.seconds} s, ${t.mbPerSecond} MB/s, ${t.complete}/${t.downloads} whole${t.errors.length > 0 ? ` ✗ (${t.errors.join(", ")})` : ""}`;
  const ratio = (r) => atMost(r, BUDGETS.downloadSlowdown);
  return [
    [
      "server RSS growth during one download, MB, median (baseline → peak; the most)",
      `≤ ${BUDGETS.downloadRssGrowthMb.max}`,
      (d) => growth(d.memory.single),
    ],
    [
      "the same while the buyer's client reads nothing for 2 s",
      `≤ ${BUDGETS.downloadRssGrowthMb.max}`,
      (d) => growth(d.memory.stalled),
    ],
    [
      "server RSS growth during ten downloads at once, MB",
      "(reference)",
      (d) =>
        `${d.memory.tenAtOnce.growthMb} (${d.memory.tenAtOnce.baselineMb} → ${d.memory.tenAtOnce.peakMb})`,
    ],
    ["ten downloads at once: time, throughput", "(reference)", (d) => ten(d.tenAtOnce)],
    [
      "product page, rendered, p50 / p95 ms: alone → beside ten downloads",
      "(reference)",
      (d) =>
        `${d.page.alone.p50} / ${d.page.alone.p95} → ${d.page.during.p50} / ${d.page.during.p95} (${d.page.during.requests} requests)`,
    ],
    ["the ten downloads beside the page", "(reference)", (d) => ten(d.tenBesidePages)],
    [
      "the page's slowdown beside ten downloads, p50 / p95 ×",
      `≤ ${BUDGETS.downloadSlowdown.max}`,
      (d) => `${ratio(d.page.p50Ratio)} / ${ratio(d.page.p95Ratio)}`,
    ],
    [
      "a buyer's download beside a greedy client's 40 from another address, ms: alone → beside (×)",
      `≤ ${BUDGETS.downloadFairShare.max}×`,
      (d) =>
        d.fairShare
          ? `${d.fairShare.aloneMs} → ${d.fairShare.besideMs} (${atMost(d.fairShare.ratio, BUDGETS.downloadFairShare)})`
          : NONE,
    ],
    [
      "server warnings and errors logged meanwhile",
      "(reference)",
      (d) => `${d.serverWarnings?.count ?? NONE}`,
    ],
  ];
}

function downloadsTable(columns) {
  const fileMb = columns.find((db) => db.downloads)?.downloads.fileMb ?? 50;
  return [
    `### Digital downloads (a ${fileMb} MB file through its signed link)`,
    "",
    `| figure | budget | ${columns.map((db) => db.database).join(" | ")} |`,
    `|---|---|${columns.map(() => "---").join("|")}|`,
    ...downloadRows().map(
      ([figure, budget, cell]) =>
        `| ${figure} | ${budget} | ${columns.map((db) => (db.downloads ? cell(db.downloads) : NONE)).join(" | ")} |`,
    ),
  ].join("\n");
}

function lighthouseTable(report) {
  const min = BUDGETS.lighthouse.min;
  const rows = report.databases.flatMap((db) =>
    db.skipped
      ? []
      : db.lighthouse.skipped
        ? [
            `| ${db.database} | not run: ${db.lighthouse.skipped} |${LIGHTHOUSE_CATEGORIES.map(() => "").join(" |")} |`,
          ]
        : db.lighthouse.map(
            (r) =>
              `| ${db.database} | ${r.name} | ${LIGHTHOUSE_CATEGORIES.map((id) => atLeast(r.scores[id], min[id])).join(" | ")} |`,
          ),
  );
  const failing = report.databases
    .flatMap((db) =>
      Array.isArray(db.lighthouse) ? db.lighthouse.map((r) => ({ ...r, db: db.database })) : [],
    )
    .filter((r) => r.failing.length > 0)
    .map((r) => `- ${r.db}, ${r.name}: audits below full marks: ${r.failing.join(", ")}`);
  return [
    "### Lighthouse (mobile, simulated throttling, Debian's Chromium)",
    "",
    `| database | page | ${LIGHTHOUSE_CATEGORIES.map((id) => `${id} (≥ ${min[id]})`).join(" | ")} |`,
    `|---|---|${LIGHTHOUSE_CATEGORIES.map(() => "---").join("|")}|`,
    ...rows,
    ...(failing.length > 0 ? ["", ...failing] : []),
  ].join("\n");
}

function notes(report) {
  const s = report.settings;
  return [
    "## Notes",
    "",
    "- **Method.** The built production server (`build/server/main.js`, `NODE_ENV=production`, log level info, PayPal simulator, no SMTP) over HTTP on 127.0.0.1; the load generator runs in the benchmark's own process on the same cores, so figures are lower than on a machine with a separate client. Per database: the demo shop grown to " +
      `${s.products.toLocaleString("en")} products (\`server/catalogue/scale-catalogue.ts\`); a debug-log server run counts queries (one request after a warm one) and weighs each page; a second server run takes the load, then ${s.checkout.orders} checkouts (after ${s.checkout.warmUp} to warm up), then Lighthouse; finally the catalogue is grown to ${s.largeProducts.toLocaleString("en")} (variations of the 5,000: each database is seeded once and grown in place) for the studio list and the search API.`,
    '- **cached / rendered.** "cached" is what an anonymous visitor gets: the page from the page cache, after one query that checks the storefront version. "rendered" is the same page rendered on every request, as for a shopper with a cart (any `washi_` cookie makes the cache step aside); its storefront data (the listing\'s products and filter counts, the product, the header) comes from the per-process storefront cache under the same version check (`server/shop/storefront-cache.ts`), as it does for such a shopper, so the figure is the render and the version read, not the catalogue queries. The cart is always rendered and read.',
    '- **The bare page** (`/bench/bare`, `app/routes/bench-bare.tsx`) is the baseline for each run\'s ratios: a React Router page with no loader of its own and no header or footer (`handle.shell = "bare"`), noindex. It still goes through every middleware (security headers, CSP nonce, compression, request log) and the root loader, whose shell data (navigation and settings) comes from the storefront cache (the bare page’s query count below is what it costs per request); the document carries the same scripts and stylesheet as every page. The bare page is never cached, so "× bare" above 1 for a cached page means the page cache serves it faster than React Router renders an empty page.',
    "- **Search** is `GET /api/products/search` on the built server over HTTP, one request at a time on one keep-alive connection, on the idle server before the load, over " +
      `${report.databases.find((db) => db.search5k)?.search5k.terms ?? 20} terms (words, phrases, typos, SKU fragments, no match, hostile input) × ${s.searchRounds} rounds after a warm-up round; at ${s.largeProducts.toLocaleString("en")} products on a fresh server run. The studio list calls \`listStudioProducts\` in process on the database, as the studio's loader does (${s.studioRounds} rounds per case after a warm-up call); page 900 is past the end unless the catalogue has 45,000 products or more.`,
    "- **Bytes** are as sent to a browser accepting Brotli and gzip: the HTML, each script and module preload, the stylesheet, and each `<img>` src the HTML names (lazy ones included; a browser with `srcset` may pick other widths).",
    "- **Downloads** (`bench/downloads.mjs`) run on PGlite only (a download streams the file the same way on either database, which only checks its grant; the time they would take on PostgreSQL goes to its Lighthouse run), on a server run of their own. A paid order of a digital product is set up in the database first (its grant from the shop's own `grantDownloads`, the product's limit raised to 100), then a " +
      `${s.downloads.fileMb} MB file (a PDF by its first bytes, random past them) is uploaded through the studio's endpoint and downloaded through its signed link as a browser asks for it, each download read whole on its own connection as fast as the server sends it (all downloads share the server's \`DOWNLOAD_BANDWIDTH_MBPS\`, 200 Mbit/s by default, so ten at once get about 24 MB/s between them). Memory: the server's VmRSS polled every ${s.downloads.pollMs} ms during a download after a warm-up one, the growth being the peak over the median RSS of the ${s.downloads.settleMs / 1000} s before; the figure is the median of ${s.downloads.repeats} downloads (RSS breathes: memory given back while idle is taken again by the next download, so one of them can grow by more); again while a client reads nothing for ${s.downloads.stallMs / 1000} s after the first bytes (the peak of those seconds); and for reference during ten at once. The page: a product page rendered on every request, one request at a time, ${s.downloads.pageRequestsAlone} alone after ${s.downloads.pageWarmUp} to warm up, then as many as fit while ${s.downloads.concurrent} downloads run at once (read on a worker thread of the benchmark; stopped by their end or after ${s.downloads.timeLimitMs / 1000} s).`,
    "- **Labels** (`bench/labels.mjs`) are the Mail Club's labels PDF for " +
      `${report.labels?.recipients ?? 300} members in mixed scripts (names and streets varied so the glyphs vary), rendered in the benchmark's own process by the shop's \`labelsPdf\` before the databases' phases, on no database: the time is the median of ${report.labels?.renders ?? 3} renders in that process, the first (which reads and parses the fonts) beside it.`,
    "- **Memory** is the server process's VmRSS (now) and VmHWM (peak) from `/proc/<pid>/status`: idle 2 s after the first page, and after the load and the checkouts.",
    "- **Budgets.**",
    ...Object.entries(BUDGETS).map(([name, b]) => `  - ${name}: ${b.source}.`),
  ].join("\n");
}

export function renderReport(report) {
  const m = report.machine;
  const columns = report.databases.filter((db) => !db.skipped);
  const skipped = report.databases.filter((db) => db.skipped);
  const minutes = report.totalSeconds / 60;
  return [
    "# Benchmark report",
    "",
    `${report.date}${report.settings.quick ? " — **QUICK MODE (BENCH_QUICK=1): shortened phases, not for comparison**" : ""}. ` +
      `Machine: ${m.cpus} × ${m.cpuModel}, Node ${m.node}${m.lighthouse ? `, ${m.lighthouse}` : ""}; load average (1/5/15 min) ${m.loadAverageAtStart.join(" / ")} at the start, ${m.loadAverageAtEnd.join(" / ")} at the end; ${m.stealPercent}% of the CPU time taken by the virtual machine's host (steal) during the run, which lowers every throughput figure. ` +
      `Total time ${Math.floor(report.totalSeconds / 60)} min ${report.totalSeconds % 60} s (budget < ${BUDGETS.totalMinutes.max} min ${mark(minutes < BUDGETS.totalMinutes.max)}; the build, when \`npm run bench\` needs one, comes before and is not counted).`,
    ...skipped.map((db) => `\n**${db.database} skipped:** ${db.skipped}`),
    "",
    throughputTable(report, columns),
    "",
    latencyTable(report, columns),
    "",
    downloadsTable(columns),
    "",
    ...(report.labels ? [labelsTable(report.labels), ""] : []),
    ...columns.flatMap((db) => [weightTable(db), ""]),
    lighthouseTable(report),
    "",
    notes(report),
    "",
  ].join("\n");
}
