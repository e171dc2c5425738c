import { loadProductChoices } from "#server/catalogue/studio/load-product-choices.ts";
import type { Database } from "#server/db/client.ts";

export interface ImportTaxonomy {
  /** Types by slug, each with its sub-categories' ids by slug. */
  types: Map<string, { id: number; slug: string; subCategories: Map<string, number> }>;
  topics: Map<string, number>;
}

/** The types, sub-categories and topics a CSV row may name, by slug. */
export async function loadImportTaxonomy(db: Database): Promise<ImportTaxonomy> {
  const choices = await loadProductChoices(db);
  const types: ImportTaxonomy["types"] = new Map(
    choices.types.map((type) => [
      type.slug,
      { id: type.id, slug: type.slug, subCategories: new Map() },
    ]),
  );
  const typeById = new Map([...types.values()].map((type) => [type.id, type]));
  for (const sub of choices.subCategories) {
    typeById.get(sub.productTypeId)?.subCategories.set(sub.slug, sub.id);
  }
  return { types, topics: new Map(choices.topics.map((topic) => [topic.slug, topic.id])) };
}
