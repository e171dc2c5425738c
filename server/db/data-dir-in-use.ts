import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The embedded database may be opened by one process at a time, and nothing in PGlite stops
 * a second one. A process that opens it leaves its id in `DATA_DIR/washi.pid`, so a command
 * that must not run beside the shop (the move to PostgreSQL) can tell whether the shop runs.
 */
const pidFile = (dataDir: string) => path.join(dataDir, "washi.pid");

/** Records this process as the one using the data dir; the answer takes the record back. */
export function markDataDirInUse(dataDir: string) {
  const file = pidFile(dataDir);
  writeFileSync(file, `${process.pid}\n`);
  return () => {
    if (readPid(file) === process.pid) rmSync(file, { force: true });
  };
}

/** The id of another process that has the data dir open and still runs, if any. */
export function processUsingDataDir(dataDir: string) {
  const pid = readPid(pidFile(dataDir));
  if (pid === undefined || pid === process.pid) return undefined;
  return isRunning(pid) ? pid : undefined;
}

function readPid(file: string) {
  try {
    const pid = Number.parseInt(readFileSync(file, "utf8"), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
