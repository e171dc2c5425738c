/**
 * The search page (spec §2 Search, §5): term, filters with counts, price range (malformed
 * prices ignored), each sort order, chips and 'Clear all', the wishlist heart, the tab
 * title, typos, absurd input, the empty state and accessibility. Expectations come from
 * the demo data.
 */
import type { Page } from "@playwright/test";
import { demoProducts } from "#server/seed/demo-products.ts";
import { expectNoAxeViolations } from "#tests/support/axe.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import { waitForHydration } from "#tests/support/hydration.ts";

const listed = demoProducts.filter(
  (product) => product.active !== false && product.kind !== "subscription",
);
const stickers = listed.filter((product) => product.type === "stickers");

function results(count: number) {
  return new RegExp(`^${count} ${count === 1 ? "result" : "results"}`);
}
function cards(page: Page) {
  return page.getByRole("main").getByRole("article");
}
async function prices(page: Page) {
  const texts = await cards(page)
    .getByText(/^\$\d+\.\d\d$/)
    .allTextContents();
  return texts.map((text) => Math.round(Number(text.slice(1)) * 100));
}
async function titles(page: Page) {
  return cards(page).getByRole("heading").allTextContents();
}
/** Unfolds the filters where they are folded (phones); a no-op where they show already. */
async function openFilters(page: Page, _layout?: string) {
  const group = page.getByRole("group", { name: "Product Type" });
  if (!(await group.isVisible())) await page.locator("details > summary").click();
  await expect(group).toBeVisible();
}

