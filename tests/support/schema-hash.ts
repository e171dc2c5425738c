/**
 * A digest of what a migrated database depends on: the migrations, the client that opens it
 * (it may load extensions) and PGlite's version. Templates made from a database are keyed by
 * it, so a changed schema never reuses an old template.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { migrationsFolder, projectRoot } from "#server/paths.ts";

export function schemaHash() {
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
  hash.update(readFileSync(path.join(projectRoot, "server/db/client.ts")));
  const pglite = path.join(projectRoot, "node_modules/@electric-sql/pglite/package.json");
  if (existsSync(pglite)) hash.update(readFileSync(pglite));
  return hash.digest("hex").slice(0, 16);
}
