// `npm run bench:profile`: where the server's CPU time goes for one page, before deciding what
// to make faster. Seeds the demo shop (5,000 products, as `npm run bench`), lists the queries
// of one request (on a debug-log run), starts the built production server with its inspector
// on 127.0.0.1, warms the page up, then takes a CPU profile of the server's main thread while
// a bounded load requests the page, and sums the samples into categories (bench/profile/
// categories.mjs: middleware, security headers, session and cart lookups, loaders, the
// storefront version read, React render, serialisation, compression, logging, the database…).
// Writes bench/results/profile-<page>-<database>[-cached][-<label>].md and .json; the raw
// profile goes to the temporary directory (for Chrome DevTools or VS Code).
//
//   npm run bench:profile -- [--page home|listing|product|search|cart|bare|<path>]
//     [--database pglite|postgres] [--database-url postgres://127.0.0.1/…] [--requests 1000]
//     [--warm-up 500] [--connections 8] [--products 5000] [--cached] [--label before]
//
// PostgreSQL: the database of --database-url (or PROFILE_DATABASE_URL), else a scratch one on
// BENCH_DATABASE_URL's server (default 127.0.0.1:5432), dropped after. Only 127.0.0.1 is
// contacted; the load stops at --requests or after a minute.
import http from "node:http";
import { parseArgs } from "node:util";
import {
  benchEnv,
  freePort,
  get,
  startServer,
  stopServer,
  waitUntilReady,
} from "./built-server.mjs";
import { loadPath } from "./load.mjs";
import { attribute } from "./profile/attribute.mjs";
import { connectInspector } from "./profile/inspector.mjs";
import { queriesOfOneRequest } from "./profile/queries.mjs";
import { writeResults } from "./profile/results.mjs";
import { sourceLocator } from "./profile/sources.mjs";
import { databaseTarget, pageToProfile, seed } from "./profile/target.mjs";
import { threadTimes, threadTimesBetween } from "./profile/threads.mjs";

const { values: options } = parseArgs({
  options: {
    page: { type: "string", default: "home" },
    database: { type: "string", default: "pglite" },
    "database-url": { type: "string" },
    requests: { type: "string", default: "1000" },
    "warm-up": { type: "string", default: "500" },
    connections: { type: "string", default: "8" },
    products: { type: "string", default: "5000" },
    cached: { type: "boolean", default: false },
    label: { type: "string" },
  },
});
const settings = {
  requests: Number(options.requests),
  warmUp: Number(options["warm-up"]),
  connections: Number(options.connections),
  products: Number(options.products),
  cached: options.cached,
  label: options.label,
  intervalUs: 500,
  timeLimitMs: 60_000,
};
const started = performance.now();
const log = (message) =>
  console.log(`[${Math.round((performance.now() - started) / 1000)} s] ${message}`);

/** Warm-up, then the profiled load: the profile, the load's figures, CPU per thread. */
async function profileUnderLoad(server, port, inspectPort, page) {
  const first = await get(new http.Agent(), port, page.path, page.headers);
  if (first.status !== 200) throw new Error(`${page.path} answered ${first.status}`);
  const load = (maxRequests) =>
    loadPath(port, page.path, page.headers, {
      connections: settings.connections,
      durationMs: settings.timeLimitMs,
      maxRequests,
    });
  log(`warming up: ${settings.warmUp} requests of ${page.path}`);
  await load(settings.warmUp);
  const inspector = await connectInspector(inspectPort);
  try {
    await inspector.call("Profiler.enable");
    await inspector.call("Profiler.setSamplingInterval", { interval: settings.intervalUs });
    log(`profiling ${settings.requests} requests`);
    const before = threadTimes(server.child.pid);
    await inspector.call("Profiler.start");
    const measured = await load(settings.requests);
    const { profile } = await inspector.call("Profiler.stop");
    const threads = threadTimesBetween(before, threadTimes(server.child.pid));
    return { profile, load: measured, threads };
  } finally {
    await inspector.close();
  }
}

async function run() {
  const target = await databaseTarget({
    database: options.database,
    databaseUrl: options["database-url"] ?? process.env.PROFILE_DATABASE_URL,
  });
  try {
    log(`${target.name}: seeding ${settings.products} products`);
    const product = await seed(target, settings.products);
    log("the queries of one request (a server with debug logs)");
    const { page, queries } = await queriesOfOneRequest(target, (port) =>
      pageToProfile({ ...options, port, product }),
    );
    const [port, inspectPort] = [await freePort(), await freePort()];
    const inherited = process.env.NODE_OPTIONS ? `${process.env.NODE_OPTIONS} ` : "";
    const server = startServer({
      dataDir: target.dataDir,
      port,
      env: {
        ...benchEnv({ port, databaseUrl: target.databaseUrl }),
        NODE_OPTIONS: `${inherited}--inspect=127.0.0.1:${inspectPort}`,
      },
    });
    try {
      await waitUntilReady(port);
      const sourceOf = sourceLocator();
      const measured = await profileUnderLoad(server, port, inspectPort, page);
      const attributed = attribute(measured.profile, sourceOf);
      return { ...measured, attributed, page, queries, target };
    } finally {
      await stopServer(server);
    }
  } finally {
    await target.done();
  }
}

const measured = await run();
const written = writeResults({
  ...measured,
  database: measured.target.name,
  settings,
  command: `npm run bench:profile -- ${process.argv.slice(2).join(" ")}`.trim(),
});
console.log(written.markdown);
log(`${written.files.join(", ")} written; the raw profile, for DevTools: ${written.rawProfile}`);
