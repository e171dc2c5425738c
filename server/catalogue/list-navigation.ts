import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { productSubCategories, products, productTypes, subCategories } from "#server/db/schema.ts";

export interface NavigationMenu {
  slug: string;
  name: string;
  subCategories: { slug: string; name: string }[];
}

/** The header's dropdowns, in this order, with the display names of spec §3. */
const menuTypes = [
  { slug: "stickers", name: "Stickers" },
  { slug: "bookmarks", name: "Bookmarks" },
  { slug: "stationery", name: "Stationery" },
  { slug: "greeting-cards", name: "Greeting Cards" },
] as const;

/**
 * The header navigation: one menu per type above, each listing the sub-categories that
 * active products of that type actually use, sorted by name. A type without any (the
 * header then shows a plain link) gets an empty list. Two queries whatever the catalogue size.
 */
export async function listNavigation(db: Database): Promise<NavigationMenu[]> {
  const slugs = menuTypes.map((type) => type.slug);
  const [types, used] = await Promise.all([
    db
      .select({ slug: productTypes.slug, name: productTypes.name })
      .from(productTypes)
      .where(inArray(productTypes.slug, slugs)),
    db
      .selectDistinct({
        typeSlug: productTypes.slug,
        slug: subCategories.slug,
        name: subCategories.name,
      })
      .from(subCategories)
      .innerJoin(productTypes, eq(productTypes.id, subCategories.productTypeId))
      .innerJoin(productSubCategories, eq(productSubCategories.subCategoryId, subCategories.id))
      .innerJoin(
        products,
        and(
          eq(products.id, productSubCategories.productId),
          eq(products.productTypeId, subCategories.productTypeId),
        ),
      )
      .where(and(inArray(productTypes.slug, slugs), eq(products.isActive, true)))
      .orderBy(asc(subCategories.name), asc(subCategories.slug)),
  ]);

  const nameBySlug = new Map(types.map((type) => [type.slug, type.name]));
  return menuTypes.map((type) => ({
    slug: type.slug,
    name: nameBySlug.get(type.slug) ?? type.name,
    subCategories: used
      .filter((row) => row.typeSlug === type.slug)
      .map((row) => ({ slug: row.slug, name: row.name })),
  }));
}
