/**
 * The product page (spec §2 Product detail): breadcrumb, gallery and lightbox by keyboard
 * (no loop), badge, details and optional sections, related products, title, JSON-LD, and
 * the 404 page for an unknown slug. The product is read from the demo data.
 */
import type { Page } from "@playwright/test";
import { demoProducts } from "#server/seed/demo-products.ts";
import { expectNoAxeViolations } from "#tests/support/axe.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import { lightboxSwipes } from "#tests/support/lightbox.ts";

function slugify(text: string) {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

const leaves = demoProducts.find((product) => product.sku === "STK-001");
if (!leaves) throw new Error("The demo data has no STK-001.");
const leavesPath = `/stickers/product/${leaves.slug ?? slugify(leaves.title)}`;
const soldOut = demoProducts.find((product) => product.stock === 0 && product.active !== false);
const inactive = demoProducts.find((product) => product.active === false);

function gallery(page: Page) {
  return page.getByRole("main");
}

test("the product page shows the product, its trail and what might go with it", async ({
  page,
}) => {
  await page.goto(leavesPath);
  await expect(page).toHaveTitle(new RegExp(`^${leaves.metaTitle ?? leaves.title} — `));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(leaves.title);
  await expect(page.getByText(`$${(leaves.price / 100).toFixed(2)}`).first()).toBeVisible();
  await expect(page.getByText("Best Seller")).toBeVisible();

  const trail = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(trail.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  await expect(trail.getByRole("link", { name: "Stickers" })).toHaveAttribute("href", "/stickers");
  await expect(trail.getByRole("link", { name: "Sticker Sheets" })).toHaveAttribute(
    "href",
    "/stickers/sticker-sheets",
  );
  await expect(trail.locator('[aria-current="page"]')).toHaveText(leaves.title);

  await expect(page.getByRole("heading", { name: "Product Details" })).toBeVisible();
  for (const detail of leaves.details ?? []) {
    await expect(page.getByRole("listitem").filter({ hasText: detail })).toBeVisible();
  }
  for (const section of [
    "Additional Information",
    "Specifications",
    "Instructions",
    "What's Included",
  ]) {
    await expect(page.getByRole("heading", { name: section })).toBeVisible();
  }
  await expect(page.getByRole("button", { name: /add to cart/i })).toBeVisible();

  const related = page.getByRole("region", { name: "You Might Also Like" }).getByRole("article");
  const count = await related.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(6);
  await expect(related.filter({ hasText: leaves.title })).toHaveCount(0);
  await expect(related.first().getByRole("link")).toHaveAttribute("href", /^\/stickers\/product\//);
});

test("the gallery and its lightbox work by keyboard, without looping", async ({ page }) => {
  await page.goto(leavesPath);
  const main = gallery(page);
  const previous = main.getByRole("button", { name: "Previous image" }).first();
  const next = main.getByRole("button", { name: "Next image" }).first();
  await expect(main.getByText("1 / 2").first()).toBeVisible();
  await expect(previous).toBeDisabled();
  // The first press may come before the scripts run; pressing again is harmless (no loop).
  await expect(async () => {
    await next.focus();
    await page.keyboard.press("Enter");
    await expect(main.getByText("2 / 2").first()).toBeVisible({ timeout: 500 });
  }).toPass();
  await expect(next).toBeDisabled();

  await main.getByRole("button", { name: "Show image 1 of 2" }).focus();
  await page.keyboard.press("Enter");
  await expect(main.getByText("1 / 2").first()).toBeVisible();

  const opener = main.getByRole("button", { name: /full screen$/ });
  await opener.focus();
  await page.keyboard.press("Enter");
  const lightbox = page.getByRole("dialog");
  await expect(lightbox).toBeVisible();
  await expect(lightbox.getByText("1 / 2")).toBeVisible();
  await expect(lightbox.getByRole("button", { name: "Previous image" })).toBeDisabled();

  await page.keyboard.press("ArrowLeft");
  await expect(lightbox.getByText("1 / 2")).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(lightbox.getByText("2 / 2")).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(lightbox.getByText("2 / 2")).toBeVisible();
  await expect(lightbox.getByRole("button", { name: "Next image" })).toBeDisabled();
  await page.keyboard.press("ArrowLeft");
  await expect(lightbox.getByText("1 / 2")).toBeVisible();

  await page.keyboard.press("Escape");
  await expect(lightbox).toBeHidden();
  await expect(opener).toBeFocused();
});

test("the lightbox follows a swipe @phone", async ({ page }) => {
  await page.goto(leavesPath);
  await expect(page.getByRole("button", { name: "Show image 1 of 2" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await page.getByRole("button", { name: /full screen$/ }).click();
  const lightbox = page.getByRole("dialog");
  await expect(lightbox).toBeVisible();
  // Swiping left shows the next picture.
  await (await lightboxSwipes(lightbox)).toNext("2 / 2");
});

test("the page describes the product for search engines", async ({ page }) => {
  await page.goto(leavesPath);
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}")));
  const product = blocks.find((block) => block["@type"] === "Product");
  expect(product).toMatchObject({
    name: leaves.title,
    sku: leaves.sku,
    offers: {
      price: (leaves.price / 100).toFixed(2),
      priceCurrency: "USD",
      availability: "https://schema.org/InStock",
    },
  });
  expect(product.url).toMatch(new RegExp(`${leavesPath}$`));
  expect(product.image[0]).toMatch(/^https?:\/\//);
  const trail = blocks.find((block) => block["@type"] === "BreadcrumbList");
  expect(trail.itemListElement).toHaveLength(4);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`${leavesPath}$`),
  );
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "product");
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    /^https?:\/\//,
  );
  const description = await page.locator('meta[name="description"]').getAttribute("content");
  expect(description?.length).toBeLessThanOrEqual(160);
});

test("a sold-out product says so", async ({ page }) => {
  test.skip(!soldOut, "no sold-out product in the demo data");
  if (!soldOut) return;
  await page.goto(`/${soldOut.type}/product/${soldOut.slug ?? slugify(soldOut.title)}`);
  await expect(page.getByText("Currently Unavailable").first()).toBeVisible();
  const offers = await page
    .locator('script[type="application/ld+json"]')
    .first()
    .evaluate((script) => JSON.parse(script.textContent ?? "{}").offers);
  expect(offers.availability).toBe("https://schema.org/OutOfStock");
});

test("unknown, inactive and misplaced products @desktop", async ({ page, request }) => {
  const unknown = await page.goto("/stickers/product/no-such-thing");
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();

  if (inactive) {
    const response = await page.goto(
      `/${inactive.type}/product/${inactive.slug ?? slugify(inactive.title)}`,
    );
    expect(response?.status()).toBe(404);
  }

  const moved = await request.get(leavesPath.replace("/stickers/", "/bookmarks/"), {
    maxRedirects: 0,
  });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toMatch(new RegExp(`${leavesPath}$`));
});

test(
  "the product page has no accessibility violations",
  { tag: "@layout" },
  async ({ page }, testInfo) => {
    await page.goto(leavesPath);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, testInfo, { label: "product" });
    await page.getByRole("button", { name: /full screen$/ }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolations(page, testInfo, { label: "product-lightbox" });
  },
);
