import { requireStudio } from "#app/server/studio-session.server.ts";
import { appContext } from "#server/context.ts";
import { discountReport, discountReportCsv } from "#server/discounts/studio/discount-report.ts";
import type { Route } from "./+types/report[.]csv";

/** Every discount with its figures, for the maker's spreadsheet. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStudio(request, context);
  const { db } = context.get(appContext);
  return new Response(discountReportCsv(await discountReport(db, new Date())), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="discounts.csv"',
      "Cache-Control": "private, no-store",
    },
  });
}
