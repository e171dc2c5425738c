/** The maker's product types: add, rename (name, code, what's included), delete when unused. */
import { and, count, eq, inArray, max, ne, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { products, productTypes } from "#server/db/schema.ts";
import { recordStudioChange } from "#server/lib/audit-log.ts";
import { AppError } from "#server/lib/errors.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { parseProductForm } from "./schema-fields.ts";
import { taxonomySlug } from "./taxonomy-keys.ts";
import {
  productTypeSchema,
  productTypeUpdateSchema,
  taxonomyMessages,
} from "./taxonomy-schemas.ts";

async function typeHolders(
  db: Database,
  column: "slug" | "code",
  values: string[],
  exceptId?: number,
) {
  const rows = await db
    .select({ value: productTypes[column], name: productTypes.name })
    .from(productTypes)
    .where(
      and(
        inArray(productTypes[column], values),
        exceptId ? ne(productTypes.id, exceptId) : undefined,
      ),
    );
  return new Map(rows.map((row) => [row.value, row.name]));
}

/** The code given (refused when taken), or the name's first letters, numbered until free. */
async function typeCode(db: Database, code: string | null, name: string, exceptId?: number) {
  if (code) {
    const holder = (await typeHolders(db, "code", [code], exceptId)).get(code);
    if (holder === undefined) return code;
    const message = taxonomyMessages.typeCodeTaken(holder);
    throw new AppError("conflict", message, { code: message });
  }
  const letters = name
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "")
    .slice(0, 3)
    .padEnd(2, "X");
  const candidates = [
    letters,
    ...Array.from({ length: 24 }, (_, index) => `${letters}${index + 2}`),
  ];
  const taken = await typeHolders(db, "code", candidates, exceptId);
  return candidates.find((candidate) => !taken.has(candidate)) ?? `${letters}${Date.now() % 1e6}`;
}

export async function createProductType(db: Database, account: StudioAccount, input: unknown) {
  const fields = parseProductForm(productTypeSchema, input);
  return db.transaction(async (tx) => {
    const slug = await taxonomySlug({
      slug: fields.slug,
      name: fields.name,
      holders: (values) => typeHolders(tx, "slug", values),
      takenMessage: taxonomyMessages.typeSlugTaken,
    });
    const code = await typeCode(tx, fields.code, fields.name);
    const [last] = await tx.select({ order: max(productTypes.sortOrder) }).from(productTypes);
    const [created] = await tx
      .insert(productTypes)
      .values({
        name: fields.name,
        slug,
        code,
        includedText: fields.includedText,
        sortOrder: (last?.order ?? 0) + 1,
      })
      .returning({ id: productTypes.id });
    if (!created) throw new Error("The product type was not inserted.");
    await recordStudioChange(tx, account, {
      action: "product-type.create",
      subject: `product-type:${created.id}`,
      details: { name: fields.name, slug, code },
    });
    return { id: created.id, slug, code };
  });
}

export async function updateProductType(
  db: Database,
  account: StudioAccount,
  id: number,
  input: unknown,
) {
  const fields = parseProductForm(productTypeUpdateSchema, input);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(productTypes)
      .where(eq(productTypes.id, id))
      .for("update");
    if (!current) throw new AppError("not_found", taxonomyMessages.notFound);
    const code = fields.code ? await typeCode(tx, fields.code, fields.name, id) : current.code;
    await tx
      .update(productTypes)
      .set({ name: fields.name, code, includedText: fields.includedText })
      .where(eq(productTypes.id, id));
    await recordStudioChange(tx, account, {
      action: "product-type.update",
      subject: `product-type:${id}`,
      details: { name: [current.name, fields.name], code: [current.code, code] },
    });
  });
}

/** Deletes a type no product has (its sub-categories go with it, if no product has them). */
export async function deleteProductType(db: Database, account: StudioAccount, id: number) {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(productTypes)
      .where(eq(productTypes.id, id))
      .for("update");
    if (!current) throw new AppError("not_found", taxonomyMessages.notFound);
    const [used] = await tx
      .select({ n: count() })
      .from(products)
      .where(eq(products.productTypeId, id));
    if ((used?.n ?? 0) > 0) {
      throw new AppError("conflict", taxonomyMessages.typeInUse(current.name, used?.n ?? 0));
    }
    const linked = await tx.execute(sql`select 1 from product_sub_categories psc
      join sub_categories sc on sc.id = psc.sub_category_id where sc.product_type_id = ${id} limit 1`);
    if ((linked as unknown as { rows: unknown[] }).rows.length > 0) {
      throw new AppError("conflict", taxonomyMessages.typeSubsInUse(current.name));
    }
    await tx.delete(productTypes).where(eq(productTypes.id, id));
    await recordStudioChange(tx, account, {
      action: "product-type.delete",
      subject: `product-type:${id}`,
      details: { name: current.name, slug: current.slug },
    });
  });
}
