import { eq, inArray } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { productTypes, subCategories, topicCategories } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";
import { productMessages } from "./product-messages.ts";
import type { ProductFields } from "./product-schema.ts";

/**
 * The product's type, after checking that it exists, that every sub-category is one of that
 * type's and that every topic exists; throws bad_request with the fields' messages otherwise.
 */
export async function checkProductReferences(
  db: Database,
  fields: Pick<ProductFields, "productTypeId" | "subCategoryIds" | "topicIds">,
) {
  const [[type], subs, topics] = await Promise.all([
    db
      .select({ id: productTypes.id, code: productTypes.code })
      .from(productTypes)
      .where(eq(productTypes.id, fields.productTypeId)),
    fields.subCategoryIds.length === 0
      ? []
      : db
          .select({ id: subCategories.id, productTypeId: subCategories.productTypeId })
          .from(subCategories)
          .where(inArray(subCategories.id, fields.subCategoryIds)),
    fields.topicIds.length === 0
      ? []
      : db
          .select({ id: topicCategories.id })
          .from(topicCategories)
          .where(inArray(topicCategories.id, fields.topicIds)),
  ]);
  const errors: Record<string, string> = {};
  if (!type) errors.productTypeId = productMessages.typeUnknown;
  if (subs.length !== fields.subCategoryIds.length) {
    errors.subCategoryIds = productMessages.subCategoriesInvalid;
  } else if (type && subs.some((sub) => sub.productTypeId !== type.id)) {
    errors.subCategoryIds = productMessages.subCategoriesOfOtherType;
  }
  if (topics.length !== fields.topicIds.length) errors.topicIds = productMessages.topicsInvalid;
  if (!type || Object.keys(errors).length > 0) {
    throw new AppError("bad_request", productMessages.invalidForm, errors);
  }
  return type;
}
