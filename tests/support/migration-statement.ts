import { readFileSync } from "node:fs";
import path from "node:path";

const migrations = path.resolve(import.meta.dirname, "../../server/db/migrations");

/**
 * The one statement of a migration (`server/db/migrations/<name>.sql`) that matches `pattern`,
 * for a test to run on rows made as they were before it: the statement that moves data.
 */
export function migrationStatement(name: string, pattern: RegExp) {
  const migration = readFileSync(path.join(migrations, `${name}.sql`), "utf8");
  const statement = migration.split("--> statement-breakpoint").find((part) => pattern.test(part));
  if (!statement) throw new Error(`Migration ${name} has no statement matching ${pattern}.`);
  return statement;
}
