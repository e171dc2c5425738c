import { requireStudio } from "#app/server/studio-session.server.ts";
import { exportCatalogueCsv } from "#server/catalogue/csv/export-catalogue-csv.ts";
import { appContext } from "#server/context.ts";
import type { Route } from "./+types/catalogue-export";

/** The whole catalogue as a CSV file to download (the import takes the same columns back). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStudio(request, context);
  const { db } = context.get(appContext);
  const csv = await exportCatalogueCsv(db);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="catalogue-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
