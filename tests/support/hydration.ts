import type { Page } from "@playwright/test";
import { expect } from "#tests/support/fixtures.ts";

/**
 * Waits until React has hydrated the page, so its forms submit through fetchers and its
 * fields answer as they are edited: the root layout marks `<html data-hydrated>` in the same
 * render that gives every form its hydrated shape.
 */
export async function waitForHydration(page: Page) {
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
}

/** Opens `url` and waits for hydration. */
export async function gotoHydrated(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}
