import { asc } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { productTypes, subCategories, topicCategories } from "#server/db/schema.ts";

export interface ProductChoices {
  types: { id: number; name: string; slug: string; code: string }[];
  subCategories: { id: number; productTypeId: number; name: string; slug: string }[];
  topics: { id: number; name: string; slug: string; emoji: string }[];
}

/** The types, sub-categories and topics a product can be given, by name: three small queries. */
export async function loadProductChoices(db: Database): Promise<ProductChoices> {
  const [types, subs, topics] = await Promise.all([
    db
      .select({
        id: productTypes.id,
        name: productTypes.name,
        slug: productTypes.slug,
        code: productTypes.code,
      })
      .from(productTypes)
      .orderBy(asc(productTypes.sortOrder), asc(productTypes.name)),
    db
      .select({
        id: subCategories.id,
        productTypeId: subCategories.productTypeId,
        name: subCategories.name,
        slug: subCategories.slug,
      })
      .from(subCategories)
      .orderBy(asc(subCategories.name), asc(subCategories.id)),
    db
      .select({
        id: topicCategories.id,
        name: topicCategories.name,
        slug: topicCategories.slug,
        emoji: topicCategories.emoji,
      })
      .from(topicCategories)
      .orderBy(asc(topicCategories.name)),
  ]);
  return { types, subCategories: subs, topics };
}
