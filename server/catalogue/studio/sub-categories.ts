/** The sub-categories of each product type: add, rename, delete when no product has them. */
import { and, count, eq, inArray } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { productSubCategories, productTypes, subCategories } from "#server/db/schema.ts";
import { recordStudioChange } from "#server/lib/audit-log.ts";
import { AppError } from "#server/lib/errors.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { parseProductForm } from "./schema-fields.ts";
import { taxonomySlug } from "./taxonomy-keys.ts";
import {
  subCategorySchema,
  subCategoryUpdateSchema,
  taxonomyMessages,
} from "./taxonomy-schemas.ts";

export async function createSubCategory(db: Database, account: StudioAccount, input: unknown) {
  const fields = parseProductForm(subCategorySchema, input);
  return db.transaction(async (tx) => {
    const [type] = await tx
      .select({ id: productTypes.id })
      .from(productTypes)
      .where(eq(productTypes.id, fields.productTypeId));
    if (!type) {
      throw new AppError("bad_request", taxonomyMessages.invalid, {
        productTypeId: taxonomyMessages.typeRequired,
      });
    }
    const slug = await taxonomySlug({
      slug: fields.slug,
      name: fields.name,
      holders: async (values) => {
        const rows = await tx
          .select({ slug: subCategories.slug, name: subCategories.name })
          .from(subCategories)
          .where(
            and(eq(subCategories.productTypeId, type.id), inArray(subCategories.slug, values)),
          );
        return new Map(rows.map((row) => [row.slug, row.name]));
      },
      takenMessage: taxonomyMessages.subSlugTaken,
    });
    const [created] = await tx
      .insert(subCategories)
      .values({
        productTypeId: type.id,
        name: fields.name,
        slug,
        includedText: fields.includedText,
      })
      .returning({ id: subCategories.id });
    if (!created) throw new Error("The sub-category was not inserted.");
    await recordStudioChange(tx, account, {
      action: "sub-category.create",
      subject: `sub-category:${created.id}`,
      details: { name: fields.name, slug, productTypeId: type.id },
    });
    return { id: created.id, slug };
  });
}

export async function updateSubCategory(
  db: Database,
  account: StudioAccount,
  id: number,
  input: unknown,
) {
  const fields = parseProductForm(subCategoryUpdateSchema, input);
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ name: subCategories.name })
      .from(subCategories)
      .where(eq(subCategories.id, id))
      .for("update");
    if (!current) throw new AppError("not_found", taxonomyMessages.notFound);
    await tx
      .update(subCategories)
      .set({ name: fields.name, includedText: fields.includedText })
      .where(eq(subCategories.id, id));
    await recordStudioChange(tx, account, {
      action: "sub-category.update",
      subject: `sub-category:${id}`,
      details: { name: [current.name, fields.name] },
    });
  });
}

export async function deleteSubCategory(db: Database, account: StudioAccount, id: number) {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ name: subCategories.name, slug: subCategories.slug })
      .from(subCategories)
      .where(eq(subCategories.id, id))
      .for("update");
    if (!current) throw new AppError("not_found", taxonomyMessages.notFound);
    const [used] = await tx
      .select({ n: count() })
      .from(productSubCategories)
      .where(eq(productSubCategories.subCategoryId, id));
    const uses = used?.n ?? 0;
    if (uses > 0) throw new AppError("conflict", taxonomyMessages.subInUse(current.name, uses));
    await tx.delete(subCategories).where(eq(subCategories.id, id));
    await recordStudioChange(tx, account, {
      action: "sub-category.delete",
      subject: `sub-category:${id}`,
      details: { name: current.name, slug: current.slug },
    });
  });
}
