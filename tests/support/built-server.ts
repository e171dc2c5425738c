/**
 * Starts the production build (`build/server/main.js`) as a child process, the way an
 * operator runs it, for the end-to-end suite and the operations tests.
 */

import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, writeFileSync, writeSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { testMerchant } from "#tests/support/simulator-merchant.ts";

export const projectRoot = path.resolve(import.meta.dirname, "../..");
export const builtEntry = path.join(projectRoot, "build/server/main.js");

/**
 * Every variable the server reads, set empty (which the server treats as unset) so that
 * neither the caller's environment nor a developer's `.env` leaks into a test server: the
 * server's `.env` loading never overrides a variable that exists.
 */
const configKeys = [
  "PORT",
  "HOST",
  "DATA_DIR",
  "DATABASE_URL",
  "STORAGE_URL",
  // The bucket's credentials, read by the AWS SDK: a developer's own never reach a test server.
  "AWS_ACCESS_KEY_ID",
  "AWS_SECRET_ACCESS_KEY",
  "AWS_SESSION_TOKEN",
  "AWS_PROFILE",
  "PUBLIC_URL",
  "LOG_LEVEL",
  "SEED_DEMO_SHOP",
  "SEED_DEMO_HISTORY",
  "BACKGROUND_JOBS",
  "PAYPAL_MODE",
  "PAYPAL_CLIENT_ID",
  "PAYPAL_CLIENT_SECRET",
  "PAYPAL_WEBHOOK_ID",
  "PAYPAL_SIMULATOR_CONTROLS",
  "TRUST_PROXY",
  "VISITOR_IPV6_PREFIX",
  "SMTP_URL",
  "MAIL_FROM",
  "OWNER_EMAIL",
  "ADMIN_EMAIL",
  "ADMIN_PASSWORD",
  "SHOP_TIMEZONE",
];

export function serverEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const base: NodeJS.ProcessEnv = Object.fromEntries(configKeys.map((key) => [key, ""]));
  for (const key of ["PATH", "HOME", "TMPDIR", "LANG", "TZ"]) {
    if (process.env[key] !== undefined) base[key] = process.env[key];
  }
  return {
    ...base,
    NODE_ENV: "production",
    LOG_LEVEL: "info",
    HOST: "127.0.0.1",
    PAYPAL_CLIENT_ID: testMerchant.clientId,
    PAYPAL_CLIENT_SECRET: testMerchant.clientSecret,
    // The specs were written against the demo catalogue without its half year of orders and
    // members (their issues, lists and counts are their own); a spec may ask for it.
    SEED_DEMO_HISTORY: "false",
    ...env,
  };
}

/**
 * Builds the app when there is no build or a source is newer (scripts/build-if-needed.mjs), as
 * production: the test runner's NODE_ENV=test would give a development build of React.
 */
export function ensureBuilt() {
  const { NODE_ENV: _testRunner, ...env } = process.env;
  execFileSync(process.execPath, [path.join(projectRoot, "scripts/build-if-needed.mjs")], {
    cwd: projectRoot,
    stdio: "inherit",
    env,
  });
  if (!existsSync(builtEntry)) throw new Error(`No server build at ${builtEntry}`);
}

export async function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface BuiltServer {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process printed so far. */
  output(): { stdout: string; stderr: string };
  /** The file that output is also written to (see serverLogDir). */
  logFile: string;
  exited: Promise<Exit>;
  /** Sends the signal and waits for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<Exit>;
}

/** Runs the built server with `env` (see serverEnv) on a free port; resolves once /readyz is 200. */
export async function startBuiltServer(
  env: Record<string, string>,
  options: { readyTimeoutMs?: number } = {},
): Promise<BuiltServer> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const url = `http://127.0.0.1:${port}`;
  // The address the tests browse is the shop's public one: PayPal's return links and e-mail
  // links lead back to it, with the browser's cookies.
  const { child, output, exited, logFile } = spawnBuiltServer({
    PUBLIC_URL: url,
    ...env,
    PORT: String(port),
  });
  const server: BuiltServer = {
    url,
    port,
    child,
    output,
    logFile,
    exited,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  const deadline = Date.now() + (options.readyTimeoutMs ?? 120_000);
  let ended: Exit | undefined;
  exited.then((exit) => {
    ended = exit;
  });
  while (Date.now() < deadline) {
    if (ended) {
      throw new Error(
        `The server exited (${JSON.stringify(ended)}) before it was ready:\n${output().stderr}${output().stdout}`,
      );
    }
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.status === 200) return server;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  await server.stop("SIGKILL");
  throw new Error(`The server was not ready within the time limit:\n${output().stderr}`);
}

const running = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

/** Kills every server this process started that is still running (after a failed test). */
export async function killStartedServers() {
  const waits = [...running].map((child) => new Promise((resolve) => child.once("close", resolve)));
  for (const child of running) child.kill("SIGKILL");
  await Promise.all(waits);
}

/**
 * Where every server the suite starts writes its whole output (stdout and stderr), one file
 * per process: Playwright empties test-results/ at the start of a run, and its global
 * teardown (tests/support/playwright-global-teardown.ts) scans these files for secrets.
 */
export const serverLogDir =
  process.env.WASHI_SERVER_LOG_DIR || path.join(projectRoot, "test-results/server-logs");

let spawnedServers = 0;

/** The file a new server's output goes to; the names sort in start order within a process. */
function nextServerLogFile() {
  mkdirSync(serverLogDir, { recursive: true });
  spawnedServers += 1;
  const name = `server-${process.pid}-${String(spawnedServers).padStart(3, "0")}`;
  return path.join(serverLogDir, `${name}.log`);
}

/**
 * The secret values a server was given, beside its log (`….secrets.json`), for the scan to
 * look for: passwords and the credentials inside connection URLs.
 */
function recordGivenSecrets(logFile: string, env: NodeJS.ProcessEnv) {
  const secrets: { kind: string; value: string }[] = [];
  for (const key of ["ADMIN_PASSWORD", "PAYPAL_CLIENT_SECRET"]) {
    if (env[key]) secrets.push({ kind: key, value: env[key] });
  }
  for (const key of ["DATABASE_URL", "SMTP_URL"]) {
    const password = URL.parse(env[key] ?? "")?.password;
    if (password) secrets.push({ kind: `${key} password`, value: decodeURIComponent(password) });
  }
  writeFileSync(logFile.replace(/\.log$/, ".secrets.json"), JSON.stringify(secrets));
}

/** Spawns the built server without waiting for anything. */
export function spawnBuiltServer(env: Record<string, string>) {
  const fullEnv = serverEnv(env);
  const logFile = nextServerLogFile();
  recordGivenSecrets(logFile, fullEnv);
  // Written synchronously, chunk by chunk: nothing is lost when a worker ends abruptly.
  const log = openSync(logFile, "a");
  const child = spawn(process.execPath, [builtEntry], {
    cwd: projectRoot,
    env: fullEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  let stdout = "";
  let stderr = "";
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
    stdout += chunk;
    writeSync(log, chunk);
  });
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
    writeSync(log, chunk);
  });
  const exited = new Promise<Exit>((resolve) => {
    // "close" comes after the output pipes are drained, unlike "exit".
    child.once("close", (code, signal) => {
      running.delete(child);
      closeSync(log);
      resolve({ code, signal });
    });
  });
  return { child, output: () => ({ stdout, stderr }), exited, logFile };
}
