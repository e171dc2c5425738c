// The CPU time of each thread of the server (Linux /proc), which the profile of its main thread
// does not see: zlib and crypto in libuv's pool, V8's garbage collection and compiler helpers.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" })) || 100;
  } catch {
    return 100;
  }
})();

/** CPU ms used so far by each thread of `pid`, by thread id: { name, ms }. */
export function threadTimes(pid) {
  const threads = new Map();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8");
      const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      // utime and stime: fields 14 and 15 of stat, 12 and 13 after the name.
      const ms = ((Number(fields[11]) + Number(fields[12])) / ticksPerSecond) * 1000;
      threads.set(tid, { name: tid === String(pid) ? "main thread" : name, ms });
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return threads;
}

/** CPU ms per thread name between two `threadTimes`, largest first. */
export function threadTimesBetween(before, after) {
  const byName = new Map();
  for (const [tid, { name, ms }] of after) {
    const used = ms - (before.get(tid)?.ms ?? 0);
    byName.set(name, (byName.get(name) ?? 0) + used);
  }
  return [...byName].filter(([, ms]) => ms > 0).sort((a, b) => b[1] - a[1]);
}
