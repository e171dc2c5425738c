import { requireStudio } from "#app/server/studio-session.server.ts";
import { appContext } from "#server/context.ts";
import { batchCodesCsv } from "#server/discounts/studio/code-batch.ts";
import { parseRowId } from "#server/lib/row-id.ts";
import type { Route } from "./+types/codes[.]csv";

/** A code's single-use codes, each with the order that used it, for a mailing or a print. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStudio(request, context);
  const { db } = context.get(appContext);
  const id = parseRowId(params.discountId);
  if (id === null) throw new Response("Not found", { status: 404 });
  return new Response(await batchCodesCsv(db, id), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="discount-${id}-codes.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
