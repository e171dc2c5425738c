import { csvLines } from "#server/csv/csv-text.ts";
import type { Database } from "#server/db/client.ts";
import { catalogueColumns } from "./catalogue-columns.ts";
import { loadCatalogueProducts, productCells } from "./catalogue-products.ts";

/** A byte order mark, so that spreadsheets read the file as UTF-8 (“–”, emoji) and not as ANSI. */
const UTF8_BOM = "\uFEFF";

/** The whole catalogue as RFC 4180 CSV, a header row then one product a row, by id. */
export async function exportCatalogueCsv(db: Database): Promise<string> {
  const products = await loadCatalogueProducts(db);
  const rows = products.map((product) => {
    const cells = productCells(product);
    return catalogueColumns.map((column) => cells[column]);
  });
  return UTF8_BOM + csvLines([[...catalogueColumns], ...rows]);
}
