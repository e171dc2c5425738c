import { shopTimeZone } from "#app/server/shop-time.server.ts";
import { requireStudio } from "#app/server/studio-session.server.ts";
import { appContext } from "#server/context.ts";
import { taxReport, taxReportCsv } from "#server/tax/studio/tax-report.ts";
import type { Route } from "./+types/report[.]csv";

/** The tax report by month (or ?by=quarter), for the maker's spreadsheet or accountant. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStudio(request, context);
  const { db } = context.get(appContext);
  const period = new URL(request.url).searchParams.get("by") === "quarter" ? "quarter" : "month";
  const rows = await taxReport(db, { period, timeZone: await shopTimeZone(context) });
  return new Response(taxReportCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="tax-by-${period}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
