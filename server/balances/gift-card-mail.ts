import { and, eq, isNull, lte } from "drizzle-orm";
import {
  groupedGiftCardCode,
  newGiftCardCode,
  storedGiftCardCode,
} from "#server/balances/gift-card-code.ts";
import type { Database, Transaction } from "#server/db/client.ts";
import { giftCards, orders } from "#server/db/schema.ts";
import { formatMoney } from "#server/lib/money.ts";
import { shopDay } from "#server/lib/zoned-time.ts";
import { queueMail } from "#server/mail/queue-mail.ts";
import { getShopSettings } from "#server/shop/get-shop-settings.ts";
import type { ShopContext } from "#server/shop-context.ts";

export type GiftCardMailContext = Pick<ShopContext, "now" | "timeZone" | "publicUrl">;

/** Where a card's printable PDF is: its code is the key, as it is the card. */
export function giftCardPdfPath(code: string) {
  return `/gift-cards/card.pdf?${new URLSearchParams({ code: groupedGiftCardCode(code) })}`;
}

/**
 * Sends one paid card whose day has come, once: its code is drawn now (only its SHA-256 and
 * last four signs are kept) and its e-mail queued in the same transaction, to the recipient,
 * or to the buyer to print when no recipient's address was given. The outbox clears the body
 * once it is sent (server/mail/mark-mail-sent.ts).
 */
export async function sendGiftCard(
  tx: Transaction,
  giftCardId: number,
  context: GiftCardMailContext,
) {
  const code = newGiftCardCode();
  const [card] = await tx
    .update(giftCards)
    .set({ ...storedGiftCardCode(code), sentAt: context.now })
    .where(
      and(eq(giftCards.id, giftCardId), eq(giftCards.status, "active"), isNull(giftCards.sentAt)),
    )
    .returning();
  if (!card?.orderId) return false;
  const [order] = await tx
    .select({ email: orders.customerEmail })
    .from(orders)
    .where(eq(orders.id, card.orderId));
  const shopName = (await getShopSettings(tx)).shopName;
  const base = context.publicUrl;
  await queueMail(tx, {
    template: "gift-card",
    to: card.recipientEmail ?? order?.email ?? "",
    props: {
      recipientName: card.recipientName ?? "",
      senderName: card.senderName ?? shopName,
      shopName,
      amount: formatMoney(card.initialCents),
      code: groupedGiftCardCode(code),
      message: card.message ?? "",
      cardUrl: `${base}${giftCardPdfPath(code)}`,
      balanceUrl: `${base}/gift-cards/balance`,
      shopUrl: base,
    },
  });
  return true;
}

/** The job's pass: every paid card whose day has come and whose e-mail has not gone. */
export async function sendDueGiftCards(db: Database, context: GiftCardMailContext) {
  const today = shopDay(context.now, context.timeZone);
  const due = await db
    .select({ id: giftCards.id })
    .from(giftCards)
    .where(
      and(eq(giftCards.status, "active"), isNull(giftCards.sentAt), lte(giftCards.sendOn, today)),
    )
    .orderBy(giftCards.id)
    .limit(100);
  let sent = 0;
  for (const { id } of due) {
    if (await db.transaction((tx) => sendGiftCard(tx, id, context))) sent += 1;
  }
  return sent;
}
