/**
 * Browsing the listings (spec §2 Product listing): a type, then a sub-category, then a
 * topic, with the count and the chips right at each step; 'All Products' with its type
 * row; the extras; the 404 page for unknown types and sub-categories. Expected counts come
 * from the demo data the server was seeded with.
 */
import type { Page } from "@playwright/test";
import { demoProducts } from "#server/seed/demo-products.ts";
import { expectNoAxeViolations } from "#tests/support/axe.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import { waitForHydration } from "#tests/support/hydration.ts";

/** What the listings show: active products, the Mail Club plans left out. */
const listed = demoProducts.filter(
  (product) => product.active !== false && product.kind !== "subscription",
);
function countWhere(predicate: (product: (typeof listed)[number]) => boolean) {
  return listed.filter(predicate).length;
}
function found(count: number) {
  return `${count} ${count === 1 ? "product" : "products"} found`;
}

function cards(page: Page) {
  return page.getByRole("main").getByRole("article");
}

test("a type, then a sub-category, then a topic: the count and chips follow", async ({ page }) => {
  const stickers = countWhere((product) => product.type === "stickers");
  const sheets = countWhere(
    (product) => product.type === "stickers" && product.subCategories.includes("sticker-sheets"),
  );
  const sheetsAboutCats = countWhere(
    (product) =>
      product.type === "stickers" &&
      product.subCategories.includes("sticker-sheets") &&
      product.topics.includes("cats"),
  );

  await page.goto("/stickers");
  await expect(page.getByRole("heading", { level: 1, name: "Stickers" })).toBeVisible();
  await expect(page.getByText(found(stickers))).toBeVisible();
  await expect(cards(page)).toHaveCount(stickers);
  await expect(page.getByRole("link", { name: /^Remove filter/ })).toHaveCount(0);
  await waitForHydration(page);

  const subs = page.getByRole("navigation", { name: "Sub-categories" });
  await subs.getByRole("link", { name: `Sticker Sheets (${sheets})` }).click();
  await expect(page).toHaveURL(/\/stickers\/sticker-sheets$/);
  await expect(page.getByText(found(sheets))).toBeVisible();
  await expect(cards(page)).toHaveCount(sheets);
  await expect(page.getByRole("link", { name: "Remove filter: Sticker Sheets" })).toBeVisible();
  await expect(subs.getByRole("link", { name: /^Sticker Sheets/ })).toHaveAttribute(
    "aria-current",
    "true",
  );

  const topic = page.getByLabel("Topic");
  await expect(topic.locator("option").first()).toHaveText("All Topics");
  await expect(topic.locator('option[value="cats"]')).toHaveText(
    new RegExp(`Cats \\(${sheetsAboutCats}\\)$`),
  );
  await topic.selectOption("cats");
  await expect(page).toHaveURL(/\/stickers\/sticker-sheets\?topic=cats$/);
  await expect(page.getByText(found(sheetsAboutCats))).toBeVisible();
  await expect(cards(page)).toHaveCount(sheetsAboutCats);
  await expect(page.getByRole("link", { name: /^Remove filter: .*Cats$/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Remove filter: Sticker Sheets" })).toBeVisible();

  // Removing the sub-category chip keeps the topic.
  await page.getByRole("link", { name: "Remove filter: Sticker Sheets" }).click();
  await expect(page).toHaveURL(/\/stickers\?topic=cats$/);
  const catStickers = countWhere(
    (product) => product.type === "stickers" && product.topics.includes("cats"),
  );
  await expect(page.getByText(found(catStickers))).toBeVisible();

  // Every card links to its product page.
  const first = cards(page).first().getByRole("link");
  await expect(first).toHaveAttribute("href", /^\/stickers\/product\/[a-z0-9-]+$/);
});

test("the sub-category query parameter and the topic form work without JavaScript", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  const washi = countWhere(
    (product) => product.type === "stickers" && product.subCategories.includes("washi-tape"),
  );
  await page.goto("/stickers?subCategory=washi-tape");
  await expect(page.getByText(found(washi))).toBeVisible();
  await page.getByLabel("Topic").selectOption("florals");
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(page).toHaveURL(/\/stickers\/washi-tape\?topic=florals$/);
  const expected = countWhere(
    (product) =>
      product.type === "stickers" &&
      product.subCategories.includes("washi-tape") &&
      product.topics.includes("florals"),
  );
  await expect(page.getByText(found(expected))).toBeVisible();
  await context.close();
});

test("a listing with nothing to show says so and offers to clear the filters", async ({ page }) => {
  const topics = ["birthday", "nature", "cats", "love", "celestial", "florals", "holidays"];
  const empty = topics.find(
    (topic) =>
      countWhere(
        (product) => product.type === "tote-bags" && product.topics.includes(topic as never),
      ) === 0,
  );
  test.skip(!empty, "every topic has a tote bag in the demo data");
  await page.goto(`/tote-bags?topic=${empty}`);
  await expect(page.getByText("No products found matching your filters.")).toBeVisible();
  await expect(page.getByText(found(0))).toBeVisible();
  await page.getByRole("link", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/tote-bags$/);
  await expect(cards(page)).toHaveCount(countWhere((product) => product.type === "tote-bags"));
});

test("'All Products' has a type row with counts that filters by several types", async ({
  page,
}) => {
  await page.goto("/products");
  await expect(page.getByRole("heading", { level: 1, name: "All Products" })).toBeVisible();
  await expect(page.getByText(found(listed.length))).toBeVisible();
  const types = page.getByRole("navigation", { name: "Product types" });
  const stickers = countWhere((product) => product.type === "stickers");
  const bookmarks = countWhere((product) => product.type === "bookmarks");
  await expect(types.getByRole("link", { name: "All", exact: true })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await types.getByRole("link", { name: `Stickers (${stickers})` }).click();
  await expect(page).toHaveURL(/\/products\?types=stickers$/);
  await expect(page.getByText(found(stickers))).toBeVisible();
  await types.getByRole("link", { name: `Bookmarks (${bookmarks})` }).click();
  await expect(page).toHaveURL(/\/products\?types=stickers,bookmarks$/);
  await expect(page.getByText(found(stickers + bookmarks))).toBeVisible();
  await expect(page.getByRole("link", { name: "Remove filter: Stickers" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Remove filter: Bookmarks" })).toBeVisible();
  await page.getByRole("link", { name: "Clear all" }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByText(found(listed.length))).toBeVisible();
});

test("/templates lists the digital templates", async ({ page }) => {
  await page.goto("/templates");
  const templates = countWhere((product) => product.type === "digital-templates");
  await expect(page.getByText(found(templates))).toBeVisible();
  await expect(cards(page)).toHaveCount(templates);
});

test("the extras page leads to its four collections, freebies included", async ({ page }) => {
  await page.goto("/extras");
  await expect(page.getByRole("heading", { level: 1, name: "Extras" })).toBeVisible();
  for (const [name, slug] of [
    ["Stickers", "stickers"],
    ["Bookmarks", "bookmarks"],
    ["Tote Bags", "tote-bags"],
    ["FREEBIES", "freebies"],
  ]) {
    await expect(page.getByRole("link", { name: `Browse ${name}` })).toHaveAttribute(
      "href",
      `/extras/${slug}`,
    );
  }
  await expect(page.getByRole("link", { name: "Request Custom Item" })).toHaveAttribute(
    "href",
    "/contact",
  );
  await page.getByRole("link", { name: "Browse FREEBIES" }).click();
  await expect(page).toHaveURL(/\/extras\/freebies$/);
  const freebies = countWhere((product) => product.type === "freebies");
  await expect(page.getByText(found(freebies))).toBeVisible();
  await expect(cards(page)).toHaveCount(freebies);
});

for (const path of ["/stickers/no-such-sub", "/extras/no-such-collection", "/bookmarks/product"]) {
  test(`${path} is the 404 page`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  });
}

test(
  "a listing has no accessibility violations",
  { tag: "@layout" },
  async ({ page }, testInfo) => {
    await page.goto("/stickers/sticker-sheets?topic=cats");
    await expect(cards(page).first()).toBeVisible();
    await expectNoAxeViolations(page, testInfo, { label: "listing" });
    await page.goto("/extras");
    await expectNoAxeViolations(page, testInfo, { label: "extras" });
  },
);

test("sitemap and robots.txt describe the shop @desktop", async ({ request }) => {
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  expect(text).toContain("Disallow: /api/");
  expect(text).toContain("Disallow: /checkout");
  expect(text).toContain("Disallow: /account");
  expect(text).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("xml");
  const xml = await sitemap.text();
  expect(xml).toContain("/stickers/product/meadow-leaves-sticker-sheet</loc>");
  expect(xml).toContain("/extras/freebies</loc>");
  expect(xml).not.toContain("mail-club-usa");
  expect(xml.match(/\/product\//g)).toHaveLength(listed.length);
});

test("more than 50 products go on pages linked by Previous and Next, filters kept", async ({
  page,
}) => {
  test.skip(listed.length <= 50, "the demo data fits on one page");
  await page.goto("/products");
  const pages = page.getByRole("navigation", { name: "Pagination" });
  await expect(cards(page)).toHaveCount(50);
  await expect(pages.getByText("Page 1 of 2")).toBeVisible();
  await expect(pages.getByRole("link", { name: "Previous" })).toHaveCount(0);
  await pages.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/products\?page=2$/);
  await expect(cards(page)).toHaveCount(listed.length - 50);
  await expect(page.getByText(found(listed.length))).toBeVisible();
  await pages.getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test("home shows the four newest products as real cards", async ({ page }) => {
  await page.goto("/");
  const section = page.getByRole("region", { name: "Newest Additions" });
  const newest = section.getByRole("article");
  await expect(newest).toHaveCount(4);
  for (const link of await newest.getByRole("link").all()) {
    await expect(link).toHaveAttribute("href", /^\/[a-z-]+\/product\/[a-z0-9-]+$/);
  }
  await expect(newest.getByText(/^\$\d+\.\d\d$/)).toHaveCount(4);
  await expect(section.getByText("Coming soon...")).toHaveCount(0);
  await section.getByRole("link", { name: "View All Products" }).click();
  await expect(page).toHaveURL(/\/products$/);
});
