import type { z } from "zod";
import { slugify } from "#server/catalogue/slugify.ts";
import { createProductSchema } from "#server/catalogue/studio/product-schema.ts";
import { unguardField } from "#server/csv/csv-text.ts";
import { fieldErrors } from "#server/validation/parse-input.ts";
import {
  type CatalogueCells,
  type CatalogueColumn,
  catalogueColumns,
  keptWhenBlank,
  LIST_SEPARATOR,
} from "./catalogue-columns.ts";
import { type CatalogueProduct, productCells } from "./catalogue-products.ts";
import { importMessages } from "./import-messages.ts";
import { columnOfField, importedCells, schemaInput } from "./import-row-fields.ts";
import type { ImportTaxonomy } from "./import-taxonomy.ts";

export type ImportFields = z.output<typeof createProductSchema>;

export interface RowError {
  line: number;
  column?: CatalogueColumn;
  message: string;
}

export interface ReadRow {
  fields: ImportFields;
  /** What the row leaves in each column, written as the export writes it. */
  cells: CatalogueCells;
}

/** A new product's cells before its row is read. */
const newProduct: CatalogueCells = {
  ...(Object.fromEntries(catalogueColumns.map((column) => [column, ""])) as CatalogueCells),
  kind: "physical",
  is_active: "true",
  is_popular: "false",
  fits_in_letter: "false",
  fits_in_envelope: "false",
};

const booleans: Record<string, string> = {
  true: "true",
  yes: "true",
  "1": "true",
  false: "false",
  no: "false",
  "0": "false",
};

/** The columns the row gives, over the product's current cells (or a new product's). */
function mergeCells(given: Partial<CatalogueCells>, existing: CatalogueProduct | undefined) {
  const cells = existing ? productCells(existing) : { ...newProduct };
  for (const [column, raw] of Object.entries(given) as [CatalogueColumn, string][]) {
    const value = unguardField(raw);
    if (value.trim() === "" && keptWhenBlank.includes(column) && cells[column] !== "") continue;
    cells[column] = value;
  }
  return cells;
}

const slugList = (cell: string) => [
  ...new Set(
    cell
      .split(LIST_SEPARATOR)
      .map((slug) => slug.trim().toLowerCase())
      .filter(Boolean),
  ),
];

/**
 * Reads one data row of the import: its cells over the matched product's (a blank cell keeps
 * what cannot be blank), slugs of type, sub-categories and topics resolved, then the product
 * form's own schema. Every problem comes back with the row's line and its column.
 */
export function readImportRow(
  line: number,
  given: Partial<CatalogueCells>,
  existing: CatalogueProduct | undefined,
  taxonomy: ImportTaxonomy,
): { row?: ReadRow; errors: RowError[] } {
  const cells = mergeCells(given, existing);
  const errors: RowError[] = [];
  const refuse = (column: CatalogueColumn, message: string) =>
    errors.push({ line, column, message });

  for (const column of ["is_active", "is_popular", "fits_in_letter", "fits_in_envelope"] as const) {
    const value = booleans[cells[column].trim().toLowerCase()];
    if (value === undefined) refuse(column, importMessages.booleanInvalid);
    else cells[column] = value;
  }
  const typeSlug = cells.product_type.trim().toLowerCase();
  const type = taxonomy.types.get(typeSlug);
  if (!typeSlug) refuse("product_type", importMessages.typeRequired);
  else if (!type)
    refuse("product_type", importMessages.typeUnknown(typeSlug, [...taxonomy.types.keys()]));
  const subSlugs = slugList(cells.sub_categories).sort();
  const unknownSubs = subSlugs.filter((slug) => !type?.subCategories.has(slug));
  if (type && unknownSubs.length > 0) {
    const known = [...type.subCategories.keys()];
    refuse("sub_categories", importMessages.subCategoriesUnknown(unknownSubs, type.slug, known));
  }
  const topicSlugs = slugList(cells.topic_categories).sort();
  const unknownTopics = topicSlugs.filter((slug) => !taxonomy.topics.has(slug));
  if (unknownTopics.length > 0) {
    const known = [...taxonomy.topics.keys()];
    refuse("topic_categories", importMessages.topicsUnknown(unknownTopics, known));
  }

  const parsed = createProductSchema.safeParse(
    schemaInput(cells, {
      productTypeId: type?.id ?? 1,
      subCategoryIds: subSlugs.map((slug) => type?.subCategories.get(slug) ?? 1),
      topicIds: topicSlugs.map((slug) => taxonomy.topics.get(slug) ?? 1),
    }),
  );
  if (!parsed.success) {
    for (const [field, message] of Object.entries(fieldErrors(parsed.error, { byField: true }))) {
      const column = columnOfField[field];
      if (column && !errors.some((error) => error.column === column)) refuse(column, message);
      else if (!column) errors.push({ line, message });
    }
  }
  if (errors.length > 0 || !parsed.success || !type) return { errors };

  const fields = parsed.data;
  const slug = fields.slug ?? existing?.slug ?? slugify(fields.title);
  if (!slug) return { errors: [{ line, column: "slug", message: importMessages.slugRequired }] };
  const keys = { sku: fields.sku ?? existing?.sku ?? "", slug, type: type.slug };
  return { errors, row: { fields, cells: importedCells(fields, keys, { subSlugs, topicSlugs }) } };
}
