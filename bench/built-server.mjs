// The built production server for the benchmarks: a free port, start, ready, stop, and a GET
// that reports status, bytes and time. Only 127.0.0.1 is contacted.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
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

/** Any washi_ cookie makes the page cache step aside; this one means nothing else. */
export const RENDERED = { cookie: "washi_bench=rendered" };

export function get(agent, port, pathname, headers = {}) {
  return send(agent, port, pathname, { headers });
}

/**
 * Starts build/server/main.js on the data dir; `queryCount()` counts the SQL queries it has
 * logged (LOG_LEVEL=debug logs each one); `problemsFromNow()` gives a getter of the warnings and
 * errors it logs from then on (their count and the first few).
 */
export function startServer({ dataDir, port, env = {} }) {
  const child = spawn(process.execPath, ["build/server/main.js"], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const queries = [];
  const problems = [];
  let buffered = "";
  child.stdout.on("data", (chunk) => {
    buffered += chunk;
    const parts = buffered.split("\n");
    buffered = parts.pop();
    for (const line of parts) {
      if (line.includes('"msg":"query"')) queries.push(line);
      else if (/"level":(40|50|60)/.test(line)) problems.push(line);
    }
  });
  const problemsFromNow = () => {
    const from = problems.length;
    return () => ({
      count: problems.length - from,
      first: problems.slice(from, from + 3).map((line) => line.slice(0, 300)),
    });
  };
  return { child, queryCount: () => queries.length, problemsFromNow };
}

/** Every variable the server reads, so nothing from the caller's environment leaks in. */
const BLANK_CONFIG = Object.fromEntries(
  [
    "DATABASE_URL",
    "PUBLIC_URL",
    "PAYPAL_CLIENT_ID",
    "PAYPAL_CLIENT_SECRET",
    "PAYPAL_WEBHOOK_ID",
    "SMTP_URL",
    "MAIL_FROM",
    "OWNER_EMAIL",
    "ADMIN_EMAIL",
    "ADMIN_PASSWORD",
  ].map((key) => [key, ""]),
);

/**
 * The production server's environment for a benchmark: PayPal simulator, no SMTP (mails wait
 * in the outbox), the given database. TRUST_PROXY lets each simulated buyer come from its own
 * address (x-forwarded-for), as buyers do.
 */
/** The PayPal REST app pair the benchmark's simulator accepts, to time its API as the shop does. */
export const benchMerchant = { clientId: "washi-bench", clientSecret: "bench-merchant-secret" };

export function benchEnv({ port, databaseUrl, logLevel = "info" }) {
  return {
    ...BLANK_CONFIG,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: logLevel,
    PAYPAL_MODE: "simulator",
    PAYPAL_CLIENT_ID: benchMerchant.clientId,
    PAYPAL_CLIENT_SECRET: benchMerchant.clientSecret,
    TRUST_PROXY: "true",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
}

/** The process's resident memory now and its peak so far, in MB (Linux /proc). */
export function processMemory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const megabytes = (field) =>
    Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
  return { rssMb: megabytes("VmRSS"), peakRssMb: megabytes("VmHWM") };
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
  // A server that already died (a start that failed) sends no more exit event to wait for.
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once("exit", resolve));
  server.child.kill("SIGTERM");
  await exited;
}

export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const REQUEST_TIMEOUT_MS = 30_000;

/** A POST with a form or JSON body that gives up after REQUEST_TIMEOUT_MS. */
export async function post(agent, port, pathname, { form, json }, headers = {}) {
  const body = form ? new URLSearchParams(form).toString() : JSON.stringify(json);
  const type = form ? "application/x-www-form-urlencoded" : "application/json";
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`POST ${pathname} took over ${REQUEST_TIMEOUT_MS} ms`)),
      REQUEST_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([
      send(agent, port, pathname, {
        method: "POST",
        body,
        headers: { "content-type": type, "content-length": Buffer.byteLength(body), ...headers },
      }),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export function expectStatus(answer, statuses, what) {
  if (!statuses.includes(answer.status)) {
    throw new Error(`${what} answered ${answer.status}: ${answer.body.toString().slice(0, 300)}`);
  }
  return answer;
}

/** A cart holding one of the product: its cookie (what POST /cart sets). */
export async function cartWith(port, productId, headers = {}) {
  const added = expectStatus(
    await post(
      undefined,
      port,
      "/cart",
      { form: { intent: "add", productId: String(productId), quantity: "1" } },
      { origin: `http://127.0.0.1:${port}`, ...headers },
    ),
    [303],
    "adding to the cart",
  );
  const cookie = added.headers["set-cookie"]?.map((line) => line.split(";")[0]).join("; ");
  if (!cookie) throw new Error("adding to the cart set no cookie");
  return cookie;
}
