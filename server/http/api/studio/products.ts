import { Hono } from "hono";
import { applyCatalogueImportBatch } from "#server/catalogue/csv/apply-catalogue-import.ts";
import { importReport } from "#server/catalogue/csv/import-report.ts";
import { planCatalogueImport } from "#server/catalogue/csv/plan-catalogue-import.ts";
import { readCsvFile } from "#server/catalogue/csv/read-csv-file.ts";
import { addProductImage } from "#server/catalogue/studio/images/add-product-image.ts";
import { imageMessages } from "#server/catalogue/studio/images/image-upload-limits.ts";
import type { Database } from "#server/db/client.ts";
import type { StudioHttpEnv } from "#server/http/api/studio/studio-guard.ts";
import { uploadForm } from "#server/http/api/studio/upload-form.ts";
import { AppError } from "#server/lib/errors.ts";
import { parseRowId } from "#server/lib/row-id.ts";
import type { FileStorage } from "#server/storage/file-storage.ts";

/**
 * The products screens' JSON endpoints: a photo upload (sent with a progress bar) and the
 * catalogue import's dry run and apply, a part of the file at a time so the page can show
 * how far it has got. Each answers what the page shows.
 */
export function createStudioProductRoutes({ db, storage }: { db: Database; storage: FileStorage }) {
  const routes = new Hono<StudioHttpEnv>();

  routes.post("/:productId/images", async (c) => {
    const productId = parseRowId(c.req.param("productId"));
    if (productId === null) throw new AppError("not_found", imageMessages.productNotFound);
    const { file } = await uploadForm(c);
    if (!(file instanceof File)) throw new AppError("bad_request", imageMessages.noFile);
    const bytes = Buffer.from(await file.arrayBuffer());
    const image = await addProductImage(db, c.get("studioAccount"), {
      productId,
      pictures: storage.pictures,
      file: { name: file.name, bytes },
    });
    return c.json({ image }, 201);
  });

  routes.post("/imports/dry-run", async (c) => {
    const text = await readCsvFile((await uploadForm(c)).file);
    return c.json({ report: importReport(await planCatalogueImport(db, text)) });
  });

  routes.post("/imports/apply", async (c) => {
    const form = await uploadForm(c);
    const text = await readCsvFile(form.file);
    const from =
      typeof form.from === "string" && /^\d{1,6}$/.test(form.from) ? Number(form.from) : -1;
    return c.json(await applyCatalogueImportBatch(db, c.get("studioAccount"), { text, from }));
  });

  return routes;
}
