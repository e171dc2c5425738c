/**
 * The shell every page shares (spec §2 Header, Footer): top banner, header with logo,
 * desktop dropdowns built from the demo products, search, sign-in links, footer, and the
 * mobile menu that mirrors the header at phone width.
 */
import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "#tests/support/axe.ts";
import { expect, type Layout, type NavigationMenu, test } from "#tests/support/fixtures.ts";
import { waitForHydration } from "#tests/support/hydration.ts";

const menuNames = ["Stickers", "Bookmarks", "Stationery", "Greeting Cards"];

/** The visible search box: in the header, or on a phone possibly inside the opened menu. */
async function searchBox(page: Page, layout: Layout) {
  const boxes = () =>
    page
      .getByRole("searchbox")
      .or(page.getByRole("textbox", { name: /search/i }))
      .filter({ visible: true });
  if (layout === "phone" && (await boxes().count()) === 0) await openMobileMenu(page);
  return boxes().first();
}

function mobileMenuToggle(page: Page) {
  return page.getByRole("banner").getByRole("button", { name: /^(?!close).*\bmenu\b/i });
}

async function openMobileMenu(page: Page) {
  await mobileMenuToggle(page).click();
  const menu = page
    .getByRole("dialog")
    .or(page.getByRole("navigation", { name: /menu/i }))
    .filter({ visible: true });
  await expect(menu).toBeVisible();
  return menu;
}

/** A control that navigates: a link, or a button styled as one. */
function action(scope: Locator, name: string) {
  return scope
    .getByRole("link", { name, exact: true })
    .or(scope.getByRole("button", { name, exact: true }))
    .filter({ visible: true });
}

function expectSubCategoryUrl(page: Page, menu: NavigationMenu, sub: { slug: string }) {
  return expect(page).toHaveURL(
    new RegExp(`/${menu.slug}(/${sub.slug}|\\?subCategory=${sub.slug})$`),
  );
}

test.beforeEach(async ({ page }) => {
  await page.goto("/");
});

test("the demo shop has the four header menus, with sub-categories from its products", ({
  navigation,
}) => {
  expect(navigation.map((menu) => menu.name)).toEqual(menuNames);
  expect(navigation.some((menu) => menu.subCategories.length > 0)).toBe(true);
});

test("a top banner advertises the monthly mail with the 25th cutoff", async ({ page }) => {
  const banner = page.getByText(/\b25th\b/).first();
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(/mail|subscri/i);
});

test("the header's logo links home", async ({ page }) => {
  await page.goto("/no-such-page");
  const logo = page.getByRole("banner").locator('a[href="/"]').filter({ visible: true }).first();
  await expect(logo).toHaveAccessibleName(/\S/);
  await logo.click();
  await expect(page).toHaveURL(/\/$/);
});

test("the page loads without console errors or refused scripts", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  await page.goto("/", { waitUntil: "networkidle" });
  expect(problems).toEqual([]);
});

test("the search box trims the term and ignores an empty one", { tag: "@layout" }, async ({
  page,
  layout,
}) => {
  await waitForHydration(page);
  let search = await searchBox(page, layout);
  await search.fill("   ");
  await search.press("Enter");
  await page.waitForTimeout(300);
  expect(new URL(page.url()).pathname).toBe("/");

  search = await searchBox(page, layout);
  await search.fill("  washi tape  ");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=washi(\+|%20)tape$/);
});

