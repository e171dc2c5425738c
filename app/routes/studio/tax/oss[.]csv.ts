import { shopTimeZone } from "#app/server/shop-time.server.ts";
import { requireStudio } from "#app/server/studio-session.server.ts";
import { appContext } from "#server/context.ts";
import { ossReturnCsv } from "#server/tax/studio/tax-report.ts";
import type { Route } from "./+types/oss[.]csv";

/** The EU OSS return's lines for ?quarter=2026-Q4. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStudio(request, context);
  const { db } = context.get(appContext);
  const quarter = new URL(request.url).searchParams.get("quarter") ?? "";
  if (!/^\d{4}-Q[1-4]$/.test(quarter)) {
    return new Response("Name the quarter: ?quarter=2026-Q4\n", {
      status: 400,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "private, no-store",
      },
    });
  }
  const csv = await ossReturnCsv(db, { quarter, timeZone: await shopTimeZone(context) });
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="oss-${quarter}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
