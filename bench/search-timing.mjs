// Search latency: the search API of the built server over HTTP on 127.0.0.1, one request at a
// time on one keep-alive connection; and the studio's product list (server/studio/products)
// searched and filtered, called in process on the database.
import http from "node:http";
import { get, percentile } from "./built-server.mjs";

const { listStudioProducts } = await import("#server/catalogue/studio/list-studio-products.ts");
const { sql } = await import("drizzle-orm");

/** A bounded mix: words, phrases, typos, sku fragments, partial words, nothing found, hostile. */
export const SEARCH_TERMS = [
  "sticker",
  "bookmark",
  "cat",
  "watercolor bookmark",
  "sticker sheet",
  "greeting card birthday",
  "stikcer",
  "bookmrak",
  "notbook",
  "STK-00",
  "MC-USA",
  "flor",
  "tote",
  "planner pages",
  "moon",
  "thank you",
  "zzzzqqq",
  "100%",
  "'; drop table products; --",
  "x".repeat(500),
];

const round = (ms) => Math.round(ms * 100) / 100;

function summarise(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1)),
  };
}

/** Wall-clock ms of each call of `run` for every input, `rounds` times over, after one warm-up. */
async function time(inputs, rounds, run) {
  for (const input of inputs) await run(input);
  const samples = [];
  for (let r = 0; r < rounds; r++) {
    for (const input of inputs) {
      const started = performance.now();
      await run(input);
      samples.push(performance.now() - started);
    }
  }
  return samples;
}

/** GET /api/products/search over SEARCH_TERMS, `rounds` times: p50/p95/p99 per request. */
export async function measureSearchApi(port, rounds) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const urls = SEARCH_TERMS.map((term) => `/api/products/search?q=${encodeURIComponent(term)}`);
  try {
    const samples = await time(urls, rounds, async (url) => {
      const { status } = await get(agent, port, url);
      if (status !== 200) throw new Error(`${url} answered ${status}`);
    });
    return { terms: SEARCH_TERMS.length, rounds, ...summarise(samples) };
  } finally {
    agent.destroy();
  }
}

/** The studio's product list: a filtered search page, a search with no match, a far page. */
export async function measureStudioList(database, rounds) {
  const types = await database.db.execute(
    sql`select id from product_types where slug = 'stickers'`,
  );
  const stickers = Number((types.rows ?? types)[0].id);
  const cases = {
    "search + type filter, page 1": { search: "sticker", productTypeId: stickers },
    "search, page 2": { search: "bookmark", page: 2 },
    "no match": { search: "zzzzqqq" },
    "page 900, no filter": { page: 900 },
  };
  const result = {};
  for (const [name, filters] of Object.entries(cases)) {
    result[name] = summarise(
      await time([filters], rounds, (f) => listStudioProducts(database.db, f)),
    );
  }
  return result;
}
