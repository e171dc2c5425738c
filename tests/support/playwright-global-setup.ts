import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { listNavigation } from "#server/catalog/list-navigation.ts";
import { openPglite, openPostgres } from "#server/db/client.ts";
import {
  type BuiltServer,
  ensureBuilt,
  projectRoot,
  startBuiltServer,
} from "#tests/support/built-server.ts";
import {
  databaseUrlVariable,
  navigationVariable,
  serverUrlVariable,
  studioServerUrlVariable,
} from "#tests/support/fixtures.ts";
import { createScratchDatabase } from "#tests/support/scratch-database.ts";
import { studioAdminEnv } from "#tests/support/studio.ts";

/**
 * The shared servers sit behind the test runner as a shop sits behind its proxy: a spec that
 * makes accounts can give itself an address of its own (`onOwnAddress`), so the
 * per-address limits on registration are not shared by every spec. Each has the studio
 * account of tests/support/studio.ts.
 */
const behindTheRunner = { TRUST_PROXY: "true", ...studioAdminEnv };

/** A built server on a database of its own, created on the PostgreSQL server for this run. */
async function startPostgresServer(
  adminUrl: string,
  label: string,
  cleanups: (() => Promise<void> | void)[],
) {
  const database = await createScratchDatabase(adminUrl, label);
  cleanups.push(database.drop);
  const dataDir = mkdtempSync(path.join(tmpdir(), `washi-${label}-postgres-`));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const server = await startBuiltServer({
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    ...behindTheRunner,
  });
  return { server, databaseUrl: database.url };
}

export default async function globalSetup() {
  ensureBuilt();
  const cleanups: (() => Promise<void> | void)[] = [];
  const servers: [string, BuiltServer][] = [];
  const teardown = async () => {
    const logDir = path.join(projectRoot, ".tmp/e2e");
    mkdirSync(logDir, { recursive: true });
    for (const [kind, server] of servers) {
      const exit = await server.stop("SIGTERM");
      const { stdout, stderr } = server.output();
      writeFileSync(path.join(logDir, `server-${kind}.log`), stdout + stderr);
      if (exit.code !== 0) {
        console.error(
          `The ${kind} server did not stop cleanly (${JSON.stringify(exit)}):\n${stderr}`,
        );
      }
    }
    for (const cleanup of cleanups.reverse()) await cleanup();
  };

  try {
    const starts: Promise<void>[] = [];
    const pgliteDir = mkdtempSync(path.join(tmpdir(), "washi-e2e-pglite-"));
    cleanups.push(() => rmSync(pgliteDir, { recursive: true, force: true }));
    starts.push(
      (async () => {
        // First start seeds the demo shop; read what it wrote (PGlite allows one process
        // at a time, so between two runs), then serve the tests from a restarted server.
        const first = await startBuiltServer({ DATA_DIR: pgliteDir, ...behindTheRunner });
        const exit = await first.stop("SIGTERM");
        if (exit.code !== 0) throw new Error(`The first PGlite server stopped with ${exit.code}`);
        const handle = await openPglite(path.join(pgliteDir, "db"));
        try {
          process.env[navigationVariable.pglite] = JSON.stringify(await listNavigation(handle.db));
        } finally {
          await handle.close();
        }
        const server = await startBuiltServer({ DATA_DIR: pgliteDir, ...behindTheRunner });
        servers.push(["pglite", server]);
        process.env[serverUrlVariable.pglite] = server.url;
      })(),
    );

    starts.push(
      (async () => {
        const dataDir = mkdtempSync(path.join(tmpdir(), "washi-e2e-pglite-studio-"));
        cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
        const server = await startBuiltServer({ DATA_DIR: dataDir, ...behindTheRunner });
        servers.push(["pglite-studio", server]);
        process.env[studioServerUrlVariable.pglite] = server.url;
      })(),
    );

    const adminUrl = process.env.TEST_DATABASE_URL;
    if (adminUrl) {
      starts.push(
        startPostgresServer(adminUrl, "e2e", cleanups).then(async ({ server, databaseUrl }) => {
          servers.push(["postgres", server]);
          process.env[serverUrlVariable.postgres] = server.url;
          process.env[databaseUrlVariable.postgres] = databaseUrl;
          const handle = await openPostgres(databaseUrl);
          try {
            process.env[navigationVariable.postgres] = JSON.stringify(
              await listNavigation(handle.db),
            );
          } finally {
            await handle.close();
          }
        }),
        startPostgresServer(adminUrl, "e2e_studio", cleanups).then(({ server }) => {
          servers.push(["postgres-studio", server]);
          process.env[studioServerUrlVariable.postgres] = server.url;
        }),
      );
    } else {
      console.log(
        "Note: TEST_DATABASE_URL is not set, so the PostgreSQL e2e projects are skipped.",
      );
    }
    const results = await Promise.allSettled(starts);
    const failed = results.find((result) => result.status === "rejected");
    if (failed) throw failed.reason;
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
