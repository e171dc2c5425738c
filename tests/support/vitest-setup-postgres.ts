/**
 * Vitest global setup of the PostgreSQL project (TEST_DATABASE_URL set): drops and creates
 * `<name>_template`, migrates it once, and lets each test file clone it. The teardown drops
 * the template and any clone a crashed worker left behind.
 */
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPostgres } from "#server/db/client.ts";
import { adminQuery, quoteIdent } from "#tests/support/scratch-database.ts";
import "#tests/support/test-database-context.ts";

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const baseName = decodeURIComponent(new URL(adminUrl).pathname.slice(1)) || "postgres";
  const templateName = `${baseName}_template`;
  const prefix = `${baseName}_t_`;

  const dropAll = async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ datname: string }>(
        "select datname from pg_database where datname = $1 or starts_with(datname, $2)",
        [templateName, prefix],
      );
      for (const { datname } of rows) {
        await client.query(`drop database if exists ${quoteIdent(datname)} with (force)`);
      }
    } finally {
      await client.end();
    }
  };

  await dropAll();
  await adminQuery(adminUrl, `create database ${quoteIdent(templateName)}`);
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${templateName}`;
  const handle = await openPostgres(templateUrl.toString());
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
  project.provide("testDatabase", { kind: "postgres", adminUrl, templateName, prefix });
  return dropAll;
}
