import { sql } from "drizzle-orm";
import { bigint, check, integer, pgTable } from "drizzle-orm/pg-core";

// ---------------------------------------------------------------------------------------------
// Storefront version: a counter that every write to what the storefront shows raises (by
// triggers, see migration 0003), so cached pages know when they are out of date.
// ---------------------------------------------------------------------------------------------

export const storefrontVersion = pgTable(
  "storefront_version",
  {
    id: integer().primaryKey().default(1),
    version: bigint({ mode: "number" }).notNull().default(1),
  },
  (t) => [check("storefront_version_single_row", sql`${t.id} = 1`)],
);
