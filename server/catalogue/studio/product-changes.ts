import type { products } from "#server/db/schema.ts";

type ProductRow = typeof products.$inferSelect;

/** Short values worth keeping before and after in the audit log; the rest only by name. */
const shortFields = [
  "title",
  "slug",
  "sku",
  "kind",
  "productTypeId",
  "priceCents",
  "stock",
  "weightGrams",
  "fitsInLetter",
  "fitsInEnvelope",
  "isPopular",
] as const;

/**
 * What an update changed, for the audit log: `{ changed: [...names], priceCents: [from, to] }`.
 * Long texts (description, SEO, sections) are named without their content. Sub-categories
 * and topics are not compared: they are replaced whole.
 */
export function productChanges(
  before: ProductRow,
  after: Partial<Omit<ProductRow, "id" | "createdAt" | "updatedAt" | "searchVector">>,
) {
  const changed: string[] = [];
  const values: Record<string, [unknown, unknown]> = {};
  for (const [key, value] of Object.entries(after)) {
    const previous = before[key as keyof ProductRow];
    if (JSON.stringify(previous ?? null) === JSON.stringify(value ?? null)) continue;
    changed.push(key);
    if ((shortFields as readonly string[]).includes(key)) values[key] = [previous, value];
  }
  return { changed, ...values };
}
