import { eq } from "drizzle-orm";
import { groupedGiftCardCode, normaliseGiftCardCode } from "#server/balances/gift-card-code.ts";
import type { Database } from "#server/db/client.ts";
import { giftCards, orders } from "#server/db/schema.ts";
import { formatMoney } from "#server/lib/money.ts";
import { foldedCardPdf } from "#server/pdf/folded-card-pdf.ts";
import { getShopSettings } from "#server/shop/get-shop-settings.ts";

/**
 * The printable card of a gift card found by its code (findGiftCard, behind the guessing
 * guard): "A gift for …", its amount and number, the message and who it is from; on the back
 * the shop and how to spend it.
 */
export async function giftCardPdf(
  db: Database,
  card: { giftCardId: number; initialCents: number },
  typedCode: string,
) {
  const [row] = await db
    .select({
      recipientName: giftCards.recipientName,
      senderName: giftCards.senderName,
      message: giftCards.message,
      country: orders.shippingAddress,
    })
    .from(giftCards)
    .leftJoin(orders, eq(orders.id, giftCards.orderId))
    .where(eq(giftCards.id, card.giftCardId));
  const { shopName } = await getShopSettings(db);
  const code = groupedGiftCardCode(normaliseGiftCardCode(typedCode) ?? "");
  const amount = formatMoney(card.initialCents);
  const heading = row?.recipientName ? `A gift for ${row.recipientName}` : "A gift for you";
  return foldedCardPdf({
    title: heading,
    subject: `A ${amount} gift card`,
    heading,
    what: `A ${amount} gift card for ${shopName}`,
    code,
    message: row?.message ?? "",
    from: `From ${row?.senderName ?? shopName}`,
    backTitle: shopName,
    backText:
      "Type the card's number at the checkout, under “Gift card”. It never expires, and pays for anything in the shop, the Mail Club included.",
    country: row?.country?.country ?? "US",
  });
}
