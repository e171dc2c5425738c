import { redirect } from "react-router";
import { currentCustomer, signInFirst } from "#app/server/session.server.ts";
import { shopTimeZone } from "#app/server/shop-time.server.ts";
import { appContext } from "#server/context.ts";
import { parseRowId } from "#server/lib/row-id.ts";
import { giftCardMessages } from "#server/mail-club/gifts/gift-wording.ts";
import { mayViewOrder } from "#server/orders/get-order.ts";
import type { Route } from "./+types/mail-club-gift-card[.]pdf";

/**
 * /mail-club/gift/card.pdf?order=…&key=…: the printable card of a paid gift, for whoever may
 * see its order (its signed-in customer, or the guest holding its key). A visitor with neither
 * is asked to sign in, as on the order's page (the receipt's link for a customer); anyone
 * else, an order that is not a gift's or not paid: the same plain 404, no hint which.
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
    const { paidGiftCardPdf } = await import("#server/mail-club/gifts/gift-card-pdf.ts");
    const pdf = allowed ? await paidGiftCardPdf(db, orderId, await shopTimeZone(context)) : null;
    if (!pdf) return plainAnswer(404, giftCardMessages.notFound);
    return new Response(new Uint8Array(pdf), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": 'attachment; filename="gift-card.pdf"',
        "Cache-Control": "private, no-store",
        "Referrer-Policy": "no-referrer",
      },
    });
  } catch (error) {
    logger.error({ err: error }, "the gift card could not be made");
    return plainAnswer(503, giftCardMessages.failed);
  }
}

function plainAnswer(status: number, message: string) {
  return new Response(`${message}\n`, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
  });
}
