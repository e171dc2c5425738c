import { and, eq, gt, inArray, isNull, lte, or } from "drizzle-orm";
import type { Transaction } from "#server/db/client.ts";
import {
  discounts,
  type discounts as discountsTable,
  productSubCategories,
  products,
  productTopicCategories,
} from "#server/db/schema.ts";
import type { DiscountLine, DiscountRule } from "#server/discounts/discount-arithmetic.ts";

export type DiscountRow = typeof discountsTable.$inferSelect;

/** A code as the shop compares it: trimmed, upper case, without the spaces of a typed group. */
export function normaliseCode(typed: string) {
  return typed.trim().toUpperCase().replace(/\s+/g, "");
}

export function ruleOf(row: DiscountRow): DiscountRule {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    percentOff: row.percentOff,
    amountOffCents: row.amountOffCents,
    postageCountries: row.postageCountries,
    postageCapCents: row.postageCapCents,
    scope: row.scope,
    scopeIds: row.scopeIds,
    combinable: row.combinable,
  };
}

/** In force at `now`: not archived, started, not ended. */
function inForce(now: Date) {
  return and(
    isNull(discounts.archivedAt),
    or(isNull(discounts.startsAt), lte(discounts.startsAt, now)),
    or(isNull(discounts.endsAt), gt(discounts.endsAt, now)),
  );
}

/** The automatic sales in force (discounts without a code). */
export async function salesInForce(tx: Transaction, now: Date): Promise<DiscountRow[]> {
  return tx
    .select()
    .from(discounts)
    .where(and(isNull(discounts.code), inForce(now)))
    .orderBy(discounts.id);
}

/**
 * The code's discount. Locked for the rest of the transaction when an order is being placed:
 * checkouts using one code at the same moment (on any instance) count its uses one after the
 * other; a preview of the cart reads it without a lock.
 */
export async function findCode(
  tx: Transaction,
  code: string,
  options: { lock: boolean },
): Promise<DiscountRow | undefined> {
  const query = tx
    .select()
    .from(discounts)
    .where(eq(discounts.code, normaliseCode(code)));
  const [row] = options.lock ? await query.for("update") : await query;
  return row;
}

/** The order's lines with what a scoped discount matches them by (type, sub-categories, topics). */
export async function discountLinesOf(
  tx: Transaction,
  lines: readonly { productId: number; unitPriceCents: number; quantity: number }[],
): Promise<DiscountLine[]> {
  const ids = [...new Set(lines.map((line) => line.productId))];
  if (ids.length === 0) return [];
  // One after the other: `tx` is one connection, which takes one query at a time.
  const types = await tx
    .select({ productId: products.id, typeId: products.productTypeId })
    .from(products)
    .where(inArray(products.id, ids));
  const subCategories = await tx
    .select({ productId: productSubCategories.productId, id: productSubCategories.subCategoryId })
    .from(productSubCategories)
    .where(inArray(productSubCategories.productId, ids));
  const topics = await tx
    .select({
      productId: productTopicCategories.productId,
      id: productTopicCategories.topicCategoryId,
    })
    .from(productTopicCategories)
    .where(inArray(productTopicCategories.productId, ids));
  const idsOf = (rows: { productId: number; id: number }[], productId: number) =>
    rows.filter((row) => row.productId === productId).map((row) => row.id);
  return lines.map((line) => ({
    ...line,
    productTypeId: types.find((row) => row.productId === line.productId)?.typeId ?? null,
    subCategoryIds: idsOf(subCategories, line.productId),
    topicIds: idsOf(topics, line.productId),
  }));
}
