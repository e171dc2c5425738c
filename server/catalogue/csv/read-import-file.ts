import { type CsvRecord, CsvSyntaxError, parseCsv } from "#server/csv/csv-text.ts";
import {
  type CatalogueCells,
  type CatalogueColumn,
  catalogueColumns,
  isCatalogueColumn,
} from "./catalogue-columns.ts";
import { MAX_IMPORT_ROWS } from "./import-limits.ts";
import { importMessages } from "./import-messages.ts";
import type { RowError } from "./read-import-row.ts";

/** A data row of the file: the cells of the columns its header names, by column. */
export interface GivenRow {
  line: number;
  cells: Partial<CatalogueCells>;
}

/** The header's columns, or what is wrong with it. */
function readHeader(header: CsvRecord): { columns?: CatalogueColumn[]; error?: RowError } {
  const names = header.cells.map((cell) => cell.trim().toLowerCase());
  const line = header.line;
  const unknown = names.filter((name) => !isCatalogueColumn(name));
  if (unknown.length > 0) {
    return {
      error: { line, message: importMessages.unknownColumns(unknown, [...catalogueColumns]) },
    };
  }
  const twice = names.find((name, index) => names.indexOf(name) !== index);
  if (twice) return { error: { line, message: importMessages.duplicateColumn(twice) } };
  if (!names.includes("sku") && !names.includes("slug")) {
    return { error: { line, message: importMessages.noKeyColumn } };
  }
  return { columns: names as CatalogueColumn[] };
}

/**
 * The rows of a catalogue CSV by column, blank lines skipped; a row with too few or too many
 * values is an error of its own line, and a file that cannot be read at all (no header, an
 * unknown column, a quote never closed, too many rows) gives only its error.
 */
export function readImportFile(text: string): { rows: GivenRow[]; errors: RowError[] } {
  let records: CsvRecord[];
  try {
    records = parseCsv(text);
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    return { rows: [], errors: [{ line: error.line, message: error.message }] };
  }
  const [header, ...rest] = records;
  const refuse = (line: number, message: string) => ({ rows: [], errors: [{ line, message }] });
  if (!header) return refuse(1, importMessages.empty);
  const { columns, error } = readHeader(header);
  if (!columns) return { rows: [], errors: error ? [error] : [] };
  const data = rest.filter((record) => record.cells.some((cell) => cell.trim() !== ""));
  if (data.length === 0) return refuse(header.line, importMessages.noRows);
  if (data.length > MAX_IMPORT_ROWS) {
    return refuse(header.line, importMessages.tooManyRows(MAX_IMPORT_ROWS));
  }
  const rows: GivenRow[] = [];
  const errors: RowError[] = [];
  for (const { line, cells } of data) {
    if (cells.length === columns.length) {
      rows.push({
        line,
        cells: Object.fromEntries(columns.map((column, i) => [column, cells[i]])),
      });
    } else {
      errors.push({ line, message: importMessages.cellCount(cells.length, columns.length) });
    }
  }
  return { rows, errors };
}
