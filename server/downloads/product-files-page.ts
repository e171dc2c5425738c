import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#server/db/client.ts";
import { products, productTypes } from "#server/db/schema.ts";
import { downloadFileMessages, MAX_DOWNLOAD_LIMIT } from "#server/downloads/download-limits.ts";
import { listProductFiles } from "#server/downloads/product-files.ts";
import { recordStudioChange } from "#server/lib/audit-log.ts";
import { AppError } from "#server/lib/errors.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { parseInput } from "#server/validation/parse-input.ts";

/** The product the files screen is about (what it names and links to) and its files, or null. */
export async function loadProductFilesPage(db: Database, productId: number) {
  const [[product], files] = await Promise.all([
    db
      .select({
        id: products.id,
        title: products.title,
        slug: products.slug,
        kind: products.kind,
        isActive: products.isActive,
        downloadLimit: products.downloadLimit,
        typeSlug: productTypes.slug,
      })
      .from(products)
      .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
      .where(eq(products.id, productId)),
    listProductFiles(db, productId),
  ]);
  return product ? { product, files } : null;
}

const limitMessage = `Allow between 1 and ${MAX_DOWNLOAD_LIMIT} downloads of each file per purchase.`;
const downloadLimitSchema = z.object({
  downloadLimit: z.coerce
    .number({ error: limitMessage })
    .int({ error: limitMessage })
    .min(1, { error: limitMessage })
    .max(MAX_DOWNLOAD_LIMIT, { error: limitMessage }),
});

/** How many downloads of each file a purchase allows from now on (bought ones keep theirs). */
export async function setDownloadLimit(
  db: Database,
  account: StudioAccount,
  input: { productId: number; downloadLimit: unknown },
) {
  const { downloadLimit } = parseInput(downloadLimitSchema, input, { message: "" });
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(products)
      .set({ downloadLimit })
      .where(eq(products.id, input.productId))
      .returning({ id: products.id });
    if (!updated) throw new AppError("not_found", downloadFileMessages.productNotFound);
    await recordStudioChange(tx, account, {
      action: "product.download-limit",
      subject: `product:${input.productId}`,
      details: { downloadLimit },
    });
  });
  return downloadLimit;
}
