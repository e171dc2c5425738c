/**
 * The pages that read the studio's settings (issue 41): the Shipping page's table is the
 * studio's zones and methods, with the demo shop's rates, thresholds and delivery times, and
 * fits a phone; the number of countries the international Mail Club goes to is the same on
 * every page that names it. On a server of its own, a price and a free-shipping threshold
 * changed in the studio show on the Shipping page at once, the page cache's copy included.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { expectNoAxeViolations } from "#tests/support/axe.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import { waitForHydration } from "#tests/support/hydration.ts";
import { secondVisitFromCache } from "#tests/support/page-cache-visits.ts";
import { serverOfItsOwn } from "#tests/support/server-of-its-own.ts";
import { signInToStudio, studioAdminEnv } from "#tests/support/studio.ts";

const TABLE = "Shipping rates and delivery times";

function ratesTable(page: Page) {
  return page.getByRole("main").getByRole("table", { name: TABLE });
}

/** A zone's rows: its header, then a row per method. */
function zoneRows(page: Page, zone: string) {
  return ratesTable(page)
    .locator("tbody")
    .filter({ has: page.locator("th[scope=rowgroup]", { hasText: new RegExp(`^${zone}`) }) });
}

/** The row of `method` in `zone`: its delivery time and its prices by weight. */
function methodRow(page: Page, zone: string, method: string) {
  return zoneRows(page, zone).getByRole("row").filter({ hasText: method });
}

test("the Shipping page shows the demo's zones, rates, threshold and delivery times", async ({
  page,
}) => {
  await page.goto("/shipping");
  const zones = ratesTable(page).locator("th[scope=rowgroup]");
  await expect(zones).toHaveText([
    /^USA\s*Free shipping by the cheapest method on orders of \$35\.00 or more$/,
    "Canada",
    "Europe",
    "Rest of the world",
  ]);
  const usaLetter = methodRow(page, "USA", "Letter mail, untracked");
  await expect(usaLetter).toContainText("3–7 days in the USA, 2–4 weeks abroad. No tracking.");
  await expect(usaLetter).toContainText("Only when everything fits in a letter.");
  await expect(usaLetter).toContainText(/up to 100 g\s*\$1\.50\s*up to 250 g\s*\$2\.50/);
  const usaTracked = methodRow(page, "USA", "Tracked parcel");
  await expect(usaTracked).toContainText("2–4 days in the USA, 1–2 weeks abroad");
  await expect(usaTracked).toContainText(
    /up to 500 g\s*\$5\.50\s*up to 2,000 g\s*\$8\.50\s*up to 10,000 g\s*\$14\.00/,
  );
  for (const zone of ["Canada", "Europe", "Rest of the world"]) {
    await expect(methodRow(page, zone, "Letter mail, untracked")).toContainText(
      /up to 100 g\s*\$3\.50\s*up to 250 g\s*\$6\.00/,
    );
    await expect(methodRow(page, zone, "Tracked parcel")).toContainText(
      /up to 500 g\s*\$16\.00\s*up to 2,000 g\s*\$24\.00\s*up to 10,000 g\s*\$45\.00/,
    );
  }
  await expect(page.getByRole("main")).not.toContainText("Shipping is currently free");
});

test(
  "the Shipping page's table fits the screen",
  { tag: "@layout" },
  async ({ page }, testInfo) => {
    await page.goto("/shipping");
    const table = ratesTable(page);
    await expect(table).toBeVisible();
    const tableOverflow = await table.evaluate(
      (element) => element.scrollWidth - (element.parentElement?.clientWidth ?? 0),
    );
    expect(tableOverflow, "the table is wider than its box").toBeLessThanOrEqual(0);
    const pageOverflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(pageOverflow, "the page is wider than the screen").toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, testInfo, { label: "/shipping with its rates" });
  },
);

/** How many countries besides the US the studio sends the international Mail Club to. */
async function clubCountries(request: APIRequestContext) {
  const { countries } = (await (await request.get("/api/address-formats")).json()) as {
    countries: { code: string; mailClub: boolean }[];
  };
  return countries.filter((country) => country.mailClub && country.code !== "US").length;
}

test("every page that names the international Mail Club's countries gives the one figure", async ({
  page,
}) => {
  const figure = await clubCountries(page.request);
  expect(figure).toBeGreaterThan(200);
  const pages: [string, string[]][] = [
    ["/", [`to the USA and to ${figure} countries`]],
    ["/shipping", [`the International plan reaches ${figure} countries`]],
    [
      "/mail-club/product/mail-club-international",
      [`available in ${figure} countries`, `Ships to ${figure} countries`],
    ],
    ["/subscribe", [`to the USA and to ${figure} countries`, `Available in ${figure} countries`]],
  ];
  for (const [path, sayings] of pages) {
    await page.goto(path);
    const main = page.getByRole("main");
    for (const saying of sayings) await expect(main, path).toContainText(saying);
    await expect(main, path).not.toContainText("{countries}");
  }
});

test.describe("on a server of its own, with the studio's changes", () => {
  test.skip(({ layout }) => layout !== "desktop");
  const server = serverOfItsOwn({ env: studioAdminEnv });
  const at = (pathname: string) => `${server.url}${pathname}`;

  /** /shipping as an anonymous visitor gets it: from the page cache when it can. */
  async function anonymousShipping(request: APIRequestContext) {
    const response = await request.get(at("/shipping"));
    expect(response.status()).toBe(200);
    return response.text();
  }

  /** /shipping once the page cache keeps it for anonymous visitors. */
  const fromCache = (request: APIRequestContext) =>
    secondVisitFromCache(() => request.get(at("/shipping")));

  test("a price and a threshold changed in the studio show on the cached Shipping page at once", {
    tag: "@engine",
  }, async ({ page, request, browser }) => {
    await signInToStudio(page, "/studio/shipping", server.url);
    await page.getByRole("link", { name: "Letter mail, untracked" }).click();
    await waitForHydration(page);
    const lightest = page
      .getByRole("list", { name: "Prices in USA, lightest first" })
      .getByRole("listitem")
      .first();
    await lightest.getByLabel("Price (US dollars)").fill("1.75");
    // Just before the change, an anonymous visitor's page is in the page cache (kept 30 s).
    expect(await (await fromCache(request)).text()).toContain("$1.50");
    await lightest.getByRole("button", { name: /^Save\b.*up to 100 g$/ }).click();
    await expect(page.getByText("Saved.")).toBeVisible();
    const afterPrice = await anonymousShipping(request);
    expect(afterPrice).toContain("$1.75");
    expect(afterPrice).not.toContain("$1.50");

    await page.goto(at("/studio/shipping"));
    await page.getByRole("link", { name: "Canada", exact: true }).click();
    await waitForHydration(page);
    await page.getByLabel("Free shipping from (US dollars)").fill("50");
    expect(await (await fromCache(request)).text()).not.toContain("$50.00");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Saved.")).toBeVisible();
    expect(await anonymousShipping(request)).toContain(
      "Free shipping by the cheapest method on orders of $50.00 or more",
    );

    // A new visitor, with no cookie, sees both changes in the table.
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(at("/shipping"));
    await expect(methodRow(visitor, "USA", "Letter mail, untracked")).toContainText(
      /up to 100 g\s*\$1\.75/,
    );
    await expect(visitor.locator("th[scope=rowgroup]", { hasText: /^Canada/ })).toHaveText(
      /Free shipping by the cheapest method on orders of \$50\.00 or more/,
    );
    await visitor.context().close();
  });
});
