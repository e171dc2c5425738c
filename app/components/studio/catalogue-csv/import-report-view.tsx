import { type StudioColumn, StudioTable } from "#app/components/studio/studio-table.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import type { ImportReport, ReportedChange } from "#server/catalogue/csv/import-report.ts";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The line of the CSV: it names each row of the report. */
const lineColumn: StudioColumn<{ line: number }> = {
  header: "Line",
  rowHeader: true,
  className: "font-normal",
  cell: (row) => row.line,
};

/** A product row of the dry run: its line, its code and its name. */
const productColumns: StudioColumn<{ line: number; sku: string; title: string }>[] = [
  lineColumn,
  { header: "Code", className: "font-mono", cell: (row) => row.sku },
  { header: "Name", cell: (row) => row.title },
];

function change({ column, from, to }: ReportedChange) {
  if (from === null || to === null) return `${column} changes`;
  const shown = (value: string) => (value === "" ? "(blank)" : value);
  return `${column}: ${shown(from)} → ${shown(to)}`;
}

/** What the dry run found: how many rows are new, updated and unchanged, and every error. */
export function ImportReportView({ report }: { report: ImportReport }) {
  return (
    <div className="flex flex-col gap-4">
      <ul aria-label="What the import would do" className="flex flex-wrap gap-2">
        <li>
          <Badge variant="sage">
            {plural(report.created.length, "new product", "new products")}
          </Badge>
        </li>
        <li>
          <Badge variant="accent">{plural(report.updated.length, "updated", "updated")}</Badge>
        </li>
        <li>
          <Badge variant="neutral">{plural(report.unchanged, "unchanged", "unchanged")}</Badge>
        </li>
        <li>
          <Badge variant={report.errors.length > 0 ? "solid" : "outline"}>
            {plural(report.errors.length, "error", "errors")}
          </Badge>
        </li>
      </ul>
      {report.errors.length > 0 ? (
        <section className="flex flex-col gap-2">
          <h3 className="text-lg font-semibold">Errors</h3>
          <StudioTable
            label="Rows with errors"
            caption="Rows with errors"
            minWidth="min-w-[36rem]"
            rows={report.errors}
            rowKey={(error) => `${error.line}-${error.column ?? "row"}-${error.message}`}
            columns={[
              lineColumn,
              { header: "Column", className: "font-mono", cell: (error) => error.column ?? "" },
              { header: "Problem", cell: (error) => error.message },
            ]}
          />
        </section>
      ) : null}
      {report.updated.length > 0 ? (
        <section className="flex flex-col gap-2">
          <h3 className="text-lg font-semibold">Updated products</h3>
          <StudioTable
            label="Products the import would change"
            caption="Products the import would change"
            minWidth="min-w-[36rem]"
            rows={report.updated}
            rowKey={(row) => row.line}
            columns={[
              ...productColumns,
              {
                header: "Changes",
                cell: (row) => (
                  <ul className="flex flex-col gap-0.5">
                    {row.changes.map((item) => (
                      <li key={item.column} className="break-words">
                        {change(item)}
                      </li>
                    ))}
                  </ul>
                ),
              },
            ]}
          />
        </section>
      ) : null}
      {report.created.length > 0 ? (
        <details className="flex flex-col gap-2">
          <summary className="cursor-pointer py-2 font-display text-lg font-semibold">
            {plural(report.created.length, "new product", "new products")}
          </summary>
          <StudioTable
            label="Products the import would add"
            caption="Products the import would add"
            minWidth="min-w-[36rem]"
            rows={report.created}
            rowKey={(row) => row.line}
            columns={productColumns}
          />
        </details>
      ) : null}
    </div>
  );
}
