import { eq, inArray } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { pageTexts } from "#server/db/schema.ts";

/** A page's stored words (decisions.md 6): the body is Markdown, rendered without raw HTML. */
export interface PageText {
  key: string;
  title: string;
  lead: string;
  body: string;
  updatedAt: Date;
}

/** The customer-service pages whose text is stored, each at `/{key}` (spec §2). */
export const servicePageKeys = ["shipping", "returns", "faq", "privacy"] as const;
export type ServicePageKey = (typeof servicePageKeys)[number];

export function isServicePageKey(key: string): key is ServicePageKey {
  return (servicePageKeys as readonly string[]).includes(key);
}

const columns = {
  key: pageTexts.key,
  title: pageTexts.title,
  lead: pageTexts.lead,
  body: pageTexts.body,
  updatedAt: pageTexts.updatedAt,
};

/** One page's text, or null when the studio has none under that key. */
export async function getPageText(db: Database, key: string): Promise<PageText | null> {
  const [row] = await db.select(columns).from(pageTexts).where(eq(pageTexts.key, key)).limit(1);
  return row ?? null;
}

/** Several pages' texts in one query (the home page's hero and intro), by key. */
export async function getPageTexts(
  db: Database,
  keys: readonly string[],
): Promise<Partial<Record<string, PageText>>> {
  if (keys.length === 0) return {};
  const rows = await db
    .select(columns)
    .from(pageTexts)
    .where(inArray(pageTexts.key, [...keys]));
  return Object.fromEntries(rows.map((row) => [row.key, row]));
}
