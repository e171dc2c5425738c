import { sql } from "drizzle-orm";
import { selectRecords, toRecord } from "#server/catalogue/load-product-records.ts";
import { withoutControlCharacters } from "#server/catalogue/search-term.ts";
import type { ProductRecord } from "#server/catalogue/types.ts";
import type { Database } from "#server/db/client.ts";
import { rowsOf } from "#server/db/query-rows.ts";

const MAX_ID = 2_147_483_647;
const MAX_KEY_LENGTH = 200;

/**
 * One product by numeric id, slug or sku code (MC-USA-MONTHLY; any letter case), with its
 * type, images, sub-categories and topics, in one query. Null when nothing matches, or the
 * product is inactive and `activeOnly` (the default) is on. The meta title defaults to the
 * title, the meta description to the first 160 characters of the description as plain text.
 */
export async function getProduct(
  db: Database,
  idOrSlugOrCode: string,
  options: { activeOnly?: boolean } = {},
): Promise<ProductRecord | null> {
  const key = idOrSlugOrCode.trim();
  if (!key || key.length > MAX_KEY_LENGTH || key !== withoutControlCharacters(key, "")) return null;
  const id = /^\d{1,10}$/.test(key) && Number(key) <= MAX_ID ? Number(key) : null;
  const matches = [
    ...(id === null ? [] : [sql`p.id = ${id}`]),
    sql`p.slug = ${key}`,
    sql`p.sku in (${key}, ${key.toUpperCase()})`,
  ];
  const active = (options.activeOnly ?? true) ? sql` and p.is_active` : sql``;
  const rank =
    id === null
      ? sql`case when p.slug = ${key} then 0 else 1 end`
      : sql`case when p.id = ${id} then 0 when p.slug = ${key} then 1 else 2 end`;
  const rows = await rowsOf<Parameters<typeof toRecord>[0]>(
    db,
    sql`${selectRecords(sql`(${sql.join(matches, sql` or `)})${active}`, rank)} limit 1`,
  );
  const row = rows[0];
  return row ? toRecord(row) : null;
}
