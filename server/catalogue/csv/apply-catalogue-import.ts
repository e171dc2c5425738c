import { eq } from "drizzle-orm";
import { productColumns, replaceProductLinks } from "#server/catalogue/studio/product-values.ts";
import type { Database } from "#server/db/client.ts";
import { productSubCategories, products, productTopicCategories } from "#server/db/schema.ts";
import { isUniqueViolation } from "#server/db/unique-violation.ts";
import { recordStudioChange } from "#server/lib/audit-log.ts";
import { AppError } from "#server/lib/errors.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { IMPORT_BATCH_SIZE } from "./import-limits.ts";
import { importMessages } from "./import-messages.ts";
import { type PlannedRow, planCatalogueImport } from "./plan-catalogue-import.ts";

export interface ImportBatchResult {
  /** Rows `from` (counted from 0) up to `to` (not included) were written. */
  from: number;
  to: number;
  total: number;
  created: number;
  updated: number;
  unchanged: number;
}

/** The catalogue CSV has no personalisation columns: an import leaves it as it is. */
const columnsOf = (row: PlannedRow) => {
  const { personalisation: _kept, ...columns } = productColumns(
    row.fields,
    { slug: row.slug, sku: row.sku },
    row.currentFlags,
  );
  return { ...columns, isActive: row.fields.isActive };
};

async function insertProducts(tx: Database, rows: PlannedRow[]) {
  if (rows.length === 0) return;
  const inserted = await tx
    .insert(products)
    .values(rows.map(columnsOf))
    .returning({ id: products.id, sku: products.sku });
  const idOf = new Map(inserted.map((product) => [product.sku, product.id]));
  const links = rows.map((row) => ({ productId: idOf.get(row.sku) as number, fields: row.fields }));
  const subs = links.flatMap(({ productId, fields }) =>
    fields.subCategoryIds.map((subCategoryId) => ({ productId, subCategoryId })),
  );
  const topics = links.flatMap(({ productId, fields }) =>
    fields.topicIds.map((topicCategoryId) => ({ productId, topicCategoryId })),
  );
  if (subs.length > 0) await tx.insert(productSubCategories).values(subs);
  if (topics.length > 0) await tx.insert(productTopicCategories).values(topics);
}

async function updateProducts(tx: Database, rows: PlannedRow[]) {
  for (const row of rows) {
    const productId = row.productId as number;
    await tx.update(products).set(columnsOf(row)).where(eq(products.id, productId));
    const linksChange = row.changes.some(
      ({ column }) => column === "sub_categories" || column === "topic_categories",
    );
    if (linksChange) await replaceProductLinks(tx, productId, row.fields);
  }
}

/**
 * Writes one part of an import — up to IMPORT_BATCH_SIZE rows from row `from` — in one
 * transaction with its audit row. The file is planned again first, so a part sent twice
 * finds its rows already written and changes nothing, and a file that has gone wrong since
 * its dry run (a topic deleted meanwhile) writes nothing more.
 */
export async function applyCatalogueImportBatch(
  db: Database,
  account: StudioAccount,
  options: { text: string; from: number },
): Promise<ImportBatchResult> {
  const plan = await planCatalogueImport(db, options.text);
  if (plan.errors.length > 0) {
    throw new AppError("bad_request", importMessages.fileHasErrors(plan.errors.length));
  }
  const { from } = options;
  if (!Number.isInteger(from) || from < 0 || from >= plan.rows.length) {
    throw new AppError("bad_request", importMessages.fromInvalid);
  }
  const batch = plan.rows.slice(from, from + IMPORT_BATCH_SIZE);
  const created = batch.filter((row) => row.action === "create");
  const updated = batch.filter((row) => row.action === "update");
  try {
    await db.transaction(async (tx) => {
      await insertProducts(tx, created);
      await updateProducts(tx, updated);
      if (created.length + updated.length === 0) return;
      await recordStudioChange(tx, account, {
        action: "catalogue.import",
        details: {
          lines: [batch[0]?.line, batch.at(-1)?.line],
          created: created.map((row) => row.sku),
          updated: Object.fromEntries(
            updated.map((row) => [row.sku, row.changes.map(({ column }) => column)]),
          ),
        },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("conflict", importMessages.keyTakenMeanwhile);
    throw error;
  }
  return {
    from,
    to: from + batch.length,
    total: plan.rows.length,
    created: created.length,
    updated: updated.length,
    unchanged: batch.length - created.length - updated.length,
  };
}
