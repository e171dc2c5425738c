import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Folders of one spec under the system's temp dir (`washi-{spec}-{label}-…`), removed
 * together by `removeAll`, which the spec calls after its tests.
 */
export function specTempDirs(spec: string) {
  const dirs: string[] = [];
  return {
    /** A new empty folder. */
    make(label: string) {
      const dir = mkdtempSync(path.join(tmpdir(), `washi-${spec}-${label}-`));
      dirs.push(dir);
      return dir;
    },
    /** A folder made elsewhere, removed with the others. */
    add(dir: string) {
      dirs.push(dir);
    },
    removeAll() {
      for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
    },
  };
}
