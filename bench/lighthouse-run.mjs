// Lighthouse (mobile settings, simulated throttling) with Debian's Chromium against a running
// built server: each page's four category scores and the audits below full marks.
import http from "node:http";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { get } from "./built-server.mjs";

export const LIGHTHOUSE_CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const CHROMIUM = "/usr/bin/chromium";

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
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run"],
  });
  try {
    const results = [];
    for (const page of pages) {
      const headers = page.cookie ? { cookie: page.cookie } : {};
      // Warm the server's caches first, as a shop in use would have them.
      await get(new http.Agent(), port, page.path, headers);
      const run = await lighthouse(`${origin}${page.path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: LIGHTHOUSE_CATEGORIES,
        extraHeaders: page.cookie ? { Cookie: page.cookie } : undefined,
      });
      const lhr = run?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${page.path}`);
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
  } finally {
    await chrome.kill();
  }
}
