import { answerOrderDocument } from "#app/server/order-document.server.ts";
import type { Route } from "./+types/order-receipt[.]pdf";

export const receiptMessages = {
  notFound: "No receipt here: the order is not paid, or the link is not yours.",
  failed: "The receipt could not be made just now. Please try again in a minute.",
} as const;

/** /orders/receipt.pdf?order=…&key=…: the receipt of a paid order (decision 042). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return answerOrderDocument(request, context, {
    make: async (db, orderId, timeZone) => {
      const { receiptPdf } = await import("#server/tax/receipt-pdf.ts");
      return receiptPdf(db, orderId, { timeZone });
    },
    fileName: (orderId) => `receipt-${orderId}.pdf`,
    messages: receiptMessages,
    failure: "the receipt could not be made",
  });
}
