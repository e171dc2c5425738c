import { currentCustomer } from "#app/server/session.server.ts";
import { findGiftCard } from "#server/balances/find-gift-card.ts";
import { appContext } from "#server/context.ts";
import { isRefusal } from "#server/lib/errors.ts";
import type { Route } from "./+types/gift-card[.]pdf";

const notFound = "No gift card has that number.";

/**
 * /gift-cards/card.pdf?code=…: the printable card, from the link in its e-mail. The code is
 * the card, so it is its own key; every look-up counts under the guessing guard, and a wrong
 * code gets the same plain 404 as a try over the limit.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, logger, clientAddress } = context.get(appContext);
  const code = new URL(request.url).searchParams.get("code") ?? "";
  try {
    const customer = await currentCustomer(request, context);
    const trier = { clientAddress, customerId: customer?.id ?? null, email: null };
    const card = await findGiftCard(db, code, trier);
    const { giftCardPdf } = await import("#server/balances/gift-card-pdf.ts");
    const pdf = await giftCardPdf(db, card, code);
    return new Response(new Uint8Array(pdf), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": 'attachment; filename="gift-card.pdf"',
        "Cache-Control": "private, no-store",
        "Referrer-Policy": "no-referrer",
      },
    });
  } catch (error) {
    if (isRefusal(error)) return plain(404, notFound);
    logger.error({ err: error }, "the gift card's PDF could not be made");
    return plain(503, "The card could not be made just now. Please try again in a moment.");
  }
}

function plain(status: number, message: string) {
  return new Response(`${message}\n`, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
  });
}
