// The profile's summary (bench/profile.mjs) as Markdown: per category, per thread, and the
// functions with the most self time, each in ms per request.
import { CATEGORIES, SCOPED } from "./categories.mjs";

const TOP_FUNCTIONS = 15;
const ms = (value) => value.toFixed(2);
const percent = (part, whole) => `${((part / whole) * 100).toFixed(1)} %`;

function categoryTable({ attributed, perRequest }) {
  const rows = CATEGORIES.filter((category) => attributed.self.has(category))
    .map((category) => ({
      category,
      self: attributed.self.get(category),
      withCallees: SCOPED.has(category) ? attributed.withCallees.get(category) : undefined,
    }))
    .sort((a, b) => b.self - a.self);
  return [
    "| category | ms per request | % of busy | with callees, ms per request |",
    "|---|--:|--:|--:|",
    ...rows.map(
      (row) =>
        `| ${row.category} | ${ms(perRequest(row.self))} | ${percent(row.self, attributed.busyMs)} | ${
          row.withCallees === undefined ? "" : ms(perRequest(row.withCallees))
        } |`,
    ),
    `| **main thread busy** | **${ms(perRequest(attributed.busyMs))}** | **100 %** | |`,
  ];
}

function threadTable({ threads, perRequest }) {
  return [
    "| thread | CPU ms per request |",
    "|---|--:|",
    ...threads.map(([name, used]) => `| ${name} | ${ms(perRequest(used))} |`),
    `| **all** | **${ms(perRequest(threads.reduce((sum, [, used]) => sum + used, 0)))}** |`,
  ];
}

function functionTable({ attributed, perRequest }) {
  return [
    "| # | function | source | category | ms per request | % of busy |",
    "|--:|---|---|---|--:|--:|",
    ...attributed.functions
      .slice(0, TOP_FUNCTIONS)
      .map(
        (fn, index) =>
          `| ${index + 1} | \`${fn.fn}\` | ${fn.where ? `\`${fn.where}\`` : "V8"} | ${fn.category} | ${ms(
            perRequest(fn.ms),
          )} | ${percent(fn.ms, attributed.busyMs)} |`,
      ),
  ];
}

/**
 * A profile samples wall time: a thread waiting for a core is sampled where the system took
 * the core away, most often a system call that woke another thread (a socket or pipe write,
 * zlib's hand-off to its thread). Said when that is more than a tenth of the busy time.
 */
function contention(busyMs, cpuMs) {
  if (!cpuMs || busyMs <= cpuMs * 1.1) return [];
  return [
    "",
    `**The machine was busy**: for ${percent(busyMs - cpuMs, busyMs)} of its busy time the main thread waited for a core. Those waits are sampled where the core was taken away, most often a system call that woke another thread (socket and pipe writes, zlib's hand-off to its thread): figures there are inflated; the shares of the rest hold.`,
  ];
}

/** The statements of one request, the same ones counted together, SQL shortened. */
function queryTable(queries) {
  const counted = new Map();
  for (const sql of queries) {
    const flat = sql.replace(/\s+/g, " ");
    const short = (flat.length > 160 ? `${flat.slice(0, 160)}…` : flat).replaceAll("|", "\\|");
    counted.set(short, (counted.get(short) ?? 0) + 1);
  }
  return [
    "| times | statement (shortened) |",
    "|--:|---|",
    ...[...counted].map(([sql, times]) => `| ${times} | \`${sql}\` |`),
  ];
}

export function renderProfile(run) {
  const { attributed, load, settings } = run;
  const completed = load.requests + load.errors;
  const perRequest = (total) => total / completed;
  const tables = { attributed, perRequest, threads: run.threads };
  const wall = attributed.busyMs + attributed.idleMs;
  const mainCpu = run.threads.find(([name]) => name === "main thread")?.[1] ?? 0;
  return [
    `# Where a request's CPU time goes: ${run.page.name} \`${run.page.path}\`, ${run.database}${
      settings.label ? ` (${settings.label})` : ""
    }`,
    "",
    `${run.date}. The built server${run.commit ? ` (commit ${run.commit})` : ""} on ${run.database}, ${settings.products.toLocaleString("en-US")} products; ${completed} requests of \`${run.page.path}\` over ${settings.connections} keep-alive connections, after ${settings.warmUp} to warm up, each sending ${run.page.sends}. Main thread sampled every ${settings.intervalUs} µs. ${run.machine}. \`${run.command}\``,
    "",
    `Under the profiler: ${load.requestsPerSecond} requests/s, p50 ${load.p50} ms, p99 ${load.p99} ms, ${load.errors} errors. The main thread was busy ${percent(attributed.busyMs, wall)} of the time: **${ms(perRequest(attributed.busyMs))} ms per request**, for ${ms(perRequest(mainCpu))} ms of CPU per request.`,
    ...contention(attributed.busyMs, mainCpu),
    "",
    "### By category (main thread, self time)",
    "",
    ...categoryTable(tables),
    "",
    "Each sample goes to the category of its innermost frame a rule knows (bench/profile/categories.mjs): Drizzle building a query inside a lookup is the database's, the lookup's own code is the lookup's. *With callees*: the time of the samples with any frame of the category on their stack, whatever is innermost (a lookup with the query it builds; React render with the serialisation it streams); not shown for the middlewares, whose frames sit under the rest of the request. Work after an `await` has only its own stack: on PGlite the database's work (Postgres in WebAssembly, on the main thread) is all *database*, whoever asked; on PostgreSQL it is another process's and in no figure here.",
    "",
    "### CPU by thread (Linux /proc)",
    "",
    ...threadTable(tables),
    "",
    "The profile sees the main thread only; `libuv-worker` threads do zlib's compression, crypto and file reads, `V8Worker` threads garbage collection and compilation beside it. The profile's figures are wall time while the main thread was not idle, which includes moments the system gave its core to another thread (the load generator's, zlib's): its busy time can exceed the CPU its thread used.",
    "",
    `### The queries of one request: ${run.queries.length}`,
    "",
    ...(run.queries.length ? queryTable(run.queries) : ["None."]),
    "",
    "From a server run with debug logs, the fewest of three requests. On PGlite the *database* time above is theirs, with Drizzle's building of them and mapping of their rows.",
    "",
    `### The ${TOP_FUNCTIONS} functions with the most self time`,
    "",
    ...functionTable(tables),
    "",
  ].join("\n");
}
