import { and, asc, eq } from "drizzle-orm";
import { balanceMessages } from "#server/balances/balance-messages.ts";
import { findGiftCard } from "#server/balances/find-gift-card.ts";
import { giftCardLabel, MAX_CARDS_PER_ORDER } from "#server/balances/gift-card-code.ts";
import { type CartKey, cartOf } from "#server/cart/cart-key.ts";
import type { Database, Transaction } from "#server/db/client.ts";
import { balances, cartGiftCards, carts, giftCards } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";
import type { CodeTrier } from "#server/lib/guess-guard.ts";

/** The cards applied to a cart, in the order they were applied. */
export async function cartGiftCardIds(db: Database | Transaction, cartId: number) {
  const rows = await db
    .select({ id: cartGiftCards.giftCardId })
    .from(cartGiftCards)
    .where(eq(cartGiftCards.cartId, cartId))
    .orderBy(asc(cartGiftCards.createdAt), asc(cartGiftCards.giftCardId));
  return rows.map((row) => row.id);
}

/** The cards applied to a cart with what is left on each, for its page and the checkout. */
export async function appliedGiftCards(db: Database, cartId: number) {
  const rows = await db
    .select({
      id: giftCards.id,
      lastFour: giftCards.lastFour,
      status: giftCards.status,
      balanceCents: balances.balanceCents,
    })
    .from(cartGiftCards)
    .innerJoin(giftCards, eq(giftCards.id, cartGiftCards.giftCardId))
    .innerJoin(balances, eq(balances.id, giftCards.balanceId))
    .where(eq(cartGiftCards.cartId, cartId))
    .orderBy(asc(cartGiftCards.createdAt), asc(cartGiftCards.giftCardId));
  return rows.map((row) => ({
    id: row.id,
    label: giftCardLabel(row.lastFour ?? ""),
    balanceCents: row.status === "active" ? row.balanceCents : 0,
  }));
}

async function cartIdOf(db: Database, key: CartKey) {
  const ofCart = cartOf(key);
  if (!ofCart) return null;
  const [cart] = await db.select({ id: carts.id }).from(carts).where(ofCart);
  return cart?.id ?? null;
}

/** Applies a card (behind the guessing guard) to the cart of `key`; a spent one is refused. */
export async function applyGiftCard(
  db: Database,
  key: CartKey,
  typed: string,
  trier: CodeTrier,
  now = new Date(),
) {
  const card = await findGiftCard(db, typed, trier, now);
  const label = giftCardLabel(card.lastFour);
  if (card.balanceCents === 0) {
    throw new AppError("conflict", balanceMessages.spent(label), { field: "giftCardCode" });
  }
  const cartId = await cartIdOf(db, key);
  if (cartId === null) {
    throw new AppError("bad_request", balanceMessages.emptyCart, { field: "giftCardCode" });
  }
  const applied = await cartGiftCardIds(db, cartId);
  if (!applied.includes(card.giftCardId) && applied.length >= MAX_CARDS_PER_ORDER) {
    throw new AppError("bad_request", balanceMessages.tooManyCards, { field: "giftCardCode" });
  }
  await db
    .insert(cartGiftCards)
    .values({ cartId, giftCardId: card.giftCardId, createdAt: now })
    .onConflictDoNothing();
  return { label, balanceCents: card.balanceCents };
}

/** Takes a card off the cart of `key`. */
export async function removeGiftCard(db: Database, key: CartKey, giftCardId: number) {
  if (!Number.isSafeInteger(giftCardId) || giftCardId <= 0 || giftCardId > 2_147_483_647) return;
  const cartId = await cartIdOf(db, key);
  if (cartId === null) return;
  await db
    .delete(cartGiftCards)
    .where(and(eq(cartGiftCards.cartId, cartId), eq(cartGiftCards.giftCardId, giftCardId)));
}

/** Keeps the customer's store credit for another time, or lets it pay again. */
export async function keepCartCredit(db: Database, key: CartKey, keep: boolean) {
  const ofCart = cartOf(key);
  if (ofCart) await db.update(carts).set({ keepStoreCredit: keep }).where(ofCart);
}
