import type { Database } from "#server/db/client.ts";
import { type GiftOfOrder, giftOfOrder } from "#server/mail-club/gifts/gift-of-order.ts";
import { giftArrives, giftCardIssuesLine } from "#server/mail-club/gifts/gift-wording.ts";
import { foldedCardPdf } from "#server/pdf/folded-card-pdf.ts";
import { getShopSettings } from "#server/shop/get-shop-settings.ts";

/** The printable card of a paid gift, or null: no gift on that order, or not paid. */
export async function paidGiftCardPdf(db: Database, orderId: number, timeZone: string) {
  const gift = await giftOfOrder(db, orderId, timeZone);
  if (!gift?.paid) return null;
  return giftCardPdf(gift, (await getShopSettings(db)).shopName);
}

/**
 * The gift membership's card: "A gift for …", its issues, the gifter's message and "From …" on
 * the front; the shop and what arrives on the back, drawn for the recipient's country.
 */
export function giftCardPdf(gift: GiftOfOrder, shopName: string): Promise<Uint8Array> {
  return foldedCardPdf({
    title: `A gift for ${gift.recipientName}`,
    subject: giftCardIssuesLine(gift),
    heading: `A gift for ${gift.recipientName}`,
    what: giftCardIssuesLine(gift),
    message: gift.message,
    from: `From ${gift.gifterName}`,
    backTitle: shopName,
    backText: giftArrives,
    country: gift.recipientCountry,
  });
}
