/**
 * The cart (spec §2 Cart, §4 Cart, §5): kept on the server under a cookie, shown at /cart
 * with its lines, summary and buttons, changed with JavaScript (fetchers, no reload, the
 * header badge follows at once) and without it (plain forms). Items are put in the cart the
 * way a form without JavaScript does, by posting to /cart from the browser's context.
 */
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "#tests/support/axe.ts";
import {
  addToCart,
  cartLines,
  demoProductId,
  orderSummary,
  postCart,
} from "#tests/support/cart.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import { waitForHydration } from "#tests/support/hydration.ts";

const leaves = { id: demoProductId("STK-001"), title: "Meadow Leaves Sticker Sheet" }; // $4.50, 40
const cats = { id: demoProductId("STK-002"), title: "Sleepy Cats Sticker Sheet" }; // $4.50, 35
const soldOut = { id: demoProductId("STK-003"), title: "Birthday Balloons Sticker Sheet" };
const tote = { id: demoProductId("TOT-003"), title: "Market Day Striped Tote" }; // stock 5
const retired = { id: demoProductId("STN-010"), title: "Vintage Map Notebook" }; // inactive
const planner = { id: demoProductId("DGT-001"), title: "Undated Digital Planner" }; // digital
const mailClub = { id: demoProductId("MC-USA-MONTHLY"), title: "Mail Club – USA" };

