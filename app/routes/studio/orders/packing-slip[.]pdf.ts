import { requireStudio } from "#app/components/studio/studio-session.server.ts";
import { appContext } from "#server/context.ts";
import { readShopTimeZone } from "#server/shop/shop-time-zone.ts";
import { parseOrderId } from "#server/studio/orders/get-studio-order.ts";
import { packingSlipPdf } from "#server/studio/orders/packing-slip-pdf.ts";
import type { Route } from "./+types/packing-slip[.]pdf";

/** /studio/orders/:orderId/packing-slip.pdf: the order's packing slip, opened in the browser. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStudio(request, context);
  const { db, config } = context.get(appContext);
  const orderId = parseOrderId(params.orderId);
  const timeZone = await readShopTimeZone(db, config.shopTimeZone);
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
