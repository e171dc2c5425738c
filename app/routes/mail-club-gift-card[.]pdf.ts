import { answerOrderDocument } from "#app/server/order-document.server.ts";
import { giftCardMessages } from "#server/mail-club/gifts/gift-wording.ts";
import type { Route } from "./+types/mail-club-gift-card[.]pdf";

/**
 * /mail-club/gift/card.pdf?order=…&key=…: the printable card of a paid gift, for whoever may
 * see its order (the receipt's link for a customer); an order that is not a gift's or not
 * paid: the same plain 404 as anyone else gets.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return answerOrderDocument(request, context, {
    make: async (db, orderId, timeZone) => {
      const { paidGiftCardPdf } = await import("#server/mail-club/gifts/gift-card-pdf.ts");
      return paidGiftCardPdf(db, orderId, timeZone);
    },
    fileName: () => "gift-card.pdf",
    messages: giftCardMessages,
    failure: "the gift card could not be made",
  });
}
