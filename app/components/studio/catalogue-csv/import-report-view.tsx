import type { ReactNode } from "react";
import { StudioTableFrame, studioTable } from "#app/components/studio/studio-page.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import type { ImportReport, ReportedChange } from "#server/catalog/csv/import-report.ts";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function Table(props: { caption: string; headers: string[]; children: ReactNode }) {
  return (
    <StudioTableFrame label={props.caption}>
      <table className={studioTable.table}>
        <caption className="sr-only">{props.caption}</caption>
        <thead className={studioTable.head}>
          <tr>
            {props.headers.map((header) => (
              <th key={header} scope="col" className={studioTable.headCell}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{props.children}</tbody>
      </table>
    </StudioTableFrame>
  );
}

function change({ column, from, to }: ReportedChange) {
  if (from === null || to === null) return `${column} changes`;
  const shown = (value: string) => (value === "" ? "(blank)" : value);
  return `${column}: ${shown(from)} → ${shown(to)}`;
}

/** What the dry run found: how many rows are new, updated and unchanged, and every error. */
export function ImportReportView({ report }: { report: ImportReport }) {
  const cell = studioTable.cell;
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
          <Table caption="Rows with errors" headers={["Line", "Column", "Problem"]}>
            {report.errors.map((error) => (
              <tr
                key={`${error.line}-${error.column ?? "row"}-${error.message}`}
                className={studioTable.row}
              >
                <td className={cell}>{error.line}</td>
                <td className={`${cell} font-mono`}>{error.column ?? ""}</td>
                <td className={cell}>{error.message}</td>
              </tr>
            ))}
          </Table>
        </section>
      ) : null}
      {report.updated.length > 0 ? (
        <section className="flex flex-col gap-2">
          <h3 className="text-lg font-semibold">Updated products</h3>
          <Table
            caption="Products the import would change"
            headers={["Line", "Code", "Name", "Changes"]}
          >
            {report.updated.map((row) => (
              <tr key={row.line} className={studioTable.row}>
                <td className={cell}>{row.line}</td>
                <td className={`${cell} font-mono`}>{row.sku}</td>
                <td className={cell}>{row.title}</td>
                <td className={cell}>
                  <ul className="flex flex-col gap-0.5">
                    {row.changes.map((item) => (
                      <li key={item.column} className="break-words">
                        {change(item)}
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </Table>
        </section>
      ) : null}
      {report.created.length > 0 ? (
        <details className="flex flex-col gap-2">
          <summary className="cursor-pointer py-2 font-display text-lg font-semibold">
            {plural(report.created.length, "new product", "new products")}
          </summary>
          <Table caption="Products the import would add" headers={["Line", "Code", "Name"]}>
            {report.created.map((row) => (
              <tr key={row.line} className={studioTable.row}>
                <td className={cell}>{row.line}</td>
                <td className={`${cell} font-mono`}>{row.sku}</td>
                <td className={cell}>{row.title}</td>
              </tr>
            ))}
          </Table>
        </details>
      ) : null}
    </div>
  );
}
