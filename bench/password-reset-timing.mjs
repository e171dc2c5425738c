// Password-reset timing: does asking for a reset link take the same time whether or not the
// address has an account? Against the built server over HTTP, as an outsider would measure
// it: ROUNDS requests to POST /api/auth/password-reset/request for registered addresses and as
// many for unknown ones, interleaved, after a warm-up. The server trusts X-Forwarded-For here
// (TRUST_PROXY=true) so each request can come from its own address and no rate limit cuts one
// short. Reports p50/p90 of each kind and the difference of the medians.
// Run with `npm run bench:reset-timing` (builds first when needed). Only 127.0.0.1 is contacted.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import {
  freePort,
  percentile,
  send,
  startServer,
  stopServer,
  waitUntilReady,
} from "./built-server.mjs";

const root = path.resolve(import.meta.dirname, "..");
const ROUNDS = 60;
const WARM_UP = 5;
const round = (n) => Math.round(n * 100) / 100;

function postJson(agent, port, pathname, body, from) {
  const text = JSON.stringify(body);
  return send(agent, port, pathname, {
    method: "POST",
    body: text,
    headers: {
      "content-type": "application/json",
      "content-length": Buffer.byteLength(text),
      "x-forwarded-for": from,
    },
  });
}

const dataDir = mkdtempSync(path.join(tmpdir(), "washi-bench-reset-"));
const port = await freePort();
const server = startServer({
  dataDir,
  port,
  env: { LOG_LEVEL: "warn", TRUST_PROXY: "true", SEED_DEMO_SHOP: "true" },
});
try {
  await waitUntilReady(port);
  const agent = new http.Agent({ keepAlive: true });
  const total = ROUNDS + WARM_UP;
  const known = [];
  for (let index = 0; index < total; index++) {
    const email = `reader${index}@example.com`;
    const registered = await postJson(
      agent,
      port,
      "/api/auth/register",
      { email, password: "Folded-Paper-Crane-7", firstName: "Reader", lastName: String(index) },
      `198.51.100.${index}`,
    );
    if (registered.status !== 201 && registered.status !== 200) {
      throw new Error(`registration answered ${registered.status}: ${registered.body}`);
    }
    known.push(email);
  }

  const timings = { known: [], unknown: [] };
  for (let index = 0; index < total; index++) {
    for (const kind of index % 2 ? ["known", "unknown"] : ["unknown", "known"]) {
      const email = kind === "known" ? known[index] : `stranger${index}@example.com`;
      const from = `203.0.${kind === "known" ? 1 : 2}.${index}`;
      const answer = await postJson(
        agent,
        port,
        "/api/auth/password-reset/request",
        { email },
        from,
      );
      if (answer.status !== 200) throw new Error(`reset request answered ${answer.status}`);
      if (index >= WARM_UP) timings[kind].push(answer.ms);
    }
  }
  agent.destroy();

  const summary = Object.fromEntries(
    Object.entries(timings).map(([kind, values]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return [kind, { p50: round(percentile(sorted, 50)), p90: round(percentile(sorted, 90)) }];
    }),
  );
  const difference = round(Math.abs(summary.known.p50 - summary.unknown.p50));
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    loadAverage: loadavg()[0],
    rounds: ROUNDS,
    ...summary,
    medianDifferenceMs: difference,
  };
  writeFileSync(
    path.join(root, "bench/results/password-reset-timing.json"),
    `${JSON.stringify(report, null, 2)}\n`,
  );
  writeFileSync(
    path.join(root, "bench/results/password-reset-timing.md"),
    `# Password-reset timing

${report.date}, Node ${report.node}, ${report.cpus} CPUs (1-minute load average
${report.loadAverage.toFixed(2)}), PGlite, the built server over HTTP on 127.0.0.1.
${ROUNDS} requests to \`POST /api/auth/password-reset/request\` for addresses with an account
and ${ROUNDS} for addresses without one, interleaved, after ${WARM_UP} of each to warm up.

| address | p50 ms | p90 ms |
|---|---|---|
| has an account | ${summary.known.p50} | ${summary.known.p90} |
| has none | ${summary.unknown.p50} | ${summary.unknown.p90} |

Difference of the medians: ${difference} ms. Both paths make a token, hash it and render the
message; only a known address also writes the token and the outbox row.
`,
  );
  console.log(JSON.stringify(report));
} finally {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
