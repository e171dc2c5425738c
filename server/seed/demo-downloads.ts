import { Readable } from "node:stream";
import { inArray } from "drizzle-orm";
import type { Transaction } from "#server/db/client.ts";
import { productFiles, products } from "#server/db/schema.ts";
import { MAX_DOWNLOAD_FILE_BYTES } from "#server/downloads/download-limits.ts";
import { demoProducts } from "#server/seed/demo-products.ts";
import type { PrivateStore } from "#server/storage/file-storage.ts";

export interface DemoDownload {
  sku: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  storageKey: string;
  sha256: string;
}

/**
 * Makes the files the demo's digital templates and freebies deliver and writes them to the
 * private store, before the seeding transaction (as the pictures are): a newcomer's first
 * test purchase downloads something real.
 */
export async function writeDemoDownloads(store: PrivateStore): Promise<DemoDownload[]> {
  const written: DemoDownload[] = [];
  const { demoFilesFor } = await import("#server/seed/demo-files/demo-files.ts");
  for (const product of demoProducts) {
    for (const file of await demoFilesFor(product)) {
      const stored = await store.write(Readable.from([file.bytes]), MAX_DOWNLOAD_FILE_BYTES);
      written.push({
        sku: product.sku,
        fileName: file.fileName,
        contentType: file.contentType,
        sizeBytes: stored.size,
        storageKey: stored.key,
        sha256: stored.sha256,
      });
    }
  }
  return written;
}

/** The rows of the files written above, each on its product. */
export async function insertDemoDownloads(tx: Transaction, downloads: DemoDownload[]) {
  if (downloads.length === 0) return 0;
  const skus = [...new Set(downloads.map((download) => download.sku))];
  const rows = await tx
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(inArray(products.sku, skus));
  const productId = new Map(rows.map((row) => [row.sku, row.id]));
  await tx.insert(productFiles).values(
    downloads.map(({ sku, ...file }) => {
      const id = productId.get(sku);
      if (id === undefined) throw new Error(`No demo product ${sku} for ${file.fileName}`);
      return { productId: id, ...file };
    }),
  );
  return downloads.length;
}
