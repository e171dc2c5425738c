/**
 * Vitest global setup of the `system` project (tests/system: the shop as a client sees it,
 * over HTTP, without a browser): the seeded demo shop every test server copies
 * (tests/support/seeded-shop.ts), handed to the workers; at the end, the servers' logs are
 * scanned for secrets, as the Playwright run does for its own.
 */
import { rmSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { ensureBuilt, projectRoot, serverLogDir } from "#tests/support/built-server.ts";
import { checkServerLogs } from "#tests/support/log-secrets.ts";
import { prepareSeededShops, type SeededShops } from "#tests/support/seeded-shop.ts";

declare module "vitest" {
  interface ProvidedContext {
    seededShops: SeededShops;
  }
}

export default async function setup(project: TestProject) {
  ensureBuilt();
  rmSync(serverLogDir, { recursive: true, force: true });
  project.provide("seededShops", await prepareSeededShops(process.env.TEST_DATABASE_URL));
  return () => {
    console.log(checkServerLogs(projectRoot, serverLogDir));
  };
}
