import type { Config } from "#server/config.ts";
import { MoveRefused, moveDatabase, type TableComparison } from "./move-database.ts";

const usage = "Usage: npm run db:move -- --to postgres://user:password@host:5432/database";

/**
 * `npm run db:move -- --to postgres://…`: moves the embedded shop in DATA_DIR into an empty
 * PostgreSQL database, printing each table as it is copied and, at the end, the comparison.
 */
export async function moveCommand(config: Config, flags: string[]) {
  const targetUrl = flags[flags.indexOf("--to") + 1];
  if (!flags.includes("--to") || !targetUrl || !/^postgres(ql)?:\/\//.test(targetUrl)) {
    console.error(usage);
    return 1;
  }
  if (config.databaseUrl) {
    console.error(
      "DATABASE_URL is set, so this configuration already runs the shop on PostgreSQL. The move copies the embedded database in DATA_DIR: run it without DATABASE_URL, and set DATABASE_URL once the move has finished.",
    );
    return 1;
  }
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  console.log(`Moving the embedded shop in ${config.dataDir} to ${safeName(targetUrl)}.`);
  try {
    const comparisons = await moveDatabase({
      dataDir: config.dataDir,
      targetUrl,
      progress: {
        step: (message) => console.log(message),
        tableCopied(table, rows, { index, of }) {
          const counter = `[${String(index).padStart(String(of).length)}/${of}]`;
          console.log(
            `${counter} ${table}: ${rows.toLocaleString("en-US")} ${rows === 1 ? "row" : "rows"} (${elapsed()})`,
          );
        },
      },
    });
    console.log(comparisonTable(comparisons));
    const different = comparisons.filter((comparison) => !comparison.same);
    if (different.length > 0) {
      console.error(
        `${different.length} of ${comparisons.length} tables differ (${different.map((c) => c.table).join(", ")}): the target is marked unfinished and no shop will start on it. Keep running on the embedded database.`,
      );
      return 1;
    }
    console.log(
      `Moved ${comparisons.length} tables in ${elapsed()}; every row count and checksum matches.\nStart the shop with DATABASE_URL set to the target (and the same DATA_DIR for its files).`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof MoveRefused)) throw error;
    console.error(error.message);
    return 1;
  }
}

/** The target without its password, for the screen. */
function safeName(url: string) {
  const parsed = new URL(url);
  return `PostgreSQL at ${parsed.host}${parsed.pathname}`;
}

function comparisonTable(comparisons: TableComparison[]) {
  const header = ["table", "rows (embedded)", "rows (PostgreSQL)", "checksum", ""];
  const lines = comparisons.map((c) => [
    c.table,
    c.source.rows.toLocaleString("en-US"),
    c.target.rows.toLocaleString("en-US"),
    c.same
      ? c.source.checksum.slice(0, 12)
      : `${c.source.checksum.slice(0, 12)} ≠ ${c.target.checksum.slice(0, 12)}`,
    c.same ? "same" : "DIFFERENT",
  ]);
  const widths = header.map((_, column) =>
    Math.max(...[header, ...lines].map((line) => line[column]?.length ?? 0)),
  );
  const format = (line: string[]) =>
    line
      .map((cell, column) =>
        column === 1 || column === 2
          ? cell.padStart(widths[column] ?? 0)
          : cell.padEnd(widths[column] ?? 0),
      )
      .join("  ")
      .trimEnd();
  return ["", format(header), ...lines.map(format), ""].join("\n");
}
