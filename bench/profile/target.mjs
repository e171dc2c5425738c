// What bench/profile.mjs profiles: the database (seeded as `npm run bench` seeds it) and the
// page, with the headers its requests send.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { cartWith, RENDERED } from "../built-server.mjs";
import { createScratchPostgres, openBenchDatabase, prepareCatalogue } from "../catalogue.mjs";

const loopback = ["127.0.0.1", "localhost", "::1", "[::1]"];

/**
 * PGlite in a scratch data dir, or PostgreSQL: the database of `databaseUrl` when given, else
 * a scratch one on BENCH_DATABASE_URL's server. `done()` removes what was made for the run.
 */
export async function databaseTarget({ database, databaseUrl }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "washi-profile-"));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (database === "pglite") return { name: "PGlite", dataDir, done: removeDir };
  if (database !== "postgres") throw new Error("--database is pglite or postgres");
  if (databaseUrl) {
    const host = new URL(databaseUrl).hostname;
    if (!loopback.includes(host)) {
      throw new Error(`The profile contacts 127.0.0.1 only; ${host} is not a loopback address.`);
    }
    return { name: "PostgreSQL", dataDir, databaseUrl, done: removeDir };
  }
  const scratch = await createScratchPostgres();
  if (scratch.skipped) throw new Error(scratch.skipped);
  const done = async () => {
    removeDir();
    await scratch.drop();
  };
  return { name: "PostgreSQL", dataDir, databaseUrl: scratch.url, done };
}

/** Migrates and seeds the demo shop grown to `products`; answers a product (catalogue.mjs). */
export async function seed(target, products) {
  const database = await openBenchDatabase(target);
  try {
    return await prepareCatalogue(database, target.dataDir, products);
  } finally {
    await database.close();
  }
}

const PAGES = {
  home: "/",
  listing: "/stickers",
  product: (product) => `/${product.type}/product/${product.slug}`,
  search: "/search?q=sticker",
  cart: "/cart",
  bare: "/bench/bare",
};

/**
 * The page (a name of PAGES or a path), its name for the results' file, and the headers its
 * requests send: as `npm run bench` sends them (storefront pages with the cookie that makes the
 * page cache step aside unless `cached`, the baseline without, the cart with a cart), and
 * gzip accepted, as browsers do.
 */
export async function pageToProfile({ page, cached, port, product }) {
  const named = PAGES[page];
  const pagePath = typeof named === "function" ? named(product) : (named ?? page);
  const name =
    page in PAGES
      ? page
      : (Object.keys(PAGES).find((key) => PAGES[key] === pagePath) ??
        (pagePath.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "page"));
  const headers = { "accept-encoding": "gzip, deflate, br" };
  if (name === "cart") headers.cookie = await cartWith(port, product.id);
  else if (name !== "bare" && !cached) Object.assign(headers, RENDERED);
  let cookie = " and no cookie";
  if (name === "cart") cookie = " and a cart's cookie";
  else if (headers.cookie)
    cookie = ` and the cookie \`${headers.cookie}\` (the page cache steps aside)`;
  const sends = `\`accept-encoding: ${headers["accept-encoding"]}\`${cookie}`;
  return { name, path: pagePath, headers, sends };
}
