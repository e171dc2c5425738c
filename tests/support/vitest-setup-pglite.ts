/**
 * Vitest global setup of the PGlite project: migrates ONE in-memory PGlite and dumps its data
 * dir to .tmp/, keyed by the schema, so an unchanged schema reuses the dump. Test files load the
 * dump (tests/support/test-database.ts) instead of migrating.
 */
import { existsSync, readdirSync } from "node:fs";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { openPglite } from "#server/db/client.ts";
import { projectRoot } from "#server/paths.ts";
import { schemaHash } from "#tests/support/schema-hash.ts";
import "#tests/support/test-database-context.ts";

export default async function setup(project: TestProject) {
  const dir = path.join(projectRoot, ".tmp");
  // Uncompressed: each test file loads it, and gunzipping costs more than reading.
  const templateFile = path.join(dir, `pglite-template-${schemaHash()}.tar`);
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
