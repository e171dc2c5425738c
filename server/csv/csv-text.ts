/**
 * RFC 4180 CSV, the one writer and reader of every CSV file the shop makes or reads, through
 * the `csv-stringify` and `csv-parse` packages (decision 015): CRLF line ends, a field quoted
 * when it holds a comma, a quote or a line break, and a value a spreadsheet would run as a
 * formula (= + - @, a tab or a carriage return first) prefixed with an apostrophe, which the
 * spreadsheet shows as plain text. The guard is reversible, so an exported catalogue imports
 * back unchanged; the reader knows on which line of the file each record starts, for messages
 * the maker can find.
 */
import { CsvError, parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";

/** A formula's first character (= + - @, a tab or a carriage return), behind guard apostrophes. */
const GUARDED_START = /^'*[=+\-@\t\r]/;

function guardFormula(value: string) {
  return GUARDED_START.test(value) ? `'${value}` : value;
}

/** Lines of fields, each ended by CRLF. */
export function csvLines(rows: string[][]): string {
  return stringify(
    rows.map((row) => row.map(guardFormula)),
    // A lone CR or LF is a line break to spreadsheets too: quoted like CRLF.
    { record_delimiter: "windows", quoted_match: /[\r\n]/ },
  );
}

/** One field, guarded and quoted. */
export function csvField(value: string): string {
  return csvLines([[value]]).slice(0, -2);
}

/** Removes the apostrophe `csvField` put before a formula character; other values as read. */
export function unguardField(value: string): string {
  return value.startsWith("'") && GUARDED_START.test(value) ? value.slice(1) : value;
}

export interface CsvRecord {
  /** The line of the file the record starts on, from 1 (a quoted value may span lines). */
  line: number;
  cells: string[];
}

export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
    this.name = "CsvSyntaxError";
  }
}

const syntaxMessages: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'A value opened with a quote (") is never closed.',
  CSV_INVALID_CLOSING_QUOTE:
    'A value in quotes must end at its closing quote; write a quote inside it as two quotes ("").',
  INVALID_OPENING_QUOTE:
    'A quote (") inside a value needs the whole value in quotes, with the quote written twice ("").',
};

/**
 * Records of CSV text (CRLF, LF or CR line ends). A quote in the wrong place, text after a
 * closing quote and a quote never closed are refused with the line of the record they are in.
 */
export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let line = 1;
  try {
    parse(text, {
      record_delimiter: ["\r\n", "\n", "\r"],
      relax_column_count: true,
      on_record: (cells: string[]) => {
        records.push({ line, cells });
        line += 1 + cells.reduce((breaks, cell) => breaks + lineBreaks(cell), 0);
        return cells;
      },
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    throw new CsvSyntaxError(line, syntaxMessages[error.code] ?? "This line is not valid CSV.");
  }
  return records;
}

function lineBreaks(cell: string) {
  return cell.match(/\r\n|\r|\n/g)?.length ?? 0;
}
