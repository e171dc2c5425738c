import type { Page } from "@playwright/test";
import { expect } from "#tests/support/fixtures.ts";

/**
 * Waits until React has hydrated the page, so its forms submit through fetchers and its
 * fields answer as they are edited. A quiet network is the sign every page gives; where a
 * page has them, so are the changes hydration makes: the listing's topic form and the
 * search's sort form hide their submit button (a choice applies at once), and every cart form
 * gains its `via` field.
 */
export async function waitForHydration(page: Page) {
  await page.waitForLoadState("networkidle");
  await expect(
    page.locator("form:has(#topic-select, #search-sort) button[type=submit]:not([hidden])"),
  ).toHaveCount(0);
  await expect(page.locator('form[action="/cart"]:not(:has(input[name="via"]))')).toHaveCount(0);
}

/** Opens `url` and waits for hydration. */
export async function gotoHydrated(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}
