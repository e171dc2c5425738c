import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { type Database, openPostgres } from "#server/db/client.ts";
import { products, shopSettings, storefrontVersion } from "#server/db/schema.ts";
import { CACHEABLE_PAGE_HEADER } from "#server/http/cacheable-page.ts";
import { pageCache } from "#server/http/page-cache.ts";
import { securityHeaders } from "#server/http/security-headers.ts";
import type { HttpEnv } from "#server/http/types.ts";
import { watchedStorefrontVersion } from "#server/shop/storefront-version-watch.ts";
import { insertTestCatalogue } from "#tests/support/fixtures/catalogue.ts";
import { createTestDatabase, queryRows, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let productId: number;

beforeAll(async () => {
  test = await createTestDatabase();
  await insertTestCatalogue(test.handle.db);
  const [first] = await test.handle.db
    .select({ id: products.id })
    .from(products)
    .orderBy(products.id)
    .limit(1);
  if (!first) throw new Error("the test catalogue has no products");
  productId = first.id;
});
afterAll(async () => {
  await test?.close();
});

/**
 * A stand-in for React Router behind the real middlewares: a page that shows a product's
 * title (read from the database each time it renders) and uses the request's nonce, marked
 * cacheable unless the URL says otherwise.
 */
function createApp(options: { maxBytes?: number; now?: () => number; db?: Database } = {}) {
  const { db = test.handle.db, ...cacheOptions } = options;
  let renders = 0;
  const app = new Hono<HttpEnv>();
  app.use(securityHeaders({ isHttps: false, isDevelopment: false }));
  app.all("*", pageCache({ db, ...cacheOptions }), async (c) => {
    renders++;
    const [product] = await db
      .select({ title: products.title })
      .from(products)
      .where(eq(products.id, productId));
    const nonce = c.get("nonce");
    const page = `<h1>${product?.title}</h1><script nonce="${nonce}">start()</script>${"x".repeat(Number(c.req.query("padding") ?? 0))}`;
    const headers: Record<string, string> = { "content-type": "text/html; charset=utf-8" };
    if (c.req.query("private") === undefined) headers[CACHEABLE_PAGE_HEADER] = "storefront";
    if (c.req.query("cookie") !== undefined) headers["set-cookie"] = "washi_cart=abc";
    return c.body(page, Number(c.req.query("status") ?? 200) as 200, headers);
  });
  return { app, renders: () => renders };
}

const nonceOf = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];

async function setTitle(title: string) {
  await test.handle.db.update(products).set({ title }).where(eq(products.id, productId));
}

beforeEach(async () => {
  await setTitle("Pressed Leaves");
});

describe("the page cache", () => {
  it("renders a page once and serves it again with the new request's nonce", async () => {
    const { app, renders } = createApp();
    const first = await app.request("/stickers");
    expect(first.headers.get("x-page-cache")).toBe("miss");
    const second = await app.request("/stickers");
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(renders()).toBe(1);

    const body = await second.text();
    const nonce = nonceOf(second);
    expect(nonce).toBeDefined();
    expect(nonce).not.toBe(nonceOf(first));
    expect(body).toContain(`<script nonce="${nonce}">`);
    expect(body).not.toContain(nonceOf(first));
    expect(body).toContain("<h1>Pressed Leaves</h1>");
  });

  it("renders again once the catalogue changes, on any instance's write", async () => {
    const { app, renders } = createApp();
    await app.request("/stickers");
    await setTitle("Pressed Ferns");
    const after = await app.request("/stickers");
    expect(after.headers.get("x-page-cache")).toBe("miss");
    expect(await after.text()).toContain("<h1>Pressed Ferns</h1>");
    expect(renders()).toBe(2);
  });

  it("renders again after a change to the shop settings", async () => {
    const { app } = createApp();
    await app.request("/");
    await test.handle.db.update(shopSettings).set({ bannerText: "Closed for the holidays" });
    expect((await app.request("/")).headers.get("x-page-cache")).toBe("miss");
  });

  it("keeps a page no longer than the shell's data is kept", async () => {
    let clock = 1_000_000;
    const { app } = createApp({ now: () => clock });
    await app.request("/stickers");
    clock += 29_000;
    expect((await app.request("/stickers")).headers.get("x-page-cache")).toBe("hit");
    clock += 2_000;
    expect((await app.request("/stickers")).headers.get("x-page-cache")).toBe("miss");
  });

  it("steps aside for a visitor carrying one of the shop's cookies", async () => {
    const { app, renders } = createApp();
    await app.request("/stickers");
    const withCart = await app.request("/stickers", { headers: { cookie: "washi_cart=token" } });
    expect(withCart.headers.get("x-page-cache")).toBeNull();
    expect(renders()).toBe(2);
  });

  it("serves a signed-out visitor whose browser is only known to an account", async () => {
    const { app, renders } = createApp();
    await app.request("/stickers");
    const cookie = "theme=dark; washi_device=7.1999999999.sig; washi_studio_device=1.2.sig";
    const known = await app.request("/stickers", { headers: { cookie } });
    expect(known.headers.get("x-page-cache")).toBe("hit");
    const signedIn = await app.request("/stickers", {
      headers: { cookie: `${cookie}; washi_session=abc` },
    });
    expect(signedIn.headers.get("x-page-cache")).toBeNull();
    expect(renders()).toBe(2);
  });

  it.each([
    ["a page not marked cacheable", "/account?private"],
    ["a page that sets a cookie", "/stickers?cookie"],
    ["a page that is not 200", "/stickers?status=404"],
  ])("does not keep %s", async (_kind, url) => {
    const { app, renders } = createApp();
    const first = await app.request(url);
    await app.request(url);
    expect(renders()).toBe(2);
    expect(first.headers.get("x-page-cache")).toBeNull();
    expect(first.headers.get(CACHEABLE_PAGE_HEADER)).toBeNull();
  });

  it("never answers a POST from the cache", async () => {
    const { app, renders } = createApp();
    await app.request("/stickers");
    const posted = await app.request("/stickers", { method: "POST" });
    expect(posted.headers.get("x-page-cache")).toBeNull();
    expect(renders()).toBe(2);
  });

  it("keys pages by their full URL, query included", async () => {
    const { app } = createApp();
    await app.request("/stickers?topic=birthday");
    expect((await app.request("/stickers?topic=thanks")).headers.get("x-page-cache")).toBe("miss");
    expect((await app.request("/stickers?topic=birthday")).headers.get("x-page-cache")).toBe("hit");
  });

  it("drops the least recently used pages beyond its byte limit", async () => {
    // Each page is about 1,050 characters; the limit holds three.
    const { app } = createApp({ maxBytes: 3_300 });
    const page = (n: number) => `/stickers?padding=1000&page=${n}`;
    for (const n of [1, 2, 3]) await app.request(page(n));
    await app.request(page(1)); // now the most recently used
    await app.request(page(4)); // evicts page 2
    expect((await app.request(page(1))).headers.get("x-page-cache")).toBe("hit");
    expect((await app.request(page(2))).headers.get("x-page-cache")).toBe("miss");
  });
});

