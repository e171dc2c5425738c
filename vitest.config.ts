/**
 * Unit and integration tests. Separate from vite.config.ts: no React Router plugin here.
 * `#app/*`, `#server/*` and `#tests/*` resolve through package.json "imports".
 *
 * Two projects run the same files:
 * - `pglite`: test databases are in-memory PGlite instances cloned from a template that is
 *   migrated once per run;
 * - `postgres` (only when TEST_DATABASE_URL is set): each test database is a PostgreSQL
 *   database cloned from a migrated template. Tests that touch no database simply run twice;
 *   they take a few seconds in all.
 */
import { defineConfig } from "vitest/config";

const testFiles = [
  "server/**/*.test.ts",
  "app/**/*.test.ts",
  "app/**/*.test.tsx",
  "tests/support/**/*.test.ts",
];

const shared = {
  environment: "node",
  include: testFiles,
  testTimeout: 20_000,
  hookTimeout: 60_000,
} as const;

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (!withPostgres) {
  console.log("Note: TEST_DATABASE_URL is not set, so the PostgreSQL test project is skipped.");
}

export default defineConfig({
  test: {
    // Each PGlite instance needs hundreds of MB: few workers on a 2-core machine.
    maxWorkers: 2,
    projects: [
      {
        test: { ...shared, name: "pglite", globalSetup: ["tests/support/vitest-setup-pglite.ts"] },
      },
      ...(withPostgres
        ? [
            {
              test: {
                ...shared,
                name: "postgres",
                globalSetup: ["tests/support/vitest-setup-postgres.ts"],
              },
            },
          ]
        : []),
    ],
  },
});
