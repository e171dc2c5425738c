// @gate-pglite (tests/README.md): the pages' figures do not depend on the engine.
/**
 * The pages that read the studio's settings, their loaders called as React Router calls them
 * on the demo shop: the number of countries the international Mail Club goes to is one figure
 * (clubCountryCount) on the home page, /shipping, the International plan's product page,
 * /subscribe and the JSON API's product, and follows the studio's setting; /shipping's table is the studio's rates.
 */
import { eq } from "drizzle-orm";
import pino from "pino";
import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as home from "#app/routes/home.tsx";
import * as product from "#app/routes/product.tsx";
import * as servicePage from "#app/routes/service-page.tsx";
import * as subscribe from "#app/routes/subscribe.tsx";
import { addressCountries, HOME_COUNTRY } from "#server/addresses/address-format.ts";
import { shopSettings } from "#server/db/schema.ts";
import { createProductRoutes } from "#server/http/api/products.ts";
import { demoShopSettings } from "#server/seed/demo-settings.ts";
import { seedDemoShopOnce } from "#server/seed/seed-demo-shop.ts";
import { loadShippingRatesTable } from "#server/shipping/shipping-rates-table.ts";
import { routeContextOf } from "#tests/support/route-context.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let context: RouterContextProvider;

beforeAll(async () => {
  test = await createTestDatabase();
  await seedDemoShopOnce({ db: test.db, storage: test.storage, logger: pino({ level: "silent" }) });
  context = routeContextOf(test, { publicUrl: "https://shop.example" });
});
afterAll(() => test?.close());

/** What a page's loader answers for `path`, as the data the page renders. */
async function loaded(
  loader: (args: never) => unknown,
  path: string,
  params: Record<string, string> = {},
) {
  const url = new URL(`https://shop.example${path}`);
  const args = { request: new Request(url), url, params, context, unstable_pattern: "" };
  const answer = (await loader(args as never)) as { data?: unknown };
  return answer && typeof answer === "object" && "data" in answer ? answer.data : answer;
}

/** Every page that shows the figure, as the text of what its loader gives. */
async function pagesShowingTheFigure() {
  const pages = {
    home: await loaded(home.loader, "/"),
    shipping: await loaded(servicePage.loader, "/shipping"),
    product: await loaded(product.loader, "/mail-club/product/mail-club-international", {
      productType: "mail-club",
      slug: "mail-club-international",
    }),
    subscribe: await loaded(subscribe.loader, "/subscribe"),
    api: await (
      await createProductRoutes(test.db).request("/products/mail-club-international")
    ).json(),
  };
  return Object.entries(pages).map(([page, data]) => [page, JSON.stringify(data)] as const);
}

/** The countries besides the US that the international Mail Club goes to without `unserved`. */
function countriesWithout(unserved: readonly string[]) {
  return addressCountries().filter(
    (country) => country.code !== HOME_COUNTRY && !unserved.includes(country.code),
  ).length;
}

describe("the international Mail Club's countries", () => {
  it("are one figure on every page, from the studio's setting, never a number in a text", async () => {
    const figure = countriesWithout(demoShopSettings.clubUnservedCountries);
    for (const [page, text] of await pagesShowingTheFigure()) {
      expect(text, page).toContain(`${figure} countries`);
      expect(text, page).not.toContain("{countries}");
      expect(text, page).not.toMatch(/\b(185|235) countries/);
    }
  });

  it("follow the studio's setting at once, cached pages and product reads included", async () => {
    const unserved = [...demoShopSettings.clubUnservedCountries, "FR", "JP"];
    await test.db
      .update(shopSettings)
      .set({ clubUnservedCountries: unserved })
      .where(eq(shopSettings.id, 1));
    const figure = countriesWithout(unserved);
    for (const [page, text] of await pagesShowingTheFigure()) {
      expect(text, page).toContain(`${figure} countries`);
    }
  });
});

describe("/shipping", () => {
  it("shows the rates table of the studio's zones and methods where its text asks for it", async () => {
    const page = (await loaded(servicePage.loader, "/shipping")) as {
      shippingRates: unknown;
      content: { sections: { id: string }[] };
    };
    const rates = await loadShippingRatesTable(test.db);
    expect(page.shippingRates).toEqual(rates);
    expect(rates).toMatchObject({
      chargesPostage: true,
      zones: [
        { name: "USA", freeOverCents: 3500 },
        { name: "Canada", freeOverCents: null },
        { name: "Europe", freeOverCents: null },
        { name: "Rest of the world", freeOverCents: null },
      ],
    });
    // The FAQ's answer about shipping times links to this section.
    expect(page.content.sections.map((section) => section.id)).toContain(
      "rates-and-delivery-times",
    );
  });

  it("reads no rates for a page whose text does not ask for them", async () => {
    const faq = (await loaded(servicePage.loader, "/faq")) as { shippingRates?: unknown };
    expect(faq.shippingRates).toBeUndefined();
  });
});
