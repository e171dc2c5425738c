import { existsSync } from "node:fs";
import path from "node:path";

/** The project's root folder, found from this file whether it runs from source or from build/. */
function findProjectRoot(start: string) {
  let dir = start;
  while (!existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot(import.meta.dirname);
export const migrationsFolder = path.join(projectRoot, "server/db/migrations");
export const clientAssetsDir = path.join(projectRoot, "build/client");
