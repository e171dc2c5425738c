/**
 * Starts the production build (`build/server/main.js`) as a child process, the way an
 * operator runs it, for the end-to-end suite and the operations tests.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

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
  "PUBLIC_URL",
  "LOG_LEVEL",
  "SEED_DEMO_SHOP",
  "BACKGROUND_JOBS",
  "PAYPAL_MODE",
  "PAYPAL_CLIENT_ID",
  "PAYPAL_CLIENT_SECRET",
  "PAYPAL_WEBHOOK_ID",
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
  return { ...base, NODE_ENV: "production", LOG_LEVEL: "warn", HOST: "127.0.0.1", ...env };
}

/** Builds the app when there is no build or a source is newer (scripts/build-if-needed.mjs). */
export function ensureBuilt() {
  execFileSync(process.execPath, [path.join(projectRoot, "scripts/build-if-needed.mjs")], {
    cwd: projectRoot,
    stdio: "inherit",
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
  const { child, output, exited } = spawnBuiltServer({
    PUBLIC_URL: url,
    ...env,
    PORT: String(port),
  });
  const server: BuiltServer = {
    url,
    port,
    child,
    output,
    exited,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000);
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

/** Spawns the built server without waiting for anything. */
export function spawnBuiltServer(env: Record<string, string>) {
  const child = spawn(process.execPath, [builtEntry], {
    cwd: projectRoot,
    env: serverEnv(env),
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  let stdout = "";
  let stderr = "";
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
    stdout += chunk;
  });
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
  });
  const exited = new Promise<Exit>((resolve) => {
    // "close" comes after the output pipes are drained, unlike "exit".
    child.once("close", (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    });
  });
  return { child, output: () => ({ stdout, stderr }), exited };
}
