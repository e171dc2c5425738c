import { redirect } from "react-router";
import { currentCustomer, signInFirst } from "#app/server/session.server.ts";
import { shopTimeZone } from "#app/server/shop-time.server.ts";
import { appContext } from "#server/context.ts";
import { parseRowId } from "#server/lib/row-id.ts";
import { mayViewOrder } from "#server/orders/get-order.ts";
import type { Route } from "./+types/order-receipt[.]pdf";

export const receiptMessages = {
  notFound: "No receipt here: the order is not paid, or the link is not yours.",
  failed: "The receipt could not be made just now. Please try again in a minute.",
} as const;

/**
 * /orders/receipt.pdf?order=…&key=…: the receipt of a paid order (decision 042), for whoever
 * may see the order (its signed-in customer, or the guest holding its key). A visitor with
 * neither is asked to sign in; anyone else, or an unpaid order: the same plain 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, logger } = context.get(appContext);
  const url = new URL(request.url);
  const orderId = parseRowId(url.searchParams.get("order"));
  try {
    const customer = await currentCustomer(request, context);
    const accessKey = url.searchParams.get("key");
    if (!customer && !accessKey) return redirect(signInFirst(request, "order"));
    const viewer = { customerId: customer?.id ?? null, accessKey };
    const allowed = orderId !== null && (await mayViewOrder(db, orderId, viewer));
    const { receiptPdf } = await import("#server/tax/receipt-pdf.ts");
    const pdf = allowed
      ? await receiptPdf(db, orderId, { timeZone: await shopTimeZone(context) })
      : null;
    if (!pdf) return plainAnswer(404, receiptMessages.notFound);
    return new Response(new Uint8Array(pdf), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="receipt-${orderId}.pdf"`,
        "Cache-Control": "private, no-store",
        "Referrer-Policy": "no-referrer",
      },
    });
  } catch (error) {
    logger.error({ err: error }, "the receipt could not be made");
    return plainAnswer(503, receiptMessages.failed);
  }
}

function plainAnswer(status: number, message: string) {
  return new Response(`${message}\n`, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
  });
}
