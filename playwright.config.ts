/**
 * End-to-end tests against the production build, driving Debian's Chromium (never a
 * downloaded browser). The global setup seeds one demo shop per database and starts the
 * shared servers on copies of it; specs that need servers of their own copy it too.
 */
import {
  defineConfig,
  type PlaywrightTestOptions,
  type PlaywrightWorkerOptions,
  type Project,
} from "@playwright/test";
import type { DatabaseKind, Layout } from "#tests/support/fixtures.ts";
import { deepTier } from "#tests/support/test-tier.ts";

const chromium = {
  browserName: "chromium" as const,
  launchOptions: {
    executablePath: "/usr/bin/chromium-headless-shell",
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

/**
 * Two tiers (tests/README.md). The gate (`npm test`) runs each journey once, on PGlite at
 * desktop width; the phone width runs only what depends on the width (tagged `@layout`:
 * menus, drawers, touch, the forms at 390 px, and every axe check), and PostgreSQL only what
 * depends on the engine (tagged `@engine`). `npm run test:deep` (WASHI_TEST_TIER=deep) runs
 * every journey at both widths and on both databases, and the drills tagged `@deep`.
 */
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Specs that start their own servers and prove something about the whole system (operations,
 * scale-out, faults, security) run once, in the "operations" project, not per width.
 */
const runOnce = /\/(operations|security)[\w-]*\.spec\.ts$/;

function journeys(databaseKind: DatabaseKind, layout: Layout, onlyTagged?: RegExp): E2EProject {
  // Tests tagged with the other width's name are left out.
  const otherWidth = layout === "phone" ? /@desktop/ : /@phone/;
  return {
    name: `${databaseKind}-${layout}`,
    // Probes, headers and redirects do not depend on the width: desktop only.
    testIgnore: layout === "phone" ? [runOnce, /(health|admin)\.spec\.ts/] : runOnce,
    grep: deepTier ? undefined : onlyTagged,
    grepInvert: otherWidth,
    use: { ...chromium, ...layouts[layout], databaseKind, layout },
  };
}

const projects: E2EProject[] = [
  // First: its tests are the longest, and two of them left for last keep one core idle.
  {
    name: "operations",
    testMatch: runOnce,
    grepInvert: deepTier ? undefined : /@deep/,
    timeout: 120_000,
    use: { ...chromium },
  },
  // Next, PostgreSQL's: few tests, but the Mail Club's gift and move journeys are long, and
  // started last they ran alone at the end of the run.
  ...(withPostgres ? [journeys("postgres", "desktop", /@engine/)] : []),
  journeys("pglite", "desktop"),
  journeys("pglite", "phone", /@layout|@phone/),
];

export default defineConfig<Options>({
  testDir: "tests/e2e",
  globalSetup: "./tests/support/playwright-global-setup.ts",
  // Fails the run when a server's log holds a secret (tests/support/log-secrets.ts).
  globalTeardown: "./tests/support/playwright-global-teardown.ts",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  // Two workers, two servers and their browsers share two cores: a step can wait its turn.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    // Recording a trace costs about a third of the run's time even when it is thrown away: a
    // failure keeps its screenshot, and `--trace on` records one when rerunning it.
    trace: "off",
    // A failure's screenshot is taken by tests/support/fixtures.ts, for failures only.
    screenshot: "off",
  },
  projects,
});
