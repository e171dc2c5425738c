import { slugify } from "#server/catalogue/slugify.ts";
import type { Database } from "#server/db/client.ts";
import type { ProductFlags } from "#server/db/schema.ts";
import {
  type CatalogueCells,
  type CatalogueColumn,
  catalogueColumns,
} from "./catalogue-columns.ts";
import {
  type CatalogueProduct,
  loadCatalogueProducts,
  productCells,
} from "./catalogue-products.ts";
import { importMessages } from "./import-messages.ts";
import { loadImportTaxonomy } from "./import-taxonomy.ts";
import { readImportFile } from "./read-import-file.ts";
import { type ImportFields, type RowError, readImportRow } from "./read-import-row.ts";

export interface CellChange {
  column: CatalogueColumn;
  from: string;
  to: string;
}

export interface PlannedRow {
  line: number;
  action: "create" | "update" | "unchanged";
  /** The product the row changes; null for a new one. */
  productId: number | null;
  sku: string;
  slug: string;
  fields: ImportFields;
  currentFlags: ProductFlags;
  changes: CellChange[];
}

export interface ImportPlan {
  rows: PlannedRow[];
  errors: RowError[];
}

/** Stored text as a row would give it back: trimmed, with plain line breaks. */
const normalised = (value: string) => value.replace(/\r\n?/g, "\n").trim();

/**
 * What importing this CSV text would do, row by row, without writing anything: each row
 * matched to a product by its code (SKU), or by its slug when it has no code; new, updated
 * (with the columns that change, before and after) or unchanged; and every problem with its
 * line. The apply step plans again and writes exactly this.
 */
export async function planCatalogueImport(db: Database, text: string): Promise<ImportPlan> {
  const { rows: given, errors } = readImportFile(text);
  if (given.length === 0) return { rows: [], errors };
  const skuOf = (cells: Partial<CatalogueCells>) => (cells.sku ?? "").trim().toUpperCase();
  const slugOf = (cells: Partial<CatalogueCells>) =>
    (cells.slug ?? "").trim().toLowerCase() || slugify(cells.title ?? "");
  const [existing, taxonomy] = await Promise.all([
    loadCatalogueProducts(db, {
      skus: given.map(({ cells }) => skuOf(cells)).filter(Boolean),
      slugs: given.map(({ cells }) => slugOf(cells)).filter(Boolean),
    }),
    loadImportTaxonomy(db),
  ]);
  const bySku = new Map(existing.map((product) => [product.sku.toUpperCase(), product]));
  const bySlug = new Map(existing.map((product) => [product.slug, product]));

  const rows: PlannedRow[] = [];
  const lineOfSku = new Map<string, number>();
  const lineOfSlug = new Map<string, number>();
  const lineOfProduct = new Map<number, number>();
  for (const { line, cells } of given) {
    const sku = skuOf(cells);
    const slug = (cells.slug ?? "").trim().toLowerCase();
    const product: CatalogueProduct | undefined = sku ? bySku.get(sku) : bySlug.get(slug);
    const skuLine = sku ? lineOfSku.get(sku) : undefined;
    if (sku && !skuLine) lineOfSku.set(sku, line);
    if (skuLine) {
      errors.push({ line, column: "sku", message: importMessages.sameSku(skuLine) });
      continue;
    }
    const read = readImportRow(line, cells, product, taxonomy);
    errors.push(...read.errors);
    if (!read.row) continue;
    const after = read.row.cells;
    const clash = rowClash(after, product, { bySlug, lineOfSlug, lineOfProduct });
    if (clash) {
      errors.push({ line, ...clash });
      continue;
    }
    lineOfSlug.set(after.slug, line);
    if (product) lineOfProduct.set(product.id, line);
    const changes = product ? cellChanges(productCells(product), after) : [];
    rows.push({
      line,
      action: !product ? "create" : changes.length > 0 ? "update" : "unchanged",
      productId: product?.id ?? null,
      sku: after.sku,
      slug: after.slug,
      fields: read.row.fields,
      currentFlags: product?.flags ?? {},
      changes,
    });
  }
  return { rows, errors: errors.sort((a, b) => a.line - b.line) };
}

/** Why the row cannot be written beside the others and the shop's products, if it cannot. */
function rowClash(
  after: CatalogueCells,
  product: CatalogueProduct | undefined,
  seen: {
    bySlug: Map<string, CatalogueProduct>;
    lineOfSlug: Map<string, number>;
    lineOfProduct: Map<number, number>;
  },
): { column?: CatalogueColumn; message: string } | undefined {
  if (!product && !after.sku) return { column: "sku", message: importMessages.skuRequired };
  const productLine = product && seen.lineOfProduct.get(product.id);
  if (productLine) return { message: importMessages.sameProduct(productLine) };
  const slugLine = seen.lineOfSlug.get(after.slug);
  if (slugLine) return { column: "slug", message: importMessages.sameSlug(slugLine) };
  const holder = seen.bySlug.get(after.slug);
  if (holder && holder.id !== product?.id) {
    return { column: "slug", message: importMessages.slugTaken(after.slug, holder.title) };
  }
  return undefined;
}

function cellChanges(before: CatalogueCells, after: CatalogueCells): CellChange[] {
  return catalogueColumns.flatMap((column) => {
    const from = normalised(before[column]);
    const to = after[column];
    return from === to ? [] : [{ column, from, to }];
  });
}
