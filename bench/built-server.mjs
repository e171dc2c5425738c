// The built production server for the benchmarks: a free port, start, ready, stop, and a GET
// that reports status, bytes and time. Only 127.0.0.1 is contacted.
import { spawn } from "node:child_process";
import http from "node:http";
import { createServer } from "node:net";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

export function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** One request; resolves with status, the bytes as sent (compressed when asked) and the time. */
export function send(agent, port, pathname, { method = "GET", headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request(
      { host: "127.0.0.1", port, path: pathname, method, agent, headers },
      (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode,
            headers: res.headers,
            body: Buffer.concat(chunks),
            ms: performance.now() - started,
          }),
        );
        res.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

export function get(agent, port, pathname, headers = {}) {
  return send(agent, port, pathname, { headers });
}

/**
 * Starts build/server/main.js on the data dir; `queryCount()` counts the SQL queries it has
 * logged (LOG_LEVEL=debug logs each one).
 */
export function startServer({ dataDir, port, env = {} }) {
  const child = spawn(process.execPath, ["build/server/main.js"], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines = [];
  let buffered = "";
  child.stdout.on("data", (chunk) => {
    buffered += chunk;
    const parts = buffered.split("\n");
    buffered = parts.pop();
    for (const line of parts) if (line.includes('"msg":"query"')) lines.push(line);
  });
  return { child, queryCount: () => lines.length };
}

export async function waitUntilReady(port) {
  const agent = new http.Agent();
  for (let tries = 0; tries < 600; tries++) {
    try {
      if ((await get(agent, port, "/readyz")).status === 200) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the server did not become ready");
}

export async function stopServer(server) {
  const exited = new Promise((resolve) => server.child.once("exit", resolve));
  server.child.kill("SIGTERM");
  await exited;
}

export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
