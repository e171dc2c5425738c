// Lighthouse (mobile settings, simulated throttling) with Debian's Chromium against a running
// built server: each page's four category scores and the audits below full marks.
// Lighthouse is not one of the project's packages (it and what it pulls in are about 157 MB
// that only the benchmark uses; decision 038): `npm exec` fetches the pinned version into npm's
// cache on the first run and runs its command line from there, once per page, each run
// starting and stopping Chromium itself.
import { execFile } from "node:child_process";
import http from "node:http";
import { promisify } from "node:util";
import { get } from "./built-server.mjs";

export const LIGHTHOUSE_CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const LIGHTHOUSE = "lighthouse@13.5.0";
const CHROMIUM = "/usr/bin/chromium";
const CHROMIUM_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run"];
const run = promisify(execFile);

/** Lighthouse's command line with `args`, from npm's cache; its standard output. */
async function lighthouse(args) {
  const { stdout } = await run(
    "npm",
    ["exec", "--yes", `--package=${LIGHTHOUSE}`, "--", "lighthouse", ...args],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 256 * 1024 * 1024 },
  );
  return stdout;
}

/**
 * Lighthouse on one page, run again (up to twice) when Chromium's trace of the load was not
 * recorded: Lighthouse then stops with "Please run Lighthouse again" (NO_NAVSTART, NO_FCP on a
 * busy machine), which says nothing about the page.
 */
async function lighthouseOnce(args) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouse(args);
    } catch (error) {
      const retryable = /Please run Lighthouse again|NO_NAVSTART|NO_FCP/.test(`${error?.stderr}`);
      if (!retryable || attempt === 3) throw error;
    }
  }
}

/** Fetches Lighthouse into npm's cache if it is not there yet; its version. */
export async function prepareLighthouse() {
  return `lighthouse ${(await lighthouse(["--version"])).trim()}`;
}

/** The first link on `page` whose path matches `pattern`. */
export async function firstLink(port, page, pattern) {
  const html = (await get(undefined, port, page)).body.toString();
  const found = html.match(pattern)?.[0];
  if (!found) throw new Error(`no link matching ${pattern} on ${page}`);
  return found.replace(/^href="/, "").replace(/"$/, "");
}

function auditsBelowFullMarks(lhr) {
  return Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 1)
    .filter((audit) => !["informative", "notApplicable", "manual"].includes(audit.scoreDisplayMode))
    .map((audit) => audit.id);
}

/** pages: [{ name, path, cookie? }]. */
export async function runLighthouse(port, pages) {
  const origin = `http://127.0.0.1:${port}`;
  const results = [];
  for (const page of pages) {
    const headers = page.cookie ? { cookie: page.cookie } : {};
    // Warm the server's caches first, as a shop in use would have them.
    await get(new http.Agent(), port, page.path, headers);
    const output = await lighthouseOnce([
      `${origin}${page.path}`,
      "--output=json",
      "--output-path=stdout",
      `--only-categories=${LIGHTHOUSE_CATEGORIES.join(",")}`,
      `--chrome-flags=${CHROMIUM_FLAGS.join(" ")}`,
      "--no-enable-error-reporting",
      ...(page.cookie ? [`--extra-headers=${JSON.stringify({ Cookie: page.cookie })}`] : []),
    ]);
    const lhr = output.trim() ? JSON.parse(output) : undefined;
    if (!lhr?.categories) throw new Error(`Lighthouse gave no result for ${page.path}`);
    const scores = Object.fromEntries(
      LIGHTHOUSE_CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    );
    results.push({
      name: page.name,
      path: page.path,
      scores,
      failing: auditsBelowFullMarks(lhr),
    });
  }
  return results;
}
