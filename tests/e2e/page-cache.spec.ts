/**
 * The page cache on the built server: an anonymous visitor's second visit is served from it
 * with a fresh nonce that the browser accepts (the page still hydrates), a shopper with a
 * cart always gets a page rendered for them, and a write to the catalogue by anyone —
 * here straight into PostgreSQL, as another instance would — takes the old page out.
 */
import pg from "pg";
import { databaseUrlVariable, expect, test } from "#tests/support/fixtures.ts";
import { secondVisitFromCache } from "#tests/support/page-cache-visits.ts";

const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1];

test("an anonymous visitor's second visit comes from the cache with its own nonce @desktop", async ({
  request,
}) => {
  const second = await secondVisitFromCache(() => request.get("/bookmarks"));
  expect(second.headers()["x-washi-cacheable"]).toBeUndefined();
  const nonce = nonceOf(second.headers()["content-security-policy"]);
  const html = await second.text();
  const nonces = new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]));
  expect([...nonces]).toEqual([nonce]);
});

test("a cached page runs its scripts: it hydrates and navigates without a reload @desktop", async ({
  page,
}) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  await secondVisitFromCache(() => page.goto("/stationery"));
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await page.getByRole("main").getByRole("heading", { level: 3 }).getByRole("link").first().click();
  await expect(page).toHaveURL(/\/product\//);
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
  expect(problems).toEqual([]);
});

test("a shopper with a cart gets a page rendered for them @desktop", async ({ request }) => {
  await request.get("/stickers");
  const withCart = await request.get("/stickers", { headers: { cookie: "washi_cart=unknown" } });
  expect(withCart.status()).toBe(200);
  expect(withCart.headers()["x-page-cache"]).toBeUndefined();
});

test("a write to the catalogue in the database takes the cached page out @desktop", {
  tag: "@engine",
}, async ({ request, databaseKind }) => {
  test.skip(databaseKind !== "postgres", "only the PostgreSQL server's database can be reached");
  const client = new pg.Client({ connectionString: process.env[databaseUrlVariable.postgres] });
  await client.connect();
  try {
    await secondVisitFromCache(() => request.get("/tote-bags"));
    await client.query("update products set updated_at = updated_at where false");
    expect((await request.get("/tote-bags")).headers()["x-page-cache"]).toBe("miss");
  } finally {
    await client.end();
  }
});
