/**
 * The lightbox's layout (spec §9): the picture shown keeps 16 px from the lightbox's edges
 * where it is as large as it can be at 4:3, and the next picture's place starts 30 % of the
 * width after the end of this one's, at either width.
 */
import { slugify } from "#server/catalogue/slugify.ts";
import { demoProducts } from "#server/seed/demo-products.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import { gotoHydrated } from "#tests/support/hydration.ts";

/** A product with two pictures, at the address the demo shop gives it. */
const product = demoProducts.find((candidate) => candidate.sku === "STK-001");
if (!product) throw new Error("The demo data has no STK-001.");
const productPath = `/stickers/product/${product.slug ?? slugify(product.title)}`;

test("the lightbox keeps 16 px round the picture and 30 % between pictures @layout", async ({
  page,
}) => {
  await gotoHydrated(page, productPath);
  await page.getByRole("button", { name: /full screen$/ }).click();
  const lightbox = page.getByRole("dialog");
  await expect(lightbox.getByText("1 / 2")).toBeVisible();

  const slides = lightbox.locator(".lightbox-slide");
  const stage = await slides.first().locator("..").locator("..").boundingBox();
  const shown = await slides.first().locator("picture img").boundingBox();
  const next = await slides.nth(1).boundingBox();
  if (!stage || !shown || !next) throw new Error("the lightbox is not laid out");

  const gaps = {
    left: shown.x - stage.x,
    right: stage.x + stage.width - (shown.x + shown.width),
    top: shown.y - stage.y,
    bottom: stage.y + stage.height - (shown.y + shown.height),
  };
  for (const gap of Object.values(gaps)) expect(gap).toBeGreaterThanOrEqual(15.5);
  // The side that limits the picture is 16 px from the edge; the other is centred.
  const tight = Math.min(gaps.left, gaps.top);
  expect(tight).toBeCloseTo(16, 0);
  expect(gaps.left).toBeCloseTo(gaps.right, 0);
  expect(gaps.top).toBeCloseTo(gaps.bottom, 0);
  expect(shown.width / shown.height).toBeCloseTo(4 / 3, 1);

  expect(next.x - stage.x).toBeCloseTo(stage.width * 1.3, 0);
});
