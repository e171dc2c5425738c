/**
 * Unit and integration tests. Separate from vite.config.ts: no React Router plugin here.
 * `#app/*`, `#server/*` and `#tests/*` resolve through package.json "imports".
 *
 * Two projects:
 * - `pglite`: every test file; files that use tests/support/test-database.ts get an
 *   in-memory PGlite cloned from a template migrated once per run.
 * - `postgres` (only when TEST_DATABASE_URL is set): the files that use the test database
 *   again, each on its own PostgreSQL database cloned from a migrated template.
 */
import { globSync, readFileSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";

const root = import.meta.dirname;
const testFiles = ["server/**/*.test.ts", "app/**/*.test.ts", "app/**/*.test.tsx"];

/** Test files that reach the test database, directly or through another tests/support module. */
function filesUsingTheDatabase() {
  const uses = (source: string, modules: Set<string>) =>
    [...modules].some((name) => source.includes(`tests/support/${name}`));
  const modules = new Set(["test-database"]);
  const supportFiles = globSync("tests/support/**/*.{ts,tsx}", { cwd: root });
  for (let grew = true; grew; ) {
    grew = false;
    for (const file of supportFiles) {
      const name = path.basename(file).replace(/\.tsx?$/, "");
      if (modules.has(name)) continue;
      if (uses(readFileSync(path.join(root, file), "utf8"), modules)) {
        modules.add(name);
        grew = true;
      }
    }
  }
  return testFiles
    .flatMap((pattern) => globSync(pattern, { cwd: root, exclude: ["node_modules/**"] }))
    .filter((file) => uses(readFileSync(path.join(root, file), "utf8"), modules));
}

const testDatabaseUrl = process.env.TEST_DATABASE_URL;
const postgresFiles = testDatabaseUrl ? filesUsingTheDatabase() : [];
if (!testDatabaseUrl) {
  console.log("Note: TEST_DATABASE_URL is not set, so the PostgreSQL test project is skipped.");
}

const shared = {
  environment: "node",
  testTimeout: 20_000,
  hookTimeout: 60_000,
} as const;

export default defineConfig({
  test: {
    // Each PGlite instance needs hundreds of MB: few workers on a 2-core machine.
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...shared,
          name: "pglite",
          include: testFiles,
          globalSetup: ["tests/support/vitest-setup-pglite.ts"],
        },
      },
      ...(postgresFiles.length > 0
        ? [
            {
              test: {
                ...shared,
                name: "postgres",
                include: postgresFiles,
                globalSetup: ["tests/support/vitest-setup-postgres.ts"],
              },
            },
          ]
        : []),
    ],
  },
});
