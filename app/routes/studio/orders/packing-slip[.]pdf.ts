import { shopTimeZone } from "#app/server/shop-time.server.ts";
import { requireStudio } from "#app/server/studio-session.server.ts";
import { appContext } from "#server/context.ts";
import { parseRowId } from "#server/lib/row-id.ts";
import type { Route } from "./+types/packing-slip[.]pdf";

/** /studio/orders/:orderId/packing-slip.pdf: the order's packing slip, opened in the browser. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStudio(request, context);
  const { db } = context.get(appContext);
  const orderId = parseRowId(params.orderId);
  const timeZone = await shopTimeZone(context);
  const { packingSlipPdf } = await import("#server/studio/orders/packing-slip-pdf.ts");
  const pdf = orderId === null ? null : await packingSlipPdf(db, orderId, { timeZone });
  if (!pdf) {
    return new Response("Order not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  // A copy typed over an ArrayBuffer, as Response takes.
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="packing-slip-${orderId}.pdf"`,
      "Cache-Control": "private, no-store",
    },
  });
}
