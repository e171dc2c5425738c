// bench/profile.mjs's results: bench/results/profile-<page>-<database>[-cached][-<label>].md
// (markdown.mjs) and .json (the same figures in ms per request, to compare a later run with),
// and the raw profile in the temporary directory (open it in Chrome DevTools or VS Code).
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { renderProfile } from "./markdown.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const results = path.join(root, "bench/results");

/** The commit the server was built from, and whether app/ or server/ differ from it. */
function sourceVersion() {
  const git = (...args) => execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();
  try {
    const commit = git("rev-parse", "--short", "HEAD");
    const changed = git("status", "--porcelain", "--", "app", "server");
    return changed ? `${commit}, with uncommitted changes to app/ or server/` : commit;
  } catch {
    return undefined;
  }
}

export function writeResults({ profile, attributed, load, threads, page, queries, ...run }) {
  const { database } = run;
  const { settings } = run;
  const report = {
    date: new Date().toISOString(),
    machine: `${cpus().length} × ${cpus()[0]?.model.split(" ").slice(0, 2).join(" ")}, Node ${process.version}, load average ${loadavg()[0].toFixed(2)} at the end`,
    command: run.command,
    commit: sourceVersion(),
    settings,
    database,
    page: { name: page.name, path: page.path, sends: page.sends },
    load,
    threads,
    queries,
  };
  const base = [
    "profile",
    page.name,
    database.toLowerCase(),
    ...(settings.cached ? ["cached"] : []),
    ...(settings.label ? [settings.label] : []),
  ].join("-");
  const markdown = renderProfile({ ...report, attributed });

  const completed = load.requests + load.errors;
  const perRequest = (total) => Math.round((total / completed) * 1000) / 1000;
  const perCategory = (map) =>
    Object.fromEntries([...map].map(([category, total]) => [category, perRequest(total)]));
  const json = {
    ...report,
    msPerRequest: {
      busy: perRequest(attributed.busyMs),
      idle: perRequest(attributed.idleMs),
      self: perCategory(attributed.self),
      withCallees: perCategory(attributed.withCallees),
      threads: Object.fromEntries(threads.map(([name, used]) => [name, perRequest(used)])),
      functions: attributed.functions.slice(0, 50).map((fn) => ({ ...fn, ms: perRequest(fn.ms) })),
    },
  };
  writeFileSync(path.join(results, `${base}.md`), markdown);
  writeFileSync(path.join(results, `${base}.json`), `${JSON.stringify(json, null, 2)}\n`);
  const rawProfile = path.join(tmpdir(), `${base}-${Date.now()}.cpuprofile`);
  writeFileSync(rawProfile, JSON.stringify(profile));
  return {
    markdown,
    files: [`bench/results/${base}.md`, `bench/results/${base}.json`],
    rawProfile,
  };
}
