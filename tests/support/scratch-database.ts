/**
 * PostgreSQL databases a test makes for servers of its own, next to TEST_DATABASE_URL's:
 * created empty (the server migrates and seeds them) and dropped afterwards.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";

/** Runs one statement on a short-lived connection (CREATE/DROP DATABASE cannot use a pool's transaction). */
export async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

export function quoteIdent(identifier: string) {
  return `"${identifier.replaceAll('"', '""')}"`;
}

export interface ScratchDatabase {
  name: string;
  url: string;
  /** Drops the database, closing whatever connections are still open on it. */
  drop(): Promise<void>;
}

/** A new empty database beside `adminUrl`'s, named after it, the label and a random suffix. */
export async function createScratchDatabase(
  adminUrl: string,
  label: string,
): Promise<ScratchDatabase> {
  const base = new URL(adminUrl).pathname.slice(1) || "washi";
  const name = `${base}_${label}_${randomBytes(4).toString("hex")}`;
  await adminQuery(adminUrl, `create database ${quoteIdent(name)}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      await adminQuery(adminUrl, `drop database if exists ${quoteIdent(name)} with (force)`);
    },
  };
}
