import { shopTimeZone } from "#app/server/shop-time.server.ts";
import { requireStudio } from "#app/server/studio-session.server.ts";
import { giftCardReport, giftCardReportCsv } from "#server/balances/studio/gift-card-report.ts";
import { appContext } from "#server/context.ts";
import type { Route } from "./+types/report[.]csv";

/** Gift cards sold, redeemed and outstanding per month, for the maker's books. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStudio(request, context);
  const { db } = context.get(appContext);
  const months = await giftCardReport(db, await shopTimeZone(context));
  return new Response(giftCardReportCsv(months), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="gift-cards-by-month.csv"',
      "Cache-Control": "private, no-store",
    },
  });
}
