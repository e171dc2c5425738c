/**
 * Vitest global setup of the PGlite project: migrates ONE in-memory PGlite and dumps its data
 * dir to .tmp/, keyed by the migrations' content so an unchanged schema reuses the dump.
 * Test files load the dump (tests/support/test-database.ts) instead of migrating.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { openPglite } from "#server/db/client.ts";
import { migrationsFolder, projectRoot } from "#server/paths.ts";
import "#tests/support/test-database-context.ts";

function migrationsHash() {
  const hash = createHash("sha256");
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(readFileSync(full));
    }
  };
  walk(migrationsFolder);
  // The client may load extensions or change how it opens PGlite: part of the template too.
  hash.update(readFileSync(path.join(projectRoot, "server/db/client.ts")));
  const pglite = path.join(projectRoot, "node_modules/@electric-sql/pglite/package.json");
  if (existsSync(pglite)) hash.update(readFileSync(pglite));
  return hash.digest("hex").slice(0, 16);
}

export default async function setup(project: TestProject) {
  const dir = path.join(projectRoot, ".tmp");
  // Uncompressed: each test file loads it, and gunzipping costs more than reading.
  const templateFile = path.join(dir, `pglite-template-${migrationsHash()}.tar`);
  if (!existsSync(templateFile)) {
    await mkdir(dir, { recursive: true });
    const handle = await openPglite(undefined);
    try {
      await handle.migrate();
      const client = (handle.db as unknown as { $client: PGlite }).$client;
      const dump = await client.dumpDataDir("none");
      const partial = `${templateFile}.${process.pid}.part`;
      await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
      await rename(partial, templateFile);
    } finally {
      await handle.close();
    }
    // Templates of earlier schemas are of no further use.
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (name.startsWith("pglite-template-") && file !== templateFile)
        await rm(file, { force: true });
    }
  }
  project.provide("testDatabase", { kind: "pglite", templateFile });
}
