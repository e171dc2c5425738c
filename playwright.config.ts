/**
 * End-to-end tests against the production build, driving Debian's Chromium (never a
 * downloaded browser). The global setup starts one server per database; the projects run
 * the journeys at phone (390 px) and desktop (1280 px) widths on PGlite, and at desktop
 * width on PostgreSQL. The operations
 * spec starts and stops its own servers and runs once.
 */
import {
  defineConfig,
  type PlaywrightTestOptions,
  type PlaywrightWorkerOptions,
  type Project,
} from "@playwright/test";
import type { DatabaseKind, Layout } from "#tests/support/fixtures.ts";

const chromium = {
  browserName: "chromium" as const,
  launchOptions: {
    executablePath: "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  },
};

interface Options {
  databaseKind: DatabaseKind;
  layout: Layout;
}
type E2EProject = Project<PlaywrightTestOptions & Options, PlaywrightWorkerOptions>;

const layouts: Record<Layout, E2EProject["use"]> = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 } },
};

const databases: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

// Layout does not depend on the database: the phone width runs on PGlite only.
const combinations = databases.flatMap((databaseKind) =>
  (Object.keys(layouts) as Layout[])
    .filter((layout) => databaseKind === "pglite" || layout === "desktop")
    .map((layout) => ({ databaseKind, layout })),
);

/**
 * Specs that start their own servers and prove something about the whole system (operations,
 * scale-out, faults, security) run once, in the "operations" project, not per width.
 */
const runOnce = /\/(operations|security)[\w-]*\.spec\.ts$/;

const journeys: E2EProject[] = combinations.map(({ databaseKind, layout }) => ({
  name: `${databaseKind}-${layout}`,
  // Probes, headers and redirects do not depend on the width: desktop only.
  testIgnore: layout === "phone" ? [runOnce, /(health|admin)\.spec\.ts/] : runOnce,
  // Tests tagged with the other width's name are left out.
  grepInvert: layout === "phone" ? /@desktop/ : /@phone/,
  use: { ...chromium, ...layouts[layout], databaseKind, layout },
}));

export default defineConfig<Options>({
  testDir: "tests/e2e",
  globalSetup: "./tests/support/playwright-global-setup.ts",
  // Fails the run when a server's log holds a secret (tests/support/log-secrets.ts).
  globalTeardown: "./tests/support/playwright-global-teardown.ts",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    ...journeys,
    {
      name: "operations",
      testMatch: runOnce,
      timeout: 120_000,
      use: { ...chromium },
    },
  ],
});
