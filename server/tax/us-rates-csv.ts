/**
 * A state's rates by ZIP from a CSV (decision 042), in the columns of the free per-state rate
 * tables tax services publish: State, ZipCode, TaxRegionName, EstimatedCombinedRate, StateRate
 * (rates as fractions: 0.08875); other columns are ignored. A load adds the file's rates from
 * the day the maker names; earlier loads stay for the orders that used them.
 */
import { sql } from "drizzle-orm";
import { CsvSyntaxError, parseCsv } from "#server/csv/csv-text.ts";
import type { Database } from "#server/db/client.ts";
import { usTaxRates } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";
import { ppmOfFraction } from "./tax-arithmetic.ts";
import { taxMessages } from "./tax-messages.ts";
import { US_STATE_TAX } from "./us-states.ts";

const COLUMNS = [
  "State",
  "ZipCode",
  "TaxRegionName",
  "EstimatedCombinedRate",
  "StateRate",
] as const;

export interface UsRateRow {
  state: string;
  zip: string;
  regionName: string;
  ratePpm: number;
  stateRatePpm: number;
}

/** The rows of a rates CSV, every line checked; the first problem is refused with its line. */
export function readUsRatesCsv(text: string): UsRateRow[] {
  let records: ReturnType<typeof parseCsv>;
  try {
    records = parseCsv(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    if (error instanceof CsvSyntaxError) {
      throw new AppError("bad_request", `Line ${error.line}: ${error.message}`, { field: "file" });
    }
    throw error;
  }
  const [header, ...body] = records;
  const positions = COLUMNS.map((name) =>
    (header?.cells ?? []).findIndex((cell) => cell.trim().toLowerCase() === name.toLowerCase()),
  );
  if (positions.some((position) => position < 0)) {
    throw new AppError("bad_request", taxMessages.ratesColumns, { field: "file" });
  }
  const rows = body
    .filter((record) => record.cells.some((cell) => cell.trim() !== ""))
    .map((record) => {
      const [state, zip, regionName, combined, stateRate] = positions.map((position) =>
        (record.cells[position] ?? "").trim(),
      );
      const ratePpm = ppmOfFraction(combined ?? "");
      const stateRatePpm = ppmOfFraction(stateRate ?? "");
      const refuse = (what: string) => {
        throw new AppError("bad_request", `Line ${record.line}: ${what}`, { field: "file" });
      };
      if (!state || !Object.hasOwn(US_STATE_TAX, state.toUpperCase()))
        refuse(taxMessages.ratesState);
      if (!/^\d{5}$/.test(zip ?? "")) refuse(taxMessages.ratesZip);
      if (
        ratePpm === null ||
        stateRatePpm === null ||
        ratePpm > 250_000 ||
        stateRatePpm > ratePpm
      ) {
        refuse(taxMessages.ratesRate);
      }
      return {
        state: (state ?? "").toUpperCase(),
        zip: zip ?? "",
        regionName: regionName || (state ?? "").toUpperCase(),
        ratePpm: ratePpm ?? 0,
        stateRatePpm: stateRatePpm ?? 0,
      };
    });
  if (rows.length === 0)
    throw new AppError("bad_request", taxMessages.ratesEmpty, { field: "file" });
  return rows;
}

/**
 * Stores a file's rates from `appliesFrom`, in one transaction; loading the same file for the
 * same day again replaces it. Returns the states and how many ZIP codes each got.
 */
export async function loadUsRates(
  db: Database,
  rows: readonly UsRateRow[],
  load: { appliesFrom: string; source: string },
): Promise<{ state: string; zips: number }[]> {
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += 1000) {
      await tx
        .insert(usTaxRates)
        .values(rows.slice(start, start + 1000).map((row) => ({ ...row, ...load })))
        .onConflictDoUpdate({
          target: [usTaxRates.state, usTaxRates.zip, usTaxRates.appliesFrom],
          set: {
            regionName: sql`excluded.region_name`,
            ratePpm: sql`excluded.rate_ppm`,
            stateRatePpm: sql`excluded.state_rate_ppm`,
            source: sql`excluded.source`,
          },
        });
    }
  });
  const counts = Map.groupBy(rows, (row) => row.state);
  return [...counts].map(([state, zips]) => ({ state, zips: zips.length }));
}
