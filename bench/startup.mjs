// Start-up benchmark: time from spawning the production server to its first served page,
// with an existing PGlite data dir (budget 1.5 s), and the idle server's memory.
// Run with `npm run bench:startup` (needs a build; `npm run build` first).
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const RUNS = 5;
const BUDGET_MS = 1500;
const TIMEOUT_MS = 60_000;

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForPage(url, deadline) {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) {
        await response.text();
        return;
      }
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no page from ${url} within ${TIMEOUT_MS} ms`);
}

function rssMegabytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024);
}

async function startOnce(dataDir, { measureIdleMemory = false } = {}) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ["build/server/main.js"], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    await waitForPage(`http://127.0.0.1:${port}/`, Date.now() + TIMEOUT_MS);
    const ms = Math.round(performance.now() - started);
    let idleRssMb;
    if (measureIdleMemory) {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      idleRssMb = rssMegabytes(child.pid);
    }
    return { ms, idleRssMb };
  } finally {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), "washi-bench-"));
try {
  const fresh = await startOnce(dataDir, { measureIdleMemory: true });
  const warm = [];
  for (let run = 0; run < RUNS; run++) warm.push((await startOnce(dataDir)).ms);
  warm.sort((a, b) => a - b);
  const median = warm[Math.floor(warm.length / 2)];
  const result = {
    date: new Date().toISOString(),
    node: process.versions.node,
    freshDataDirMs: fresh.ms,
    existingDataDirMs: { runs: warm, median, budget: BUDGET_MS, withinBudget: median <= BUDGET_MS },
    idleRssMb: fresh.idleRssMb,
  };
  const markdown = [
    "# Start-up benchmark",
    "",
    `Run ${result.date} on Node ${result.node}.`,
    "",
    "| figure | value | budget |",
    "|---|---|---|",
    `| first page, existing PGlite data dir (median of ${RUNS}) | ${median} ms | ≤ ${BUDGET_MS} ms ${result.existingDataDirMs.withinBudget ? "✓" : "✗"} |`,
    `| first page, fresh data dir (migrate + seed demo shop) | ${fresh.ms} ms | — |`,
    `| idle server memory (RSS, 3 s after first page) | ${fresh.idleRssMb} MB | — |`,
    "",
  ].join("\n");
  writeFileSync(
    path.join(root, "bench/results/startup.json"),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  writeFileSync(path.join(root, "bench/results/startup.md"), markdown);
  console.log(markdown);
  if (!result.existingDataDirMs.withinBudget) process.exitCode = 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