/** Submits a form to /cart with a real page load (the no-JavaScript path), from any page. */
async function submitDocumentForm(page: Page, fields: Record<string, string>) {
  await Promise.all([
    page.waitForURL(/\/cart$/),
    page.evaluate((entries) => {
      const form = document.createElement("form");
      form.method = "post";
      form.action = "/cart";
      for (const [name, value] of Object.entries(entries)) {
        const input = document.createElement("input");
        input.type = "hidden";
        input.name = name;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    }, fields),
  ]);
}

function cartLink(page: Page) {
  return page.getByRole("banner").getByRole("link", { name: /^Cart/ }).filter({ visible: true });
}

test(
  "an empty cart says so and leads back to the products",
  { tag: "@layout" },
  async ({ page }, testInfo) => {
    await page.goto("/cart");
    await expect(page).toHaveTitle(/^Shopping Cart/);
    await expect(page.getByRole("heading", { level: 1, name: "Shopping Cart" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute(
      "href",
      "/products",
    );
    await expect(page.getByRole("link", { name: "Proceed to Checkout" })).toHaveCount(0);
    await expect(cartLink(page)).toHaveAccessibleName("Cart");
    // Looking at the cart does not create one.
    const cookies = await page.context().cookies();
    expect(cookies.some((cookie) => cookie.name === "washi_cart")).toBe(false);
    await expectNoAxeViolations(page, testInfo, { label: "empty cart" });
  },
);

test(
  "the cart lists each line and sums them up, with the count in the header",
  { tag: "@layout" },
  async ({ page, baseURL }, testInfo) => {
    const first = await addToCart(page, baseURL, leaves.id, { quantity: "2" });
    const cookie = first.headers()["set-cookie"] ?? "";
    expect(cookie).toMatch(/^washi_cart=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain(`Max-Age=${90 * 24 * 3600}`);
    await addToCart(page, baseURL, cats.id);
    await addToCart(page, baseURL, planner.id, { digitalAcknowledged: "on" });

    await page.goto("/cart");
    await expect(cartLines(page)).toHaveCount(3);
    const first_ = cartLines(page).nth(0);
    await expect(first_.getByRole("link", { name: leaves.title })).toHaveAttribute(
      "href",
      "/stickers/product/meadow-leaves-sticker-sheet",
    );
    await expect(first_).toContainText("Stickers");
    await expect(first_).toContainText("$4.50 each");
    await expect(first_).toContainText("$9.00");
    await expect(first_.locator("picture source[type='image/avif']")).toHaveCount(1);
    const img = first_.locator("img");
    await expect(img).toHaveAttribute("width", /\d+/);
    await expect(img).toHaveAttribute("height", /\d+/);
    await expect(cartLines(page).nth(2)).toContainText("Digital download");
    await expect(
      first_.getByRole("button", { name: `Remove ${leaves.title} from cart` }),
    ).toBeVisible();

    const order = orderSummary(page);
    await expect(order.getByRole("listitem")).toHaveText([
      `${leaves.title} x 2$9.00`,
      `${cats.title} x 1$4.50`,
      `${planner.title} x 1$12.00`,
    ]);
    await expect(order).toContainText(/Total\s*\$25\.50/);
    await expect(order).toContainText("Shipping calculated at checkout");
    await expect(order.getByRole("link", { name: "Proceed to Checkout" })).toHaveAttribute(
      "href",
      "/checkout",
    );
    await expect(order.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute(
      "href",
      "/products",
    );
    await expect(page.getByRole("button", { name: "Clear Cart" })).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 4 items");
    await expectNoAxeViolations(page, testInfo, { label: "cart" });
  },
);

test("plus, minus, remove and clear change the cart without reloading the page", async ({
  page,
  baseURL,
}) => {
  await addToCart(page, baseURL, leaves.id, { quantity: "2" });
  await addToCart(page, baseURL, cats.id);
  await addToCart(page, baseURL, planner.id, { digitalAcknowledged: "on" });
  await page.goto("/cart");
  await waitForHydration(page);
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });

  const catsLine = cartLines(page).filter({ hasText: cats.title });
  await expect(catsLine.getByRole("button", { name: /^Decrease/ })).toBeDisabled();
  await catsLine.getByRole("button", { name: `Increase quantity of ${cats.title}` }).click();
  await expect(catsLine).toContainText("$9.00");
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 5 items");
  await expect(orderSummary(page)).toContainText(`${cats.title} x 2`);
  await expect(orderSummary(page)).toContainText(/Total\s*\$30\.00/);

  const leavesLine = cartLines(page).filter({ hasText: leaves.title });
  await leavesLine.getByRole("button", { name: `Decrease quantity of ${leaves.title}` }).click();
  await expect(leavesLine.getByRole("button", { name: /^Decrease/ })).toBeDisabled();
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 4 items");

  // A digital download stays at 1.
  const plannerLine = cartLines(page).filter({ hasText: planner.title });
  await expect(plannerLine.getByRole("button", { name: /^Increase/ })).toBeDisabled();

  await catsLine.getByRole("button", { name: `Remove ${cats.title} from cart` }).click();
  await expect(cartLines(page)).toHaveCount(2);
  await expect(page.getByRole("status").getByText("Removed from cart")).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 2 items");

  await page.getByRole("button", { name: "Clear Cart" }).click();
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName("Cart");
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  await page.reload();
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
});

test("the cart survives a reload and a new page, and follows the cookie only", async ({
  page,
  baseURL,
  browser,
}) => {
  await addToCart(page, baseURL, cats.id, { quantity: "3" });
  await page.goto("/");
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 3 items");
  const stranger = await browser.newPage({ baseURL });
  await stranger.goto("/cart");
  await expect(stranger.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  await stranger.close();
});

test("refused changes explain themselves and never give a 500", async ({ page, baseURL }) => {
  const cases: [Record<string, string>, number, string][] = [
    [{ intent: "add", productId: soldOut.id }, 409, "Sorry, this product is out of stock."],
    [{ intent: "add", productId: retired.id }, 404, "This product is no longer available."],
    [{ intent: "add", productId: "999999" }, 404, "This product is no longer available."],
    [{ intent: "add", productId: "x" }, 400, "This product is no longer available."],
    [{ intent: "add", productId: tote.id, quantity: "6" }, 409, "Only 5 left in stock."],
    [{ intent: "add", productId: cats.id, quantity: "1.5" }, 400, "Quantity must be a whole"],
    [
      { intent: "add", productId: cats.id, quantity: "1000000000" },
      400,
      "more than we could ever make",
    ],
    [
      { intent: "add", productId: planner.id },
      400,
      "Please confirm you understand this is a digital product.",
    ],
    [
      { intent: "add", productId: demoProductId("STN-011"), personalChoice: "Sage" },
      400,
      "Please enter the banner text.",
    ],
    [{ intent: "set-quantity", lineId: "999999", quantity: "2" }, 404, "no longer in your cart"],
    [{ intent: "set-quantity", quantity: "2" }, 400, "no longer in your cart"],
    [{ intent: "explode" }, 400, "Unknown cart action."],
    [{}, 400, "Unknown cart action."],
  ];
  for (const [form, status, message] of cases) {
    const response = await postCart(page, baseURL, form);
    expect(response.status(), JSON.stringify(form)).toBe(status);
    expect(await response.text()).toContain(message.replaceAll("'", "&#x27;"));
  }
  const cookies = await page.context().cookies();
  expect(cookies.some((cookie) => cookie.name === "washi_cart")).toBe(false);
});

test("a refused add posted without JavaScript is explained on the cart page", async ({
  page,
  baseURL,
}) => {
  await addToCart(page, baseURL, tote.id, { quantity: "4" });
  await page.goto("/cart");
  await submitDocumentForm(page, {
    intent: "add",
    productId: tote.id,
    quantity: "2",
    returnTo: "/tote-bags",
  });
  const alert = page.getByRole("alert").filter({ hasText: "left in stock" });
  await expect(alert).toContainText("Only 5 left in stock, and 4 already in your cart.");
  await expect(alert.getByRole("link", { name: "Back to the product" })).toHaveAttribute(
    "href",
    "/tote-bags",
  );
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 4 items");
});

test("a subscription cannot share the cart with other items", async ({ page, baseURL }) => {
  await addToCart(page, baseURL, cats.id);
  await page.goto("/cart");
  await submitDocumentForm(page, { intent: "add", productId: mailClub.id });
  const alert = page.getByRole("alert").filter({ hasText: "Invalid Cart Combination" });
  await expect(alert).toContainText(
    "Subscription products cannot be purchased with other items. Please checkout separately.",
  );
  await expect(cartLines(page)).toHaveCount(1);

  // And the other way round: a plan alone, then anything else.
  await postCart(page, baseURL, { intent: "clear" });
  await addToCart(page, baseURL, mailClub.id);
  const refused = await postCart(page, baseURL, { intent: "add", productId: leaves.id });
  expect(refused.status()).toBe(409);
  expect(await refused.text()).toContain("Invalid Cart Combination");
  await page.goto("/cart");
  await expect(cartLines(page)).toHaveCount(1);
  await expect(cartLines(page).first()).toContainText("Monthly subscription");
});

test("after an add without JavaScript the browser goes back where it came from", async ({
  page,
  baseURL,
}) => {
  const back = await addToCart(page, baseURL, leaves.id, { returnTo: "/stickers?topic=nature" });
  expect(new URL(back.headers().location ?? "", baseURL).pathname).toBe("/stickers");
  expect(back.headers().location).toContain("?topic=nature");
  const offsite = await addToCart(page, baseURL, leaves.id, { returnTo: "https://evil.example/" });
  expect(new URL(offsite.headers().location ?? "", baseURL).pathname).toBe("/cart");
  const sneaky = await addToCart(page, baseURL, leaves.id, { returnTo: "//evil.example/x" });
  expect(new URL(sneaky.headers().location ?? "", baseURL).host).toBe(new URL(baseURL ?? "").host);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the cart page's own forms change and clear the cart", async ({ page, baseURL }) => {
    await addToCart(page, baseURL, leaves.id);
    await addToCart(page, baseURL, cats.id, { quantity: "2" });
    await page.goto("/cart");
    await expect(cartLines(page)).toHaveCount(2);

    const leavesLine = cartLines(page).filter({ hasText: leaves.title });
    await expect(leavesLine.getByRole("button", { name: /^Decrease/ })).toBeDisabled();
    await leavesLine.getByRole("button", { name: `Increase quantity of ${leaves.title}` }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(leavesLine).toContainText("$9.00");
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 4 items");

    const catsLine = cartLines(page).filter({ hasText: cats.title });
    await catsLine.getByRole("button", { name: `Decrease quantity of ${cats.title}` }).click();
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 3 items");
    await expect(orderSummary(page)).toContainText(/Total\s*\$13\.50/);

    await catsLine.getByRole("button", { name: `Remove ${cats.title} from cart` }).click();
    await expect(cartLines(page)).toHaveCount(1);

    await page.getByRole("button", { name: "Clear Cart" }).click();
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName("Cart");
  });
});

test.describe("adding from the product page", () => {
  const leavesPage = "/stickers/product/meadow-leaves-sticker-sheet";
  const plannerPage = "/digital-templates/product/undated-digital-planner";
  const totePage = "/tote-bags/product/market-day-striped-tote";

  function addButton(page: Page) {
    return page.getByRole("main").getByRole("button", { name: "Add to Cart" });
  }

  test("a quantity, Add to Cart, a toast and the badge, without a reload", async ({ page }) => {
    await page.goto(leavesPage);
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await expect(page.getByRole("button", { name: "Decrease quantity" })).toBeDisabled();
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await expect(page.getByRole("spinbutton", { name: "Quantity" })).toHaveValue("2");
    await addButton(page).click();
    const toast = page.getByRole("status").filter({ hasText: "Added to cart" });
    await expect(toast).toContainText(leaves.title);
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 2 items");
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );

    await cartLink(page).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(orderSummary(page)).toContainText(`${leaves.title} x 2`);
  });

  test("more than the stock gets an explanation in a toast", async ({ page }) => {
    await page.goto(totePage);
    await waitForHydration(page);
    await page.getByRole("spinbutton", { name: "Quantity" }).fill("5");
    await addButton(page).click();
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 5 items");
    await addButton(page).click();
    await expect(page.getByRole("alert").filter({ hasText: "left in stock" })).toContainText(
      "Only 5 left in stock, and 5 already in your cart.",
    );
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 5 items");
  });

  test("a digital product needs the acknowledgment first", async ({ page }) => {
    await page.goto(plannerPage);
    await waitForHydration(page);
    const acknowledgment = page.getByRole("checkbox", {
      name: "I understand this is a digital download and nothing will be shipped",
    });
    await expect(acknowledgment).not.toBeChecked();
    await expect(page.getByRole("spinbutton", { name: "Quantity" })).toHaveCount(0);
    await expect(addButton(page)).toBeDisabled();

    // A click anyway explains; ticking the box clears the warning.
    await addButton(page).click({ force: true });
    const warning = page.getByText("Please confirm you understand this is a digital product.");
    await expect(warning).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName("Cart");
    await acknowledgment.check();
    await expect(warning).toHaveCount(0);
    await expect(addButton(page)).toBeEnabled();

    await addButton(page).click();
    await expect(page.getByRole("status").filter({ hasText: "Added to cart" })).toContainText(
      planner.title,
    );
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");
    await addButton(page).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Already in your cart" }),
    ).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");
  });

  test("an unavailable product cannot be added", async ({ page }) => {
    await page.goto("/stickers/product/birthday-balloons-sticker-sheet");
    await expect(page.getByRole("main").getByText("Currently Unavailable").first()).toBeVisible();
    await expect(addButton(page)).toHaveCount(0);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the add form posts and comes back to the product page", async ({ page }) => {
      await page.goto(leavesPage);
      await page.getByRole("spinbutton", { name: "Quantity" }).fill("3");
      await addButton(page).click();
      await expect(page).toHaveURL(new RegExp(`${leavesPage}$`));
      await expect(cartLink(page)).toHaveAccessibleName("Cart, 3 items");
    });

    test("a digital product is added only with the box ticked", async ({ page }) => {
      await page.goto(plannerPage);
      await addButton(page).click();
      // The browser's own check on the required box keeps the form from going.
      await expect(page).toHaveURL(new RegExp(`${plannerPage}$`));
      await expect(cartLink(page)).toHaveAccessibleName("Cart");
      await page.getByRole("checkbox", { name: /I understand this is a digital download/ }).check();
      await addButton(page).click();
      await expect(page).toHaveURL(new RegExp(`${plannerPage}$`));
      await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");
    });
  });
});
