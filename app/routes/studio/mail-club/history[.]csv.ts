import { shopClock } from "#app/server/shop-time.server.ts";
import { requireStudio } from "#app/server/studio-session.server.ts";
import { appContext } from "#server/context.ts";
import { monthlyHistoryCsv } from "#server/mail-club/studio/history/history-csv.ts";
import { monthlyHistory } from "#server/mail-club/studio/history/monthly-history.ts";
import type { Route } from "./+types/history[.]csv";

/** The overview's monthly table as CSV, for the maker's spreadsheet. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStudio(request, context);
  const { db } = context.get(appContext);
  const months = await monthlyHistory(db, await shopClock(context));
  return new Response(monthlyHistoryCsv(months), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="mail-club-history.csv"',
      "Cache-Control": "private, no-store",
    },
  });
}