describe("the storefront version", () => {
  const version = async () =>
    (await test.handle.db.select().from(storefrontVersion))[0]?.version ?? 0;

  it("rises with a write to a catalogue table, and not with a write that is rolled back", async () => {
    const before = await version();
    await test.handle.db.execute(sql`update topic_categories set emoji = emoji`);
    const after = await version();
    expect(after).toBeGreaterThan(before);

    await expect(
      test.handle.db.transaction(async (tx) => {
        await tx.update(products).set({ title: "Never seen" }).where(eq(products.id, productId));
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await version()).toBe(after);
  });
});

describe("the page cache with the version learned by notification", () => {
  it("never serves a page kept before a write, once the write has answered", async () => {
    await expect
      .poll(() => watchedStorefrontVersion(test.handle.db), { timeout: 5_000 })
      .toBeDefined();
    const { app, renders } = createApp();
    await app.request("/stickers");
    expect((await app.request("/stickers")).headers.get("x-page-cache")).toBe("hit");

    await test.handle.db.transaction(async (tx) => {
      await tx.update(products).set({ title: "Pressed Moss" }).where(eq(products.id, productId));
    });
    const after = await app.request("/stickers");
    expect(after.headers.get("x-page-cache")).toBe("miss");
    expect(await after.text()).toContain("<h1>Pressed Moss</h1>");
    expect(renders()).toBe(2);
    expect(watchedStorefrontVersion(test.handle.db), "still known without a query").toBe(
      (await test.handle.db.select().from(storefrontVersion))[0]?.version,
    );
  });

  it.runIf(inject("testDatabase")?.kind === "postgres")(
    "takes a page out on another instance within moments of a write",
    async () => {
      const [current] = await queryRows<{ name: string }>(
        test.handle.db,
        sql`select current_database() as name`,
      );
      const template = inject("testDatabase");
      if (template.kind !== "postgres" || !current) throw new Error("PostgreSQL only");
      const url = new URL(template.adminUrl);
      url.pathname = `/${current.name}`;
      const other = await openPostgres(url.toString());
      try {
        await expect
          .poll(() => watchedStorefrontVersion(other.db), { timeout: 5_000 })
          .toBeDefined();
        const { app } = createApp({ db: other.db });
        await app.request("/stickers");
        expect((await app.request("/stickers")).headers.get("x-page-cache")).toBe("hit");

        await setTitle("Pressed Ferns, from the other instance");
        await expect
          .poll(async () => (await app.request("/stickers")).headers.get("x-page-cache"), {
            timeout: 2_000,
            interval: 5,
          })
          .toBe("miss");
        expect(await (await app.request("/stickers")).text()).toContain(
          "<h1>Pressed Ferns, from the other instance</h1>",
        );
      } finally {
        await other.close();
      }
    },
  );
});
