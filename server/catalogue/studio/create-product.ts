import type { Database } from "#server/db/client.ts";
import { products } from "#server/db/schema.ts";
import { isUniqueViolation } from "#server/db/unique-violation.ts";
import { recordStudioChange } from "#server/lib/audit-log.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { checkProductReferences } from "./check-product-references.ts";
import { type CreateProductInput, createProductSchema } from "./product-schema.ts";
import { keyTakenMeanwhile, productColumns, replaceProductLinks } from "./product-values.ts";
import { parseProductForm } from "./schema-fields.ts";
import { lockProductKeys, productSku, productSlug } from "./unique-product-keys.ts";

/**
 * Adds a product with its sub-categories and topics, and the audit row, in one transaction.
 * A blank slug is made from the name and a blank code from the type's code. Throws
 * bad_request (field messages in `details`) for bad input, conflict for a slug or code
 * another product has.
 */
export async function createProduct(
  db: Database,
  account: StudioAccount,
  input: CreateProductInput,
): Promise<{ id: number; slug: string }> {
  const fields = parseProductForm(createProductSchema, input);
  try {
    return await db.transaction(async (tx) => {
      const type = await checkProductReferences(tx, fields);
      await lockProductKeys(tx);
      const slug = await productSlug(tx, { slug: fields.slug, title: fields.title });
      const sku = await productSku(tx, {
        sku: fields.sku,
        productTypeId: type.id,
        typeCode: type.code,
      });
      const [created] = await tx
        .insert(products)
        .values({ ...productColumns(fields, { slug, sku }), isActive: fields.isActive })
        .returning({ id: products.id, slug: products.slug });
      if (!created) throw new Error("The product was not inserted.");
      await replaceProductLinks(tx, created.id, fields);
      await recordStudioChange(tx, account, {
        action: "product.create",
        subject: `product:${created.id}`,
        details: { title: fields.title, sku, priceCents: fields.price, isActive: fields.isActive },
      });
      return created;
    });
  } catch (error) {
    // Another save took the slug or code between the check and the insert.
    if (isUniqueViolation(error)) throw keyTakenMeanwhile();
    throw error;
  }
}
