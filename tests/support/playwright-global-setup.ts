import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { listNavigation } from "#server/catalogue/list-navigation.ts";
import { openPglite } from "#server/db/client.ts";
import {
  type BuiltServer,
  ensureBuilt,
  projectRoot,
  startBuiltServer,
} from "#tests/support/built-server.ts";
import {
  type DatabaseKind,
  databaseUrlVariable,
  navigationVariable,
  serverUrlVariable,
  studioServerUrlVariable,
} from "#tests/support/fixtures.ts";
import { newSeededShop, prepareSeededShops, type SeededShop } from "#tests/support/seeded-shop.ts";
import { studioAdminEnv } from "#tests/support/studio.ts";

/**
 * The shared servers sit behind the test runner as a shop sits behind its proxy: a spec that
 * makes accounts can give itself an address of its own (`onOwnAddress`), so the
 * per-address limits on registration are not shared by every spec. Each has the studio
 * account of tests/support/studio.ts.
 */
const behindTheRunner = { TRUST_PROXY: "true", ...studioAdminEnv };

/** A built server on a copy of the seeded demo shop, removed at teardown. */
async function startSharedServer(
  kind: DatabaseKind,
  label: string,
  cleanups: (() => Promise<void> | void)[],
) {
  const shop = await newSeededShop(kind, `e2e-${label}`);
  cleanups.push(shop.remove);
  const server = await startBuiltServer({ ...shop.env, ...behindTheRunner });
  return { server, shop };
}

/** The header navigation of a PGlite shop, read while no server holds it. */
async function readNavigation(shop: SeededShop) {
  const handle = await openPglite(path.join(shop.dataDir, "db"));
  try {
    return JSON.stringify(await listNavigation(handle.db));
  } finally {
    await handle.close();
  }
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
    const adminUrl = process.env.TEST_DATABASE_URL;
    await prepareSeededShops(adminUrl);
    const kinds: DatabaseKind[] = adminUrl ? ["pglite", "postgres"] : ["pglite"];
    if (!adminUrl) {
      console.log("Note: TEST_DATABASE_URL is not set, so the PostgreSQL e2e project is skipped.");
    }
    // Every copy is the same seeded shop: the navigation is read from the template.
    const navigation = await newSeededShop("pglite", "navigation");
    cleanups.push(navigation.remove);
    const navigationJson = await readNavigation(navigation);
    const starts = kinds.flatMap((kind) => [
      startSharedServer(kind, "shop", cleanups).then(({ server, shop }) => {
        servers.push([kind, server]);
        process.env[serverUrlVariable[kind]] = server.url;
        process.env[navigationVariable[kind]] = navigationJson;
        if (kind === "postgres") process.env[databaseUrlVariable.postgres] = shop.databaseUrl;
      }),
      startSharedServer(kind, "studio", cleanups).then(({ server }) => {
        servers.push([`${kind}-studio`, server]);
        process.env[studioServerUrlVariable[kind]] = server.url;
      }),
    ]);
    const results = await Promise.allSettled(starts);
    const failed = results.find((result) => result.status === "rejected");
    if (failed) throw failed.reason;
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