test("the footer links to the customer-service pages and offers updates", async ({ page }) => {
  const footer = page.getByRole("contentinfo");
  const links: [string, string][] = [
    ["Shipping Info", "/shipping"],
    ["Returns & Exchanges", "/returns"],
    ["FAQ", "/faq"],
    ["Contact Us", "/contact"],
    ["Privacy Policy", "/privacy"],
  ];
  for (const [name, href] of links) {
    await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  await expect(footer.getByText("Stay Updated", { exact: true })).toBeVisible();
  const email = footer.getByPlaceholder("Your email");
  await expect(email).toBeVisible();
  await expect(email).toHaveAttribute("type", "email");
  await expect(footer.getByText(/©.*20\d\d|20\d\d.*©|copyright/i).first()).toBeVisible();
});

test("home has no accessibility violations", { tag: "@layout" }, async ({ page }, testInfo) => {
  await expectNoAxeViolations(page, testInfo, { label: "home" });
});

// Tagged tests run only in the projects of their width (playwright.config.ts).
test.describe("at desktop width", { tag: "@desktop" }, () => {
  test("each menu lists 'All …' first, then its sub-categories by name", async ({
    page,
    navigation,
  }) => {
    const header = page.getByRole("banner");
    for (const menu of navigation) {
      if (menu.subCategories.length === 0) {
        await expect(header.getByRole("link", { name: menu.name, exact: true })).toHaveAttribute(
          "href",
          `/${menu.slug}`,
        );
        continue;
      }
      await header.getByRole("button", { name: menu.name, exact: true }).click();
      const items = page.getByRole("menu").getByRole("menuitem");
      await expect(items).toHaveText([
        `All ${menu.name}`,
        ...menu.subCategories.map((sub) => sub.name),
      ]);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("menu")).toBeHidden();
    }
  });

  test("a menu entry opens its listing, by mouse and by keyboard", async ({ page, navigation }) => {
    const menu = navigation.find((candidate) => candidate.subCategories.length > 0);
    if (!menu) throw new Error("The demo shop has no sub-categories");
    const sub = menu.subCategories[0] as { slug: string; name: string };
    const trigger = page.getByRole("banner").getByRole("button", { name: menu.name, exact: true });

    await trigger.click();
    await page.getByRole("menuitem", { name: sub.name, exact: true }).click();
    await expectSubCategoryUrl(page, menu, sub);

    await page.goto("/");
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitem", { name: `All ${menu.name}` })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/${menu.slug}$`));
  });

  test("signed out, the header offers Log In and Sign Up", async ({ page }) => {
    const header = page.getByRole("banner");
    await action(header, "Sign Up").click();
    await expect(page).toHaveURL(/\/register$/);
    await action(page.getByRole("banner"), "Log In").click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe("at phone width", { tag: "@phone" }, () => {
  test("the desktop dropdowns give way to a menu button", async ({ page }) => {
    const header = page.getByRole("banner");
    for (const name of menuNames) {
      await expect(header.getByRole("button", { name, exact: true })).toBeHidden();
    }
    await expect(mobileMenuToggle(page)).toBeVisible();
  });

  test("the mobile menu mirrors the header", { tag: "@layout" }, async ({ page, navigation }) => {
    const menu = await openMobileMenu(page);
    for (const entry of navigation) {
      if (entry.subCategories.length === 0) {
        await expect(action(menu, entry.name)).toBeVisible();
        continue;
      }
      const expander = menu.getByRole("button", { name: entry.name, exact: true });
      if (
        (await expander.count()) > 0 &&
        (await expander.getAttribute("aria-expanded")) !== "true"
      ) {
        await expander.click();
      }
      await expect(
        menu.getByRole("link", { name: `All ${entry.name}`, exact: true }),
      ).toBeVisible();
      for (const sub of entry.subCategories) {
        await expect(menu.getByRole("link", { name: sub.name, exact: true }).first()).toBeVisible();
      }
    }
    await expect(action(menu, "Log In")).toBeVisible();
    await expect(action(menu, "Create Account")).toBeVisible();
    await expect(
      page
        .getByRole("searchbox")
        .or(page.getByRole("textbox", { name: /search/i }))
        .filter({ visible: true }),
    ).not.toHaveCount(0);
    await expectNoAxeViolations(page, test.info(), { label: "home with the mobile menu open" });

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(mobileMenuToggle(page)).toBeFocused();
  });

  test("a mobile menu entry opens its listing", async ({ page, navigation }) => {
    const entry = navigation.find((candidate) => candidate.subCategories.length > 0);
    if (!entry) throw new Error("The demo shop has no sub-categories");
    const sub = entry.subCategories[0] as { slug: string; name: string };
    const menu = await openMobileMenu(page);
    const expander = menu.getByRole("button", { name: entry.name, exact: true });
    if ((await expander.count()) > 0 && (await expander.getAttribute("aria-expanded")) !== "true") {
      await expander.click();
    }
    await menu.getByRole("link", { name: sub.name, exact: true }).first().click();
    await expectSubCategoryUrl(page, entry, sub);
  });

  test("signed out, the menu offers Log In and Create Account", async ({ page }) => {
    await action(await openMobileMenu(page), "Create Account").click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole("dialog")).toBeHidden();
    await action(await openMobileMenu(page), "Log In").click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
