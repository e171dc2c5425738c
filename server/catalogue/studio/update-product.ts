import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { products } from "#server/db/schema.ts";
import { isUniqueViolation } from "#server/db/unique-violation.ts";
import { recordStudioChange } from "#server/lib/audit-log.ts";
import { AppError } from "#server/lib/errors.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { checkProductReferences } from "./check-product-references.ts";
import { productChanges } from "./product-changes.ts";
import { productMessages } from "./product-messages.ts";
import { type ProductFieldsInput, productFieldsSchema } from "./product-schema.ts";
import { keyTakenMeanwhile, productColumns, replaceProductLinks } from "./product-values.ts";
import { parseProductForm } from "./schema-fields.ts";
import { lockProductKeys, productSku, productSlug } from "./unique-product-keys.ts";

/**
 * Saves every field of the product form over the product, its sub-categories and topics, and
 * an audit row naming what changed, in one transaction. Flags the studio does not edit are
 * kept. A blank slug or code is made again (from the name, from the type's code). Throws
 * not_found, bad_request with field messages, or conflict for a slug or code in use.
 */
export async function updateProduct(
  db: Database,
  account: StudioAccount,
  productId: number,
  input: ProductFieldsInput,
): Promise<{ id: number; slug: string }> {
  const fields = parseProductForm(productFieldsSchema, input);
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(products)
        .where(eq(products.id, productId))
        .for("update");
      if (!current) throw new AppError("not_found", productMessages.notFound);
      const type = await checkProductReferences(tx, fields);
      await lockProductKeys(tx);
      const slug = await productSlug(tx, {
        slug: fields.slug,
        title: fields.title,
        exceptId: productId,
      });
      const sku = await productSku(tx, {
        sku: fields.sku,
        productTypeId: type.id,
        typeCode: type.code,
        exceptId: productId,
      });
      const columns = productColumns(fields, { slug, sku }, current.flags);
      await tx.update(products).set(columns).where(eq(products.id, productId));
      await replaceProductLinks(tx, productId, fields);
      await recordStudioChange(tx, account, {
        action: "product.update",
        subject: `product:${productId}`,
        details: { title: fields.title, ...productChanges(current, columns) },
      });
      return { id: productId, slug };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw keyTakenMeanwhile();
    throw error;
  }
}
