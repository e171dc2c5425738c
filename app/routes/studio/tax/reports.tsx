import { Link } from "react-router";
import { StudioPage, StudioPanel } from "#app/components/studio/studio-page.tsx";
import { TaxReportTable } from "#app/components/studio/tax/tax-report-table.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { shopTimeZone } from "#app/server/shop-time.server.ts";
import { requireStudio } from "#app/server/studio-session.server.ts";
import { appContext } from "#server/context.ts";
import { type ReportPeriod, taxReport } from "#server/tax/studio/tax-report.ts";
import type { Route } from "./+types/reports";

export function meta() {
  return [{ title: "Tax reports — Studio" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStudio(request, context);
  const { db } = context.get(appContext);
  const period: ReportPeriod =
    new URL(request.url).searchParams.get("by") === "quarter" ? "quarter" : "month";
  const rows = await taxReport(db, { period, timeZone: await shopTimeZone(context) });
  const quarters = [...new Set(rows.map((row) => row.period))];
  return { period, rows, quarters: period === "quarter" ? quarters : [] };
}

export default function TaxReports({ loaderData }: Route.ComponentProps) {
  const { period, rows, quarters } = loaderData;
  const other = period === "month" ? "quarter" : "month";
  return (
    <StudioPage
      title="Tax reports"
      description="Per period and jurisdiction: sales without tax, the tax collected on orders paid, the tax given back on orders refunded, and what is owed."
      actions={
        <>
          <Link
            to={`/studio/tax/reports?by=${other}`}
            className={buttonClasses({ variant: "secondary" })}
          >
            By {other}
          </Link>
          <a
            href={`/studio/tax/report.csv?by=${period}`}
            download
            className={buttonClasses({ variant: "secondary" })}
          >
            Download CSV
          </a>
        </>
      }
    >
      <StudioPanel title={period === "month" ? "By month" : "By quarter"}>
        <TaxReportTable rows={rows} />
      </StudioPanel>
      {quarters.some((quarter) =>
        rows.some((row) => row.period === quarter && row.jurisdiction.length === 2),
      ) ? (
        <StudioPanel title="EU one-stop shop returns">
          <p className="mb-3 text-sm text-ink-soft">
            The lines of each quarter's OSS return: VAT on sales to EU consumers by country and
            rate, in US dollars (the return is in euros at the ECB's rate on the quarter's last
            day).
          </p>
          <ul className="flex flex-wrap gap-3">
            {quarters.map((quarter) => (
              <li key={quarter}>
                <a
                  href={`/studio/tax/oss.csv?quarter=${quarter}`}
                  download
                  className="font-semibold text-clay underline"
                >
                  {quarter} (CSV)
                </a>
              </li>
            ))}
          </ul>
        </StudioPanel>
      ) : null}
    </StudioPage>
  );
}