test("a term with type and topic filters: counts, chips and 'Clear all'", {
  tag: "@engine",
}, async ({ page, layout }) => {
  await page.goto("/search?q=card");
  await expect(page).toHaveTitle(/^Search Results for "card"/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText('Search Results for "card"');
  const all = await cards(page).count();
  expect(all).toBeGreaterThan(1);
  await expect(page.getByRole("status").first()).toHaveText(results(all));
  await waitForHydration(page);
  await openFilters(page, layout);

  const typeGroup = page.getByRole("group", { name: "Product Type" });
  const greeting = typeGroup.getByRole("checkbox", { name: /^Greeting Cards/ });
  const label = await typeGroup.locator("label", { hasText: "Greeting Cards" }).textContent();
  const expected = Number(/\((\d+)\)/.exec(label ?? "")?.[1]);
  await greeting.check();
  await expect(page).toHaveURL(/\/search\?q=card&types=greeting-cards$/);
  await expect(cards(page)).toHaveCount(expected);
  for (const type of await cards(page).locator("p").first().allTextContents()) {
    expect(type.toLowerCase()).toBe("greeting cards");
  }
  await expect(page.getByRole("link", { name: "Remove filter: Greeting Cards" })).toBeVisible();

  await openFilters(page, layout);
  const topics = page.getByRole("group", { name: "Perfect For" });
  await topics.getByRole("checkbox").first().check();
  await expect(page).toHaveURL(/&topics=[a-z-]+$/);
  await expect(page.getByRole("link", { name: /^Remove filter:/ })).toHaveCount(2);

  await page.getByRole("link", { name: "Clear all" }).click();
  await expect(page).toHaveURL(/\/search\?q=card$/);
  await expect(cards(page)).toHaveCount(all);
});

test("a price range is inclusive; malformed prices are ignored", async ({ page }) => {
  const inRange = stickers.filter((product) => product.price >= 400 && product.price <= 450);
  await page.goto("/search?types=stickers&minPrice=4&maxPrice=4.50");
  await expect(cards(page)).toHaveCount(inRange.length);
  for (const cents of await prices(page)) {
    expect(cents).toBeGreaterThanOrEqual(400);
    expect(cents).toBeLessThanOrEqual(450);
  }
  await expect(page.getByRole("link", { name: "Remove filter: From $4.00" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Remove filter: Up to $4.50" })).toBeVisible();

  await page.goto("/search?types=stickers&minPrice=abc&maxPrice=-3");
  await expect(cards(page)).toHaveCount(stickers.length);
  await expect(page.getByRole("link", { name: /^Remove filter: (From|Up to)/ })).toHaveCount(0);
  expect((await page.goto("/search?minPrice=1e309&maxPrice=-0"))?.status()).toBe(200);
  // A NUL is in no address a page makes: refused before the page is read (decision 036).
  expect((await page.goto("/search?maxPrice=%00"))?.status()).toBe(400);
});

test("the price inputs apply with the form", { tag: "@layout" }, async ({ page, layout }) => {
  await page.goto("/search?types=stickers");
  await waitForHydration(page);
  await openFilters(page, layout);
  await page.getByLabel("Max price ($)").fill("4");
  await page.getByRole("button", { name: "Apply Filters" }).click();
  await expect(page).toHaveURL(/\/search\?types=stickers&maxPrice=4$/);
  await expect(cards(page)).toHaveCount(stickers.filter((product) => product.price <= 400).length);
});

function isAscending<T extends number | string>(values: T[]): boolean {
  return values.every((value, index) => index === 0 || (values[index - 1] as T) <= value);
}

test("each sort order puts the results in order", async ({ page }) => {
  await page.goto("/search?types=stickers");
  await waitForHydration(page);
  const sort = page.getByLabel("Sort by");

  // The URL changes before the new results render, so each order is polled for.
  await sort.selectOption("price-low");
  await expect(page).toHaveURL(/sort=price-low/);
  await expect.poll(async () => isAscending(await prices(page))).toBe(true);
  const low = await prices(page);
  expect(low[0]).toBe(Math.min(...stickers.map((product) => product.price)));

  await sort.selectOption("price-high");
  await expect(page).toHaveURL(/sort=price-high/);
  await expect.poll(() => prices(page)).toEqual([...low].sort((a, b) => b - a));

  await sort.selectOption("name");
  await expect(page).toHaveURL(/sort=name/);
  const initials = async () => (await titles(page)).map((name) => name[0]?.toLowerCase() ?? "");
  await expect.poll(async () => isAscending(await initials())).toBe(true);

  await sort.selectOption("relevance");
  await expect(page).toHaveURL(/\/search\?types=stickers$/);
  // An unknown sort falls back to relevance.
  await page.goto("/search?types=stickers&sort=sideways");
  await expect(page.getByLabel("Sort by")).toHaveValue("relevance");
});

test("a typo still finds stickers; an absurd term does not break the page", {
  tag: "@engine",
}, async ({ page }) => {
  await page.goto("/search?q=stikcer");
  await expect(cards(page).first()).toBeVisible();
  await expect(
    cards(page)
      .filter({ hasText: /sticker/i })
      .first(),
  ).toBeVisible();

  const long = `${"a".repeat(9_990)}<b>x</b>`;
  const response = await page.goto(`/search?q=${encodeURIComponent(long)}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await page.goto(`/search?q=${encodeURIComponent("'; drop table products; -- <script>")}`);
  await expect(page.getByText("No results found")).toBeVisible();
  await expect(page.getByText("Remove a filter or widen the price range.")).toBeVisible();
});

test("without a term the page searches the whole shop; the tab says 'Search'", async ({ page }) => {
  await page.goto("/search");
  await expect(page).toHaveTitle(/^Search —/);
  await expect(page.getByRole("status").first()).toHaveText(
    new RegExp(`^${listed.length} results`),
  );
});

test("the wishlist heart toggles on the page only", async ({ page }) => {
  await page.goto("/search?q=cat");
  await waitForHydration(page);
  const heart = cards(page)
    .first()
    .getByRole("button", { name: /to wishlist$/ });
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "false");
});

test("the filters work without JavaScript", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/search?q=sticker");
  await openFilters(page);
  await page
    .getByRole("group", { name: "Product Type" })
    .getByRole("checkbox", { name: /^Stickers/ })
    .check();
  await page.getByRole("button", { name: "Apply Filters" }).click();
  await expect(page).toHaveURL(/types=stickers/);
  await expect(page.getByRole("link", { name: "Remove filter: Stickers" })).toBeVisible();
  await context.close();
});

test("at phone width the filters fold behind a 'Filters' button @phone", async ({ page }) => {
  await page.goto("/search?q=card");
  const group = page.getByRole("group", { name: "Product Type" });
  await expect(group).toBeHidden();
  await page
    .getByText(/^Filters/)
    .first()
    .click();
  await expect(group).toBeVisible();
});

test(
  "the search page has no accessibility violations",
  { tag: "@layout" },
  async ({ page, layout }, testInfo) => {
    await page.goto("/search?q=card&types=greeting-cards&maxPrice=9");
    await expect(cards(page).first()).toBeVisible();
    await openFilters(page, layout);
    await expectNoAxeViolations(page, testInfo, { label: "search" });
    await page.goto("/search?q=zzzzqqq");
    await expect(page.getByText("No results found")).toBeVisible();
    await expectNoAxeViolations(page, testInfo, { label: "search-empty" });
  },
);
