// @gate-pglite (tests/README.md): the catalogue API's answers do not depend on the engine.
import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoShopOnce } from "#server/seed/seed-demo-shop.ts";
import { createTestHttpApp } from "#tests/support/http-app.ts";
import { createTestDatabase, queryRows, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let app: ReturnType<typeof createTestHttpApp>["app"];
let activeCount: number;

beforeAll(async () => {
  test = await createTestDatabase();
  await seedDemoShopOnce({ db: test.db, storage: test.storage, logger: pino({ level: "silent" }) });
  app = createTestHttpApp({ database: test.handle, dataDir: test.dataDir }).app;
  const [row] = await queryRows<{ n: number }>(
    test.db,
    sql`select count(*)::int as n from products where is_active`,
  );
  activeCount = Number(row?.n);
});
afterAll(() => test?.close());

async function get(path: string) {
  const response = await app.request(path);
  const body = await response.json();
  return { status: response.status, headers: response.headers, body };
}

describe("GET /api/products", () => {
  it("lists active products, 50 a page, with pagination and the API product shape", async () => {
    const { status, headers, body } = await get("/api/products");
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("public, max-age=60");
    expect(body.meta.pagination).toEqual({
      page: 1,
      pageSize: 50,
      pageCount: Math.ceil(activeCount / 50),
      total: activeCount,
    });
    expect(body.data).toHaveLength(50);
    expect(body.data.every((product: { is_active: boolean }) => product.is_active)).toBe(true);
    const meadow = (await get("/api/products?search=STK-001")).body.data[0];
    expect(meadow).toMatchObject({
      title: "Meadow Leaves Sticker Sheet",
      slug: "meadow-leaves-sticker-sheet",
      sku: "STK-001",
      kind: "physical",
      price: 4.5,
      is_active: true,
      is_available: true,
      isPopular: true,
      product_type: { name: "Stickers", slug: "stickers", code: "STK" },
      sub_categories: [{ name: "Sticker Sheets", slug: "sticker-sheets" }],
      topic_categories: [{ name: "Nature", slug: "nature", emoji: "🌿" }],
      meta_title: "Meadow Leaves Sticker Sheet – hand-painted botanical stickers",
    });
    const [image] = meadow.images;
    expect(image.url).toMatch(/^\/uploads\/products\/.+\.webp$/);
    expect(image.avif).toMatch(/\.avif$/);
    expect(Object.keys(image.formats)).toEqual(["thumbnail", "small", "medium", "large"]);
    expect(image.formats.thumbnail).toMatchObject({ width: 245 });
  });

  it("pages through every product exactly once", async () => {
    const first = await get("/api/products?pageSize=40&sort=name");
    const second = await get("/api/products?pageSize=40&sort=name&page=2");
    const ids = [...first.body.data, ...second.body.data].map((product) => product.id);
    expect(new Set(ids).size).toBe(activeCount);
    expect(second.body.meta.pagination).toMatchObject({ page: 2, pageSize: 40, pageCount: 2 });
    const beyond = await get("/api/products?page=99");
    expect(beyond.body).toEqual({
      data: [],
      meta: { pagination: { page: 99, pageSize: 50, pageCount: 2, total: activeCount } },
    });
  });

  it("filters by types, sub-categories and topics (comma lists) and price", async () => {
    const types = await get("/api/products?product_types=bookmarks,tote-bags&pageSize=100");
    expect(
      new Set(types.body.data.map((p: { product_type: { slug: string } }) => p.product_type.slug)),
    ).toEqual(new Set(["bookmarks", "tote-bags"]));
    const subs = await get("/api/products?sub_categories=sticker-sheets");
    expect(subs.body.data.length).toBeGreaterThan(0);
    for (const product of subs.body.data) {
      expect(product.sub_categories.map((sub: { slug: string }) => sub.slug)).toContain(
        "sticker-sheets",
      );
    }
    const both = await get("/api/products?product_types=stickers&topic_categories=cats,nature");
    for (const product of both.body.data) {
      expect(product.product_type.slug).toBe("stickers");
      const topics = product.topic_categories.map((topic: { slug: string }) => topic.slug);
      expect(topics.includes("cats") || topics.includes("nature")).toBe(true);
    }
    const priced = await get("/api/products?min_price=4.50&max_price=5&sort=price-low");
    const prices = priced.body.data.map((product: { price: number }) => product.price);
    expect(prices.length).toBeGreaterThan(0);
    expect(Math.min(...prices)).toBeGreaterThanOrEqual(4.5);
    expect(Math.max(...prices)).toBeLessThanOrEqual(5);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("takes spec §7's singular filter names, and refuses a parameter it does not know by name", async () => {
    const stickers = await get("/api/products?product_type=stickers&pageSize=100");
    expect(stickers.status).toBe(200);
    expect(stickers.body.data.length).toBeGreaterThan(0);
    expect(
      new Set(
        stickers.body.data.map((p: { product_type: { slug: string } }) => p.product_type.slug),
      ),
    ).toEqual(new Set(["stickers"]));
    const cats = await get("/api/products?sub_category=sticker-sheets&topic_category=cats");
    expect(cats.body.data.map((p: { sku: string }) => p.sku)).toContain("STK-002");
    for (const product of cats.body.data) {
      expect(product.topic_categories.map((topic: { slug: string }) => topic.slug)).toContain(
        "cats",
      );
    }
    const unknown = await get("/api/products?product_typ=stickers&page=1");
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.details).toEqual({ input: 'Unrecognized key: "product_typ"' });
    for (const path of [
      "/api/products/filters?colour=red",
      "/api/products/search?q=cat&n=1",
      "/api/products/featured?max=2",
    ]) {
      expect((await get(path)).status, path).toBe(400);
    }
  });

  it("sorts by price high to low and by newest", async () => {
    const high = await get("/api/products?sort=price-high&pageSize=10");
    const prices = high.body.data.map((product: { price: number }) => product.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const newest = await get("/api/products?sort=newest&pageSize=10");
    const times = newest.body.data.map((product: { created_at: string }) => product.created_at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it("searches, and accepts is_active=true", async () => {
    const { body } = await get("/api/products?search=stikcer&is_active=true");
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data[0].product_type.slug).toBe("stickers");
  });

  it.each([
    ["page=0", "page"],
    ["page=abc", "page"],
    ["page=1e3", "page"],
    ["page=-1", "page"],
    ["page=100001", "page"],
    ["pageSize=0", "pageSize"],
    ["pageSize=101", "pageSize"],
    ["pageSize=99999999999999999999", "pageSize"],
    ["sort=cheapest", "sort"],
    ["is_active=false", "is_active"],
    ["min_price=abc", "min_price"],
    ["max_price=-3", "max_price"],
    [`product_types=${Array.from({ length: 51 }, (_, i) => `t${i}`).join(",")}`, "product_types"],
    [`sub_categories=${"x".repeat(101)}`, "sub_categories"],
  ])("refuses %s with 400 and details for %s", async (query, parameter) => {
    const { status, body } = await get(`/api/products?${query}`);
    expect(status).toBe(400);
    expect(body.error.code).toBe("bad_request");
    expect(body.error.message).toEqual(expect.any(String));
    expect(Object.keys(body.error.details)).toEqual([parameter]);
    expect(body.error.details[parameter]).toEqual(expect.any(String));
  });

  it("never answers 500, whatever the search term", async () => {
    const countProducts = async () => {
      const [row] = await queryRows<{ n: number }>(
        test.db,
        sql`select count(*)::int as n from products`,
      );
      return Number(row?.n);
    };
    const before = await countProducts();
    for (const term of [
      "x".repeat(10_000),
      "'; drop table products; --",
      "<script>alert(1)</script>",
      "%_%\\",
      "%00",
      "🐈‍⬛".repeat(300),
    ]) {
      const response = await app.request(`/api/products?search=${encodeURIComponent(term)}`);
      expect(response.status).toBe(200);
    }
    expect(await countProducts()).toBe(before);
    // Broken percent-encoding and repeated parameters are not errors either.
    for (const url of [
      "/api/products?search=%E0%A4%A",
      "/api/products?search=%",
      "/api/products?page=1&page=2",
      "/api/products/search?q=%E0%A4%A",
      "/api/products/filters?product_types=%ZZ",
    ]) {
      expect((await app.request(url)).status).toBeLessThan(500);
    }
    expect((await app.request("/api/products/%E0%A4%A")).status).toBe(404);
  });
});

describe("GET /api/products/filters", () => {
  it("counts each facet with the other filters applied", async () => {
    const { status, headers, body } = await get(
      "/api/products/filters?product_types=stickers&topic_categories=cats",
    );
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("public, max-age=60");
    const stickers = body.data.productTypes.find(
      (type: { slug: string }) => type.slug === "stickers",
    );
    const catStickers = await get("/api/products?product_types=stickers&topic_categories=cats");
    expect(stickers.count).toBe(catStickers.body.meta.pagination.total);
    const cats = body.data.topicCategories.find((topic: { slug: string }) => topic.slug === "cats");
    expect(cats).toMatchObject({ name: "Cats", emoji: "🐈", id: expect.any(Number) });
    const allStickers = await get("/api/products?product_types=stickers&pageSize=100");
    const catCount = allStickers.body.data.filter(
      (product: { topic_categories: { slug: string }[] }) =>
        product.topic_categories.some((topic) => topic.slug === "cats"),
    ).length;
    expect(cats.count).toBe(catCount);
    for (const sub of body.data.subCategories) expect(sub.count).toBeGreaterThan(0);
    const names = body.data.subCategories.map((sub: { name: string }) => sub.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it("refuses bad filters with 400", async () => {
    const { status, body } = await get("/api/products/filters?is_active=no");
    expect(status).toBe(400);
    expect(Object.keys(body.error.details)).toEqual(["is_active"]);
  });
});

describe("GET /api/products/search", () => {
  it("finds products by relevance, 20 at most by default", async () => {
    const { status, body } = await get("/api/products/search?q=sticker");
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.length).toBeLessThanOrEqual(20);
    expect(body.data[0].title.toLowerCase()).toContain("sticker");
    expect((await get("/api/products/search?q=a&limit=3")).body.data.length).toBeLessThanOrEqual(3);
    expect((await get("/api/products/search?q=zzzzqqq")).body).toEqual({ data: [] });
  });

  it.each([
    ["", "q"],
    ["q=", "q"],
    ["q=%20%20", "q"],
    ["q=%00", "q"],
    ["q=cat&limit=0", "limit"],
    ["q=cat&limit=51", "limit"],
    ["q=cat&limit=ten", "limit"],
  ])("refuses '%s' with 400 for %s", async (query, parameter) => {
    const { status, body } = await get(`/api/products/search?${query}`);
    expect(status).toBe(400);
    expect(Object.keys(body.error.details)).toEqual([parameter]);
  });
});

describe("GET /api/products/featured", () => {
  it("lists popular products first, 8 by default, no Mail Club plans", async () => {
    const { status, body } = await get("/api/products/featured");
    expect(status).toBe(200);
    expect(body.data).toHaveLength(8);
    expect(body.data[0].isPopular).toBe(true);
    const popular = body.data.map((product: { isPopular: boolean }) => product.isPopular);
    expect(popular).toEqual([...popular].sort((a, b) => Number(b) - Number(a)));
    expect(
      (await get("/api/products/featured?limit=50")).body.data.some(
        (product: { kind: string }) => product.kind === "subscription",
      ),
    ).toBe(false);
    expect((await get("/api/products/featured?limit=3")).body.data).toHaveLength(3);
  });

  it("refuses a limit out of range", async () => {
    for (const limit of ["0", "51", "x", "1.5"]) {
      const { status, body } = await get(`/api/products/featured?limit=${limit}`);
      expect(status).toBe(400);
      expect(Object.keys(body.error.details)).toEqual(["limit"]);
    }
  });
});

describe("GET /api/products/{id, slug or code}", () => {
  it("finds a product by code, slug and id", async () => {
    const byCode = await get("/api/products/MC-USA-MONTHLY");
    expect(byCode.status).toBe(200);
    expect(byCode.headers.get("cache-control")).toBe("public, max-age=60");
    expect(byCode.body.data).toMatchObject({
      sku: "MC-USA-MONTHLY",
      kind: "subscription",
      price: 8.88,
      flags: { paypal_plan_id: expect.any(String) },
    });
    const bySlug = await get(`/api/products/${byCode.body.data.slug}`);
    expect(bySlug.body.data.id).toBe(byCode.body.data.id);
    const byId = await get(`/api/products/${byCode.body.data.id}`);
    expect(byId.body.data.sku).toBe("MC-USA-MONTHLY");
    expect((await get("/api/products/MC-INTL-MONTHLY")).body.data.price).toBe(9.88);
  });

  it("answers 404 with the spec's message for unknown or inactive products", async () => {
    const unknown = await get("/api/products/no-such-thing");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({
      error: { code: "not_found", message: "Product not found: no-such-thing" },
    });
    expect((await get("/api/products/STN-010")).status).toBe(404);
    for (const key of ["0", "99999999999999999999", "%00", encodeURIComponent("<b>x</b>'--")]) {
      expect((await get(`/api/products/${key}`)).status).toBe(404);
    }
  });
});
