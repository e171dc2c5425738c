/**
 * A PostgreSQL cluster of the test's own (initdb in a temp folder, on a free port, its
 * socket in that folder), which the test may stop and start at will: never the shared
 * PostgreSQL on 5432. We run as root, so initdb and pg_ctl run as the postgres user.
 */
import { execFileSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { freePort } from "#tests/support/built-server.ts";

const binaries = "/usr/lib/postgresql/15/bin";

/** Whether this machine has the PostgreSQL 15 server binaries to make a cluster with. */
export const canRunPrivatePostgres = existsSync(`${binaries}/initdb`);

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  start(): void;
  /** pg_ctl stop -m fast: open connections are ended at once. */
  stop(): void;
  /** Stops the cluster (when running) and removes its folder. */
  remove(): void;
}

function asPostgres(command: string, args: string[]) {
  const [program, runArgs] =
    userInfo().username === "postgres"
      ? [command, args]
      : ["runuser", ["-u", "postgres", "--", command, ...args]];
  execFileSync(program, runArgs, { stdio: "pipe", timeout: 60_000 });
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const home = mkdtempSync(path.join(tmpdir(), "washi-private-pg-"));
  chmodSync(home, 0o700);
  const postgresUser = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
  const postgresGroup = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
  chownSync(home, postgresUser, postgresGroup);
  const dataDir = path.join(home, "data");
  asPostgres(`${binaries}/initdb`, ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8"]);
  const port = await freePort();
  const pgCtl = (...args: string[]) => asPostgres(`${binaries}/pg_ctl`, ["-D", dataDir, ...args]);
  let running = false;
  const cluster: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start() {
      pgCtl(
        "-o",
        `-p ${port} -k ${home} -c listen_addresses=127.0.0.1`,
        "-l",
        path.join(home, "log"),
        "-w",
        "start",
      );
      running = true;
    },
    stop() {
      pgCtl("-m", "fast", "-w", "stop");
      running = false;
    },
    remove() {
      try {
        if (running) cluster.stop();
      } finally {
        rmSync(home, { recursive: true, force: true });
      }
    },
  };
  cluster.start();
  return cluster;
}
