// Lighthouse (mobile settings, simulated throttling) on the built server with Debian's Chromium:
// home, a listing, a product page, the cart with one line and a blog post, each against the
// budget below. Only 127.0.0.1 is contacted. Writes bench/results/lighthouse.{json,md}.
import { mkdtempSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { freePort, get, send, startServer, stopServer, waitUntilReady } from "./built-server.mjs";

const BUDGET = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };
const CATEGORIES = Object.keys(BUDGET);
const CHROMIUM = "/usr/bin/chromium";

/** The first link on `page` whose path matches `pattern`. */
async function firstLink(port, page, pattern) {
  const html = (await get(undefined, port, page)).body.toString();
  const found = html.match(pattern)?.[0];
  if (!found) throw new Error(`no link matching ${pattern} on ${page}`);
  return found.replace(/^href="/, "").replace(/"$/, "");
}

/** A visitor's cart holding one of the product at `productPath`: its cookie. */
async function cartWith(port, productPath) {
  const html = (await get(undefined, port, productPath)).body.toString();
  const productId = html.match(/name="productId" value="(\d+)"/)?.[1];
  if (!productId) throw new Error(`no add-to-cart form on ${productPath}`);
  const body = `intent=add&productId=${productId}&quantity=1`;
  const added = await send(undefined, port, "/cart", {
    method: "POST",
    body,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: `http://127.0.0.1:${port}`,
      "content-length": Buffer.byteLength(body),
    },
  });
  const cookie = added.headers["set-cookie"]?.[0]?.split(";")[0];
  if (!cookie) throw new Error("adding to the cart set no cookie");
  return cookie;
}

const dataDir = mkdtempSync(path.join(tmpdir(), "washi-lighthouse-"));
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const server = startServer({ dataDir, port, env: { PUBLIC_URL: origin } });
let chrome;
try {
  await waitUntilReady(port);
  const productPath = await firstLink(port, "/stickers", /href="\/stickers\/product\/[^"]+"/);
  const pages = [
    { name: "home", path: "/" },
    { name: "listing", path: "/stickers" },
    { name: "product page", path: productPath },
    { name: "cart", path: "/cart", cookie: await cartWith(port, productPath) },
    { name: "blog post", path: await firstLink(port, "/blog", /href="\/blog\/(?!rss)[^"]+"/) },
  ];
  chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run"],
  });
  const results = [];
  for (const page of pages) {
    // Warm the server's caches first, as a shop in use would have them.
    await get(new http.Agent(), port, page.path, page.cookie ? { cookie: page.cookie } : {});
    const run = await lighthouse(`${origin}${page.path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES,
      extraHeaders: page.cookie ? { Cookie: page.cookie } : undefined,
    });
    const lhr = run?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${page.path}`);
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    );
    const failing = Object.values(lhr.audits)
      .filter(
        (audit) =>
          audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== "informative",
      )
      .filter(
        (audit) =>
          audit.scoreDisplayMode !== "notApplicable" && audit.scoreDisplayMode !== "manual",
      )
      .map((audit) => audit.id);
    results.push({ ...page, cookie: undefined, scores, failing });
    console.log(`${page.name}: ${CATEGORIES.map((id) => `${id} ${scores[id]}`).join(", ")}`);
  }

  const mark = (ok) => (ok ? "✓" : "✗");
  const rows = results.map(
    (r) =>
      `| ${r.name} | ${CATEGORIES.map((id) => `${r.scores[id]} ${mark(r.scores[id] >= BUDGET[id])}`).join(" | ")} |`,
  );
  const markdown = [
    "# Lighthouse (mobile, simulated throttling)",
    "",
    `Built server on PGlite with the demo shop, Debian's Chromium, ${new Date().toISOString()}.`,
    "",
    `| page | ${CATEGORIES.join(" | ")} |`,
    `|---|${CATEGORIES.map(() => "---").join("|")}|`,
    ...rows,
    "",
    `Budget: ${CATEGORIES.map((id) => `${id} ≥ ${BUDGET[id]}`).join(", ")}.`,
    "",
    ...results
      .filter((r) => r.failing.length > 0)
      .map((r) => `- ${r.name}: audits below full marks: ${r.failing.join(", ")}`),
    "",
  ].join("\n");
  const out = path.resolve(import.meta.dirname, "results");
  writeFileSync(
    path.join(out, "lighthouse.json"),
    `${JSON.stringify({ budget: BUDGET, results }, null, 2)}\n`,
  );
  writeFileSync(path.join(out, "lighthouse.md"), markdown);
  console.log(markdown);
  const withinBudget = results.every((r) => CATEGORIES.every((id) => r.scores[id] >= BUDGET[id]));
  process.exitCode = withinBudget ? 0 : 1;
} finally {
  await chrome?.kill();
  await stopServer(server);
}
