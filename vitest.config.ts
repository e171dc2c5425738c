/**
 * Unit and integration tests. Separate from vite.config.ts: no React Router plugin here.
 * `#app/*`, `#server/*` and `#tests/*` resolve through package.json "imports".
 *
 * How a test file lands in a project:
 * - a file that uses a test database runs in `pglite` and, when TEST_DATABASE_URL is set, in
 *   `postgres`. It uses one when it imports tests/support/test-database.ts, itself or through
 *   any module of ours it imports (server/payments/test-paypal.ts, say): the imports are read
 *   below each time Vitest starts, so nothing is listed by hand;
 * - any other file runs once, in `unit`, which has no database at all;
 * - `tests/system/**` runs once, in `system`: those tests start a shop of their own.
 * The gate (`npm test`) leaves out of `postgres` the database files marked `@gate-pglite`:
 * long files whose subject does not depend on the engine (the demo seed, which the e2e
 * setup seeds on PostgreSQL anyway; the OpenAPI document; CSV imports). The deep tier
 * (WASHI_TEST_TIER=deep) runs every database file on both.
 */
import { existsSync, globSync, readFileSync } from "node:fs";
import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";

const root = import.meta.dirname;
const testFiles = [
  "server/**/*.test.ts",
  "app/**/*.test.ts",
  "app/**/*.test.tsx",
  "tests/support/**/*.test.ts",
  "client/**/*.test.ts",
];
const testDatabaseModule = path.join(root, "tests/support/test-database.ts");

const importPattern = /\bfrom\s*["']([^"']+)["']|\bimport\s*\(?\s*["']([^"']+)["']/g;

/** The files of this repository that `file` imports (packages are left out). */
function localImports(file: string) {
  const found: string[] = [];
  for (const match of readFileSync(file, "utf8").matchAll(importPattern)) {
    const specifier = match[1] ?? match[2] ?? "";
    // package.json "imports" map `#app/*` to `./app/*`, and so on.
    const target = specifier.startsWith("#")
      ? path.join(root, specifier.slice(1))
      : specifier.startsWith(".")
        ? path.resolve(path.dirname(file), specifier)
        : undefined;
    if (target && existsSync(target)) found.push(target);
  }
  return found;
}

/** The test files that reach tests/support/test-database.ts through their imports. */
function databaseTestFiles(files: string[]) {
  const importers = new Map<string, string[]>();
  const queue = files.map((file) => path.join(root, file));
  const seen = new Set(queue);
  for (let file = queue.pop(); file; file = queue.pop()) {
    for (const imported of localImports(file)) {
      importers.set(imported, [...(importers.get(imported) ?? []), file]);
      if (!seen.has(imported)) {
        seen.add(imported);
        queue.push(imported);
      }
    }
  }
  const usesDatabase = new Set([testDatabaseModule]);
  const pending = [testDatabaseModule];
  for (let file = pending.pop(); file; file = pending.pop()) {
    for (const importer of importers.get(file) ?? []) {
      if (!usesDatabase.has(importer)) {
        usesDatabase.add(importer);
        pending.push(importer);
      }
    }
  }
  return files.filter((file) => usesDatabase.has(path.join(root, file)));
}

const databaseFiles = databaseTestFiles(globSync(testFiles, { cwd: root }));
const deepTier = process.env.WASHI_TEST_TIER === "deep";
const gatePgliteOnly = deepTier
  ? []
  : databaseFiles.filter((file) =>
      /@gate-pglite\b/.test(readFileSync(path.join(root, file), "utf8")),
    );

const shared = {
  environment: "node",
  testTimeout: 20_000,
  hookTimeout: 60_000,
  // A worker imports the server's modules once and runs file after file with them: no test
  // file mocks a module or changes global state, and importing per file cost a third of the run.
  isolate: false,
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
        test: {
          ...shared,
          name: "unit",
          include: testFiles,
          exclude: [...configDefaults.exclude, ...databaseFiles],
        },
      },
      {
        test: {
          ...shared,
          name: "pglite",
          include: databaseFiles,
          globalSetup: ["tests/support/vitest-setup-pglite.ts"],
          setupFiles: ["tests/support/vitest-shop-hooks.ts"],
        },
      },
      ...(withPostgres
        ? [
            {
              test: {
                ...shared,
                name: "postgres",
                include: databaseFiles,
                exclude: [...configDefaults.exclude, ...gatePgliteOnly],
                globalSetup: ["tests/support/vitest-setup-postgres.ts"],
                setupFiles: ["tests/support/vitest-shop-hooks.ts"],
              },
            },
          ]
        : []),
      {
        test: {
          ...shared,
          name: "system",
          include: ["tests/system/**/*.test.ts"],
          globalSetup: ["tests/support/vitest-setup-system.ts"],
          setupFiles: [
            "tests/support/vitest-system-worker.ts",
            "tests/support/vitest-shop-hooks.ts",
          ],
          // Whole shops over HTTP: a matrix of every route takes a while on two cores.
          testTimeout: 180_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
