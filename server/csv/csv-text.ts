/**
 * RFC 4180 CSV, the one writer and reader of every CSV file the shop makes or reads: CRLF line
 * ends, a field quoted when it holds a comma, a quote or a line break, and a value a
 * spreadsheet would run as a formula (= + - @, a tab or a carriage return first) prefixed with
 * an apostrophe, which the spreadsheet shows as plain text. The guard is reversible, so an
 * exported catalogue imports back unchanged; the reader knows on which line of the file each
 * record starts, for messages the maker can find.
 */

/** A formula's first character (= + - @, a tab or a carriage return), behind guard apostrophes. */
const GUARDED_START = /^'*[=+\-@\t\r]/;

/** One field, guarded and quoted. */
export function csvField(value: string): string {
  const safe = GUARDED_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Lines of fields, each ended by CRLF. */
export function csvLines(rows: string[][]): string {
  return rows.map((row) => `${row.map(csvField).join(",")}\r\n`).join("");
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

/**
 * Records of CSV text (CRLF, LF or CR line ends). A quote inside an unquoted value is kept as
 * written, as spreadsheets read it; text after a closing quote and a quote never closed are
 * refused with the line they are on.
 */
export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = "";
  let line = 1;
  let recordLine = 1;
  let quotedFrom = 0;
  let inQuotes = false;
  let closedQuote = false;
  let index = 0;
  const endRecord = () => {
    cells.push(cell);
    records.push({ line: recordLine, cells });
    cells = [];
    cell = "";
    closedQuote = false;
  };
  while (index < text.length) {
    const char = text[index] as string;
    const next = text[index + 1];
    index += 1;
    if (inQuotes) {
      if (char === '"' && next === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') {
        inQuotes = false;
        closedQuote = true;
      } else {
        if (char === "\n" || (char === "\r" && next !== "\n")) line += 1;
        cell += char;
      }
    } else if (char === ",") {
      cells.push(cell);
      cell = "";
      closedQuote = false;
    } else if (char === "\r" || char === "\n") {
      if (char === "\r" && next === "\n") index += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else if (closedQuote) {
      throw new CsvSyntaxError(
        line,
        'A value in quotes must end at its closing quote; write a quote inside it as two quotes ("").',
      );
    } else if (char === '"' && cell === "") {
      inQuotes = true;
      quotedFrom = line;
    } else {
      cell += char;
    }
  }
  if (inQuotes) {
    throw new CsvSyntaxError(quotedFrom, 'A value opened with a quote (") is never closed.');
  }
  if (cell !== "" || cells.length > 0 || closedQuote) endRecord();
  return records;
}
