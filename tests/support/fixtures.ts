/**
 * The end-to-end `test`: like Playwright's, with `baseURL` pointing at the server of the
 * project's database (started by tests/support/playwright-global-setup.ts) and a `layout`
 * option telling phone (390 px) from desktop (1280 px) projects.
 */
import path from "node:path";
import { test as base, expect } from "@playwright/test";
import { randomClientAddress } from "#tests/support/client-address.ts";

export type DatabaseKind = "pglite" | "postgres";
export type Layout = "phone" | "desktop";

export const serverUrlVariable: Record<DatabaseKind, string> = {
  pglite: "WASHI_E2E_PGLITE_URL",
  postgres: "WASHI_E2E_POSTGRES_URL",
};

/** The studio's specs (tests/e2e/studio-*.spec.ts) run against servers of their own. */
export const studioServerUrlVariable: Record<DatabaseKind, string> = {
  pglite: "WASHI_E2E_PGLITE_STUDIO_URL",
  postgres: "WASHI_E2E_POSTGRES_STUDIO_URL",
};

/** The PostgreSQL database of the e2e server, for tests that compare with it. */
export const databaseUrlVariable: Pick<Record<DatabaseKind, string>, "postgres"> = {
  postgres: "WASHI_E2E_POSTGRES_DATABASE_URL",
};

/** The header navigation the demo shop should show, read from the server's own database. */
export const navigationVariable: Record<DatabaseKind, string> = {
  pglite: "WASHI_E2E_PGLITE_NAVIGATION",
  postgres: "WASHI_E2E_POSTGRES_NAVIGATION",
};

export interface NavigationMenu {
  slug: string;
  name: string;
  subCategories: { slug: string; name: string }[];
}

export const test = base.extend<{
  databaseKind: DatabaseKind;
  layout: Layout;
  navigation: NavigationMenu[];
  screenshotOnFailure: undefined;
}>({
  databaseKind: ["pglite", { option: true }],
  layout: ["desktop", { option: true }],
  baseURL: async ({ databaseKind }, use, testInfo) => {
    const studio = path.basename(testInfo.file).startsWith("studio-");
    const url = process.env[(studio ? studioServerUrlVariable : serverUrlVariable)[databaseKind]];
    if (!url) throw new Error(`No ${databaseKind} server: the global setup did not start one.`);
    await use(url);
  },
  // Each test is a visitor of its own address (the servers trust X-Forwarded-For, as a shop
  // behind its proxy does), so the per-address limits of one test never fall on another.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern
  extraHTTPHeaders: async ({}, use) => {
    await use({ "X-Forwarded-For": randomClientAddress() });
  },
  navigation: async ({ databaseKind }, use) => {
    await use(JSON.parse(process.env[navigationVariable[databaseKind]] ?? "[]"));
  },
  // Playwright's `screenshot: "only-on-failure"` photographs every page of every test and
  // drops the pictures of those that pass (0.2 s a test); this photographs failures only.
  screenshotOnFailure: [
    async ({ context }, use, testInfo) => {
      await use(undefined);
      if (testInfo.status === testInfo.expectedStatus) return;
      for (const [index, page] of context.pages().entries()) {
        const file = testInfo.outputPath(`test-failed-${index + 1}.png`);
        const taken = await page.screenshot({ path: file, timeout: 5_000 }).catch(() => undefined);
        if (taken) await testInfo.attach("screenshot", { path: file, contentType: "image/png" });
      }
    },
    { auto: true },
  ],
});

export { expect };
