import { newGiftCardCode, storedGiftCardCode } from "#server/balances/gift-card-code.ts";
import { moveBalance } from "#server/balances/spend-balances.ts";
import type { Transaction } from "#server/db/client.ts";
import { balances, giftCards } from "#server/db/schema.ts";

export interface NewGiftCard {
  initialCents: number;
  /** The order that bought it, and its line; none for a card the maker makes. */
  orderId?: number;
  orderItemId?: number;
  recipientName?: string | null;
  recipientEmail?: string | null;
  senderName?: string | null;
  message?: string | null;
  sendOn?: string | null;
  actorEmail?: string;
}

/**
 * Makes a gift card with its balance and first ledger entry. Answers its code, which exists
 * only here: the shop keeps its SHA-256 and last four signs, so the caller sends or shows it
 * now or never.
 */
export async function issueGiftCard(tx: Transaction, card: NewGiftCard, now: Date) {
  const code = newGiftCardCode();
  const [balance] = await tx
    .insert(balances)
    .values({ kind: "gift_card", createdAt: now })
    .returning({ id: balances.id });
  if (!balance) throw new Error("The gift card's balance was not written");
  const [written] = await tx
    .insert(giftCards)
    .values({
      balanceId: balance.id,
      ...storedGiftCardCode(code),
      initialCents: card.initialCents,
      orderId: card.orderId ?? null,
      orderItemId: card.orderItemId ?? null,
      recipientName: card.recipientName ?? null,
      recipientEmail: card.recipientEmail ?? null,
      senderName: card.senderName ?? null,
      message: card.message ?? null,
      sendOn: card.sendOn ?? null,
      createdAt: now,
    })
    .returning({ id: giftCards.id });
  if (!written) throw new Error("The gift card was not written");
  await moveBalance(tx, balance.id, card.initialCents, {
    kind: "issued",
    now,
    orderId: card.orderId,
    actorEmail: card.actorEmail,
  });
  return { id: written.id, balanceId: balance.id, code };
}
