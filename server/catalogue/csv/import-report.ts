import { type CatalogueColumn, longColumns } from "./catalogue-columns.ts";
import type { ImportPlan } from "./plan-catalogue-import.ts";
import type { RowError } from "./read-import-row.ts";

const SHOWN_LENGTH = 120;

export interface ReportedChange {
  column: CatalogueColumn;
  /** Null for long texts: the report says they change, not how. */
  from: string | null;
  to: string | null;
}

/** What the dry run shows the maker: nothing here is written. */
export interface ImportReport {
  total: number;
  created: { line: number; sku: string; title: string }[];
  updated: { line: number; sku: string; title: string; changes: ReportedChange[] }[];
  unchanged: number;
  errors: RowError[];
}

const shown = (value: string) =>
  value.length > SHOWN_LENGTH ? `${value.slice(0, SHOWN_LENGTH - 1)}…` : value;

/** The plan as the dry run reports it. */
export function importReport(plan: ImportPlan): ImportReport {
  const report: ImportReport = {
    total: plan.rows.length,
    created: [],
    updated: [],
    unchanged: 0,
    errors: plan.errors,
  };
  for (const row of plan.rows) {
    const { line, sku } = row;
    const title = row.fields.title;
    if (row.action === "create") report.created.push({ line, sku, title });
    else if (row.action === "unchanged") report.unchanged += 1;
    else {
      const changes = row.changes.map(({ column, from, to }) =>
        longColumns.includes(column)
          ? { column, from: null, to: null }
          : { column, from: shown(from), to: shown(to) },
      );
      report.updated.push({ line, sku, title, changes });
    }
  }
  return report;
}
