import { asc, eq, inArray } from "drizzle-orm";
import type { DiscountChoices } from "#app/components/studio/discounts/discount-fields.tsx";
import { loadProductChoices } from "#server/catalogue/studio/load-product-choices.ts";
import type { Database } from "#server/db/client.ts";
import { products } from "#server/db/schema.ts";
import type { DiscountRow } from "#server/discounts/discount-rules.ts";

/** What the discount form offers to tick: types, sub-categories, topics and the club's plans. */
export async function discountChoices(db: Database): Promise<DiscountChoices> {
  const [{ types, subCategories, topics }, plans] = await Promise.all([
    loadProductChoices(db),
    db
      .select({ id: products.id, title: products.title })
      .from(products)
      .where(eq(products.kind, "subscription"))
      .orderBy(asc(products.id)),
  ]);
  const typeName = new Map(types.map((type) => [type.id, type.name]));
  return {
    types: types.map(({ id, name }) => ({ id, name })),
    subCategories: subCategories.map((sub) => ({
      id: sub.id,
      name: sub.name,
      typeName: typeName.get(sub.productTypeId) ?? "",
    })),
    topics: topics.map(({ id, name }) => ({ id, name })),
    plans,
  };
}

/** The SKUs of a discount's chosen products, for its form. */
export async function skusOf(db: Database, row: DiscountRow) {
  if (row.scope !== "products" || row.scopeIds.length === 0) return [];
  const rows = await db
    .select({ sku: products.sku })
    .from(products)
    .where(inArray(products.id, row.scopeIds))
    .orderBy(asc(products.sku));
  return rows.map((product) => product.sku);
}
