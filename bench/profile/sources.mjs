// Where a profiled frame's code comes from. The server build bundles the shop's modules (and
// Drizzle, Hono, zod…) into a few files under build/server/assets, each module after a
// `// <its path>` comment: a frame's line in such a file names its module. Packages left out
// of the bundle (React, React Router, pino, PGlite, pg) are their own files in node_modules.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(import.meta.dirname, "../..");
const buildDir = path.join(root, "build/server");
const moduleStart = /^\/\/ ((?:\S+\/)+\S+\.[cm]?[jt]sx?|\\0\S+)$/;

/** A package's path from its node_modules, wherever that is (a linked one, a nested one). */
function fromPackages(file) {
  const at = file.lastIndexOf("node_modules/");
  return at >= 0 ? file.slice(at) : file;
}

/** The lines (0-based, as the profile counts them) where each bundled module starts. */
function moduleStarts(file) {
  const starts = [];
  for (const [index, line] of readFileSync(file, "utf8").split("\n").entries()) {
    const found = moduleStart.exec(line);
    if (found) starts.push({ line: index, module: fromPackages(found[1].replace(/^\\0/, "")) });
  }
  return starts;
}

/**
 * Answers a function `(callFrame) => where`: the module's path from the repository's root, a
 * Node module's `node:` name, "wasm", or "" for V8's own code. The build is read now, before
 * anyone can rebuild it under the running server.
 */
export function sourceLocator() {
  const bundles = new Map();
  for (const dir of [buildDir, path.join(buildDir, "assets")]) {
    for (const name of readdirSync(dir).filter((file) => file.endsWith(".js"))) {
      bundles.set(path.join(dir, name), moduleStarts(path.join(dir, name)));
    }
  }
  return function sourceOf({ url, lineNumber }) {
    if (!url) return "";
    if (url.startsWith("wasm://")) return "wasm";
    if (!url.startsWith("file://")) return url;
    const file = fileURLToPath(url);
    if (file.includes("node_modules/")) return fromPackages(file);
    const relative = path.relative(root, file);
    const starts = bundles.get(file);
    if (!starts) return relative;
    let module = relative;
    for (const start of starts) {
      if (start.line > lineNumber) break;
      module = start.module;
    }
    return module;
  };
}
