import type { Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { products } from "#server/db/schema.ts";
import { nextCutoff } from "#server/mail-club/cutoff.ts";
import { formatIssueMonth } from "#server/mail-club/issue-month.ts";
import { expectNoAxeViolations } from "#tests/support/axe.ts";
import { addToCart, demoProductId, orderSummary } from "#tests/support/cart.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import type { SeededShop } from "#tests/support/seeded-shop.ts";
import { serverOfItsOwn } from "#tests/support/server-of-its-own.ts";

const leaves = { id: demoProductId("STK-001"), title: "Meadow Leaves Sticker Sheet" };
const tote = { id: demoProductId("TOT-001"), title: "Botanical Sketch Canvas Tote" };

/** Which slide the carousel's strip shows, 1-based. */
function shownSlide(page: Page) {
  return page
    .locator('[aria-roledescription="slide"]')
    .first()
    .evaluate((slide) => {
      const strip = slide.parentElement as HTMLElement;
      return Math.round(strip.scrollLeft / strip.clientWidth) + 1;
    });
}

async function cartTitles(page: Page, shopUrl = "") {
  await page.goto(`${shopUrl}/cart`);
  await expect(page.getByRole("heading", { name: "Shopping Cart" })).toBeVisible();
  return page.getByRole("main").getByRole("listitem").getByRole("heading").allTextContents();
}

test.describe("/subscribe", () => {
  test("the plans with their prices, the first issue and the way to join", async ({ page }) => {
    await page.goto("/subscribe");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toContainText("Join the Mail Club");
    await expect(
      main.getByText("Join by the 25th of the month to receive the following month's issue.", {
        exact: true,
      }),
    ).toBeVisible();
    // The server's shop time zone is the default one (decisions.md 11).
    const issue = formatIssueMonth(nextCutoff(new Date(), "America/New_York").issue);
    await expect(
      main.getByText(new RegExp(`^Join in the next \\d+ \\w+.* to receive the ${issue} issue\\.$`)),
    ).toBeVisible();

    const usa = main.getByRole("article", { name: "USA ONLY" });
    await expect(usa).toContainText("$8.88 / month");
    await expect(usa).toContainText("Free shipping on US orders");
    await expect(usa.getByRole("listitem")).toHaveText([
      "Free shipping within the USA",
      "Original watercolor artwork",
      "Monthly surprise items",
      "Personal curated letter",
      "Cancel anytime",
      "No tracking fees",
    ]);
    await expect(usa.getByRole("link", { name: "Join USA Mail Club" })).toHaveAttribute(
      "href",
      "/subscribe/usa",
    );
    const international = main.getByRole("article", { name: "INTERNATIONAL" });
    await expect(international).toContainText("$9.88 / month");
    // The count of the countries the studio sends the Mail Club to (demo: all but four).
    const { countries } = (await (await page.request.get("/api/address-formats")).json()) as {
      countries: { code: string; mailClub: boolean }[];
    };
    const abroad = countries.filter((country) => country.mailClub && country.code !== "US");
    expect(abroad.length).toBeGreaterThan(200);
    await expect(international).toContainText(`Available in ${abroad.length} countries`);
    await expect(international.getByRole("listitem")).toHaveCount(6);
    await expect(
      international.getByRole("link", { name: "Join International Club" }),
    ).toHaveAttribute("href", "/subscribe/international");

    for (const title of ["What You'll Receive Each Month", "How It Works"]) {
      await expect(main.getByRole("heading", { level: 2, name: title })).toBeVisible();
    }
    await expect(main.getByRole("link", { name: /^See what's inside/ })).toHaveAttribute(
      "href",
      "/mail-club",
    );
    // The owner's address is given once on the page.
    await expect(main.locator('a[href^="mailto:"]')).toHaveCount(1);
    await expect(page).toHaveTitle(/^Join the Mail Club/);
  });

  test(
    "axe finds nothing on /subscribe and /mail-club",
    { tag: "@layout" },
    async ({ page }, testInfo) => {
      for (const pathname of ["/subscribe", "/mail-club"]) {
        await page.goto(pathname);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectNoAxeViolations(page, testInfo, { label: pathname });
      }
      // Hydrated: the carousel's buttons are there too.
      await expect(page.getByRole("button", { name: "Next slide" })).toBeVisible();
      await expectNoAxeViolations(page, testInfo, { label: "/mail-club, hydrated" });
    },
  );
});

test.describe("/mail-club", () => {
  test("the carousel moves by its buttons, the arrow keys and the dots, and says where it is", async ({
    page,
  }) => {
    await page.goto("/mail-club");
    const carousel = page.getByRole("region", { name: "Mail Club preview" });
    await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    const live = carousel.locator('[aria-live="polite"]');
    const slide = (n: number) => carousel.getByRole("group", { name: `${n} of 3` });
    const dot = (n: number) => carousel.getByRole("link", { name: `Show slide ${n} of 3` });
    await expect(slide(1)).toHaveAttribute("aria-roledescription", "slide");
    await expect(live).toHaveText("Slide 1 of 3");
    await expect(dot(1)).toHaveAttribute("aria-current", "true");

    const next = carousel.getByRole("button", { name: "Next slide" });
    await next.focus();
    await page.keyboard.press("Enter");
    await expect(live).toHaveText("Slide 2 of 3");
    await expect.poll(() => shownSlide(page)).toBe(2);
    await expect(dot(2)).toHaveAttribute("aria-current", "true");
    await expect(dot(1)).not.toHaveAttribute("aria-current", "true");

    await page.keyboard.press("ArrowRight");
    await expect(live).toHaveText("Slide 3 of 3");
    await expect.poll(() => shownSlide(page)).toBe(3);
    // The last slide is the looping, muted video (the picture when the plans have no video).
    const video = slide(3).locator("video");
    if ((await video.count()) > 0) {
      await expect(video).toHaveJSProperty("muted", true);
      await expect(video).toHaveJSProperty("loop", true);
      await expect(video).not.toHaveAttribute("autoplay");
    }
    await page.keyboard.press("ArrowRight");
    await expect(live).toHaveText("Slide 1 of 3");
    await page.keyboard.press("ArrowLeft");
    await expect(live).toHaveText("Slide 3 of 3");

    await carousel.getByRole("button", { name: "Previous slide" }).focus();
    await page.keyboard.press("Space");
    await expect(live).toHaveText("Slide 2 of 3");
    await page.keyboard.press("Home");
    await expect(live).toHaveText("Slide 1 of 3");
    await page.keyboard.press("End");
    await expect(live).toHaveText("Slide 3 of 3");

    await dot(2).focus();
    await page.keyboard.press("Enter");
    await expect(live).toHaveText("Slide 2 of 3");
    await expect.poll(() => shownSlide(page)).toBe(2);
    await expect(page).toHaveURL(/\/mail-club$/);
    // It never moves by itself.
    await page.waitForTimeout(1500);
    await expect(live).toHaveText("Slide 2 of 3");

    const main = page.getByRole("main");
    await expect(main.getByRole("article", { name: "USA ONLY" })).toContainText("$8.88 / month");
    await expect(main.getByRole("article", { name: "INTERNATIONAL" })).toContainText("$9.88");
    for (const title of ["What to expect", "How it works"]) {
      await expect(main.getByRole("heading", { level: 2, name: title })).toBeVisible();
    }
  });

  test("a press in the middle of an arrow moves the carousel", async ({ page }) => {
    await page.goto("/mail-club");
    const carousel = page.getByRole("region", { name: "Mail Club preview" });
    const live = carousel.locator('[aria-live="polite"]');
    for (const [name, expected] of [
      ["Next slide", "Slide 2 of 3"],
      ["Previous slide", "Slide 1 of 3"],
    ] as const) {
      const arrow = carousel.getByRole("button", { name });
      await arrow.scrollIntoViewIfNeeded();
      const box = await arrow.boundingBox();
      if (!box) throw new Error(`${name} has no box`);
      // A real press: the button must stay under the pointer from mousedown to mouseup.
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await expect(live).toHaveText(expected);
    }
  });

  test("without JavaScript every slide is reached through its dot", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/mail-club");
    const carousel = page.getByRole("region", { name: "Mail Club preview" });
    await expect(carousel.getByRole("group", { name: /^\d of 3$/ })).toHaveCount(3);
    for (const n of [3, 2, 1]) {
      await carousel.getByRole("link", { name: `Show slide ${n} of 3` }).click();
      await expect.poll(() => shownSlide(page)).toBe(n);
    }
    await context.close();
  });
});

test.describe("joining from /subscribe/{plan}", () => {
  for (const plan of [
    { slug: "usa", title: "Mail Club – USA" },
    { slug: "international", title: "Mail Club – International" },
  ]) {
    test(`/subscribe/${plan.slug} leaves only that plan in the cart and goes to checkout`, async ({
      page,
      baseURL,
    }) => {
      await addToCart(page, baseURL, leaves.id);
      await addToCart(page, baseURL, tote.id);
      // Looking at the page changes nothing.
      const look = await page.request.get(`/subscribe/${plan.slug}`);
      expect(look.status()).toBe(200);
      expect(await cartTitles(page)).toEqual([leaves.title, tote.title]);

      await page.goto(`/subscribe/${plan.slug}`);
      await expect(
        page.getByRole("heading", { level: 1, name: "Preparing Your Subscription" }),
      ).toBeVisible();
      const toast = page.getByRole("status").filter({ hasText: "Subscription Added!" });
      await expect(toast).toContainText("Redirecting to checkout...");
      await expect(page).toHaveURL(/\/checkout$/);
      const summary = orderSummary(page);
      await expect(summary.getByRole("listitem")).toHaveCount(1);
      await expect(summary.getByRole("listitem")).toContainText(`${plan.title} x 1`);
      expect(await cartTitles(page)).toEqual([plan.title]);
    });
  }

  test("without JavaScript, 'Continue to checkout' does the same", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await addToCart(page, baseURL, leaves.id);
    await page.goto("/subscribe/international");
    await page.getByRole("button", { name: "Continue to checkout" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(orderSummary(page).getByRole("listitem")).toHaveText([
      /Mail Club – International x 1/,
    ]);
    await context.close();
  });

  test("a cross-site post is refused and changes nothing", async ({ page, baseURL }) => {
    await addToCart(page, baseURL, leaves.id);
    const response = await page.request.post("/subscribe/usa", {
      form: { via: "fetch" },
      headers: { Origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
    expect(await cartTitles(page)).toEqual([leaves.title]);
  });

  test("any other plan is the 404 page", async ({ page }) => {
    const response = await page.goto("/subscribe/nonsense");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  });
});

test.describe("a plan that cannot be bought", { tag: "@desktop" }, () => {
  // The plan is made inactive in a copy of the shop for a server of this spec's own, so no
  // other spec meets it.
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  test.skip(({ databaseKind }) => databaseKind !== "pglite");

  async function withdrawInternationalPlan(shop: SeededShop) {
    const handle = await shop.openDatabase();
    try {
      await handle.db
        .update(products)
        .set({ isActive: false })
        .where(eq(products.sku, "MC-INTL-MONTHLY"));
    } finally {
      await handle.close();
    }
  }
  const server = serverOfItsOwn({ prepare: withdrawInternationalPlan, startTimeout: 180_000 });

  test("shows the 'Error' toast, goes home and keeps the cart", async ({ page }) => {
    await addToCart(page, server.url, leaves.id);
    await page.goto(`${server.url}/subscribe/international`);
    const toast = page.getByRole("alert").filter({ hasText: "Error" });
    await expect(toast).toContainText("This product is no longer available.");
    await expect(page).toHaveURL(`${server.url}/`);
    expect(await cartTitles(page, server.url)).toEqual([leaves.title]);

    await page.goto(`${server.url}/subscribe`);
    await expect(page.getByRole("article", { name: "INTERNATIONAL" })).toContainText(
      "Currently unavailable",
    );
  });
});
