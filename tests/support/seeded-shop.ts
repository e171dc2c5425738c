/**
 * The demo shop seeded once, copied for every test server. Seeding draws and encodes the
 * pictures of some sixty products (about 12 s on a 2-core machine); a copy of the result
 * starts in under 2 s. The global setups call `prepareSeededShops` once per run, and every
 * spec that starts a server of its own takes a copy with `newSeededShop`:
 * - PGlite: a data dir (database and pictures) kept under .tmp/seeded-shops/, copied;
 * - PostgreSQL: a template database (`CREATE DATABASE … TEMPLATE`) and its pictures' folder.
 *
 * Templates are keyed by the build, the migrations and the day, so an unchanged build reuses
 * them from one run to the next. A spec that needs an empty shop says so by starting its
 * server on an empty DATA_DIR (and SEED_DEMO_SHOP=false where it must stay empty).
 */
import { createHash, randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type DatabaseHandle, openPglite, openPostgres } from "#server/db/client.ts";
import {
  type BuiltServer,
  builtEntry,
  projectRoot,
  startBuiltServer,
} from "#tests/support/built-server.ts";
import type { DatabaseKind } from "#tests/support/fixtures.ts";
import { schemaHash } from "#tests/support/schema-hash.ts";
import { adminQuery, quoteIdent } from "#tests/support/scratch-database.ts";

export interface SeededShops {
  pgliteDir: string;
  postgres?: { adminUrl: string; templateName: string; filesDir: string };
}

/** How the templates reach the test processes the runner starts after its global setup. */
const templatesVariable = "WASHI_SEEDED_SHOPS";
const templatesRoot = path.join(projectRoot, ".tmp/seeded-shops");

/** The build (the seeding code is in it), the schema, and the day: demo orders are dated from it. */
function templateKey() {
  return createHash("sha256")
    .update(readFileSync(builtEntry))
    .update(schemaHash())
    .update(new Date().toISOString().slice(0, 10))
    .digest("hex")
    .slice(0, 12);
}

/**
 * Starts the built server once on `env` and a new data dir so it migrates and seeds, stops it,
 * and keeps the data dir's files (the pictures, and PGlite's database) as `dir`.
 */
