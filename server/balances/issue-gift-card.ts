import { eq } from "drizzle-orm";
import { newGiftCardCode, storedGiftCardCode } from "#server/balances/gift-card-code.ts";
import { moveBalance } from "#server/balances/spend-balances.ts";
import type { Transaction } from "#server/db/client.ts";
import { balances, giftCards } from "#server/db/schema.ts";

export interface NewGiftCard {
  initialCents: number;
  /** The order that bought it; none for a card the shop makes itself. */
  orderId?: number;
  recipientName?: string | null;
  recipientEmail?: string | null;
  senderName?: string | null;
  message?: string | null;
}

/**
 * Gives a card its balance, holding its amount with the `issued` entry: a bought card when its
 * order is paid, a card the shop makes as it is made. The card becomes active.
 */
export async function openGiftCardBalance(
  tx: Transaction,
  card: { id: number; initialCents: number; orderId?: number | null },
  now: Date,
) {
  const [balance] = await tx
    .insert(balances)
    .values({ kind: "gift_card", createdAt: now })
    .returning({ id: balances.id });
  if (!balance) throw new Error("The gift card's balance was not written");
  await tx
    .update(giftCards)
    .set({ status: "active", balanceId: balance.id })
    .where(eq(giftCards.id, card.id));
  await moveBalance(tx, balance.id, card.initialCents, {
    kind: "issued",
    now,
    orderId: card.orderId ?? undefined,
  });
  return balance.id;
}

/**
 * Makes an active card with its balance and the given code (a new one by default), sent as it
 * is made. The code exists only here: the shop keeps its SHA-256 and last four signs.
 */
export async function issueGiftCard(
  tx: Transaction,
  card: NewGiftCard,
  now: Date,
  code = newGiftCardCode(),
) {
  const [written] = await tx
    .insert(giftCards)
    .values({
      ...storedGiftCardCode(code),
      status: "unpaid",
      initialCents: card.initialCents,
      orderId: card.orderId ?? null,
      recipientName: card.recipientName ?? null,
      recipientEmail: card.recipientEmail ?? null,
      senderName: card.senderName ?? null,
      message: card.message ?? null,
      sentAt: now,
      createdAt: now,
    })
    .returning({ id: giftCards.id });
  if (!written) throw new Error("The gift card was not written");
  const balanceId = await openGiftCardBalance(tx, { ...card, id: written.id }, now);
  return { id: written.id, balanceId, code };
}