async function seedInto(dir: string, env: Record<string, string> = {}) {
  const partial = mkdtempSync(path.join(tmpdir(), "washi-seeding-"));
  try {
    const server = await startBuiltServer(
      { ...env, DATA_DIR: partial },
      { readyTimeoutMs: 170_000 },
    );
    const exit = await server.stop("SIGTERM");
    if (exit.code !== 0) {
      throw new Error(
        `The seeding server stopped with ${JSON.stringify(exit)}:\n${server.output().stderr}`,
      );
    }
    cpSync(partial, dir, { recursive: true });
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
}

async function preparePglite(key: string) {
  const dir = path.join(templatesRoot, key, "pglite");
  if (existsSync(path.join(dir, "db"))) return dir;
  for (const name of existsSync(templatesRoot) ? readdirSync(templatesRoot) : []) {
    if (name !== key) rmSync(path.join(templatesRoot, name), { recursive: true, force: true });
  }
  await seedInto(dir);
  return dir;
}

async function preparePostgres(adminUrl: string, key: string) {
  const base = decodeURIComponent(new URL(adminUrl).pathname.slice(1)) || "washi";
  const templateName = `${base}_seeded_${key}`;
  const filesDir = path.join(templatesRoot, key, `postgres-${base}`);
  const { rows } = await adminQuery(
    adminUrl,
    `select datname from pg_database where starts_with(datname, '${base}_seeded_')`,
  );
  const names = rows.map((row: { datname: string }) => row.datname);
  if (names.includes(templateName) && existsSync(filesDir))
    return { adminUrl, templateName, filesDir };
  for (const name of names) {
    await adminQuery(adminUrl, `drop database if exists ${quoteIdent(name)} with (force)`);
  }
  await adminQuery(adminUrl, `create database ${quoteIdent(templateName)}`);
  const url = new URL(adminUrl);
  url.pathname = `/${templateName}`;
  await seedInto(filesDir, { DATABASE_URL: url.toString() });
  return { adminUrl, templateName, filesDir };
}

/**
 * Seeds the templates this run lacks (PGlite always, PostgreSQL with `postgresAdminUrl`) and
 * hands them to the processes started from here on.
 */
export async function prepareSeededShops(postgresAdminUrl?: string) {
  const key = templateKey();
  const [pgliteDir, postgres] = await Promise.all([
    preparePglite(key),
    postgresAdminUrl ? preparePostgres(postgresAdminUrl, key) : undefined,
  ]);
  const shops: SeededShops = { pgliteDir, postgres };
  process.env[templatesVariable] = JSON.stringify(shops);
  return shops;
}

/** For a test process that was handed the shops another way than through its environment. */
export function handOverSeededShops(shops: SeededShops) {
  process.env[templatesVariable] = JSON.stringify(shops);
}

function seededShops(): SeededShops {
  const value = process.env[templatesVariable];
  if (!value) throw new Error("No seeded shop: the global setup did not prepare one.");
  return JSON.parse(value);
}

export interface SeededShop {
  /** DATA_DIR, and DATABASE_URL on PostgreSQL: give it to startBuiltServer. */
  env: { DATA_DIR: string; DATABASE_URL?: string };
  dataDir: string;
  databaseUrl?: string;
  /** Opens the copy's database, migrated (PGlite: only while no server has it open). */
  openDatabase(): Promise<DatabaseHandle>;
  /** Deletes the copy (stop its servers first). */
  remove(): Promise<void>;
}

/** A copy of the demo shop of its own, on the embedded database or on PostgreSQL. */
export async function newSeededShop(kind: DatabaseKind, label = "shop"): Promise<SeededShop> {
  const shops = seededShops();
  const dataDir = mkdtempSync(path.join(tmpdir(), `washi-${label}-`));
  if (kind === "pglite") {
    cpSync(shops.pgliteDir, dataDir, { recursive: true });
    return {
      env: { DATA_DIR: dataDir },
      dataDir,
      openDatabase: () => openPglite(path.join(dataDir, "db")),
      async remove() {
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const template = shops.postgres;
  if (!template) throw new Error("No PostgreSQL template: TEST_DATABASE_URL is not set.");
  cpSync(template.filesDir, dataDir, { recursive: true });
  const name = `${template.templateName}_${randomBytes(4).toString("hex")}`;
  await adminQuery(
    template.adminUrl,
    `create database ${quoteIdent(name)} template ${quoteIdent(template.templateName)}`,
  );
  const url = new URL(template.adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    dataDir,
    databaseUrl: url.toString(),
    openDatabase: () => openPostgres(url.toString()),
    async remove() {
      await adminQuery(
        template.adminUrl,
        `drop database if exists ${quoteIdent(name)} with (force)`,
      );
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface SeededServer extends BuiltServer {
  shop: SeededShop;
  /** Stops the server and removes its copy of the shop. */
  close(): Promise<void>;
}

/**
 * A built server on a copy of the demo shop, with `env` on top. `prepare` may change the copy
 * before the server opens it (PGlite is opened by one process at a time). `close` stops the
 * server and removes the copy.
 */
export async function startSeededServer(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  options: { prepare?: (shop: SeededShop) => Promise<void> } = {},
): Promise<SeededServer> {
  const shop = await newSeededShop(kind);
  try {
    await options.prepare?.(shop);
    const server = await startBuiltServer({ ...shop.env, ...env });
    return {
      ...server,
      shop,
      async close() {
        await server.stop("SIGTERM");
        await shop.remove();
      },
    };
  } catch (error) {
    await shop.remove();
    throw error;
  }
}
