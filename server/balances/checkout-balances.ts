import type { CheckoutBalances } from "#server/balances/balance-split.ts";
import { appliedGiftCards } from "#server/balances/cart-gift-cards.ts";
import { storeCreditOf } from "#server/balances/store-credit.ts";
import { type CartKey, cartOf } from "#server/cart/cart-key.ts";
import type { Database } from "#server/db/client.ts";
import { carts } from "#server/db/schema.ts";

/** The balances the checkout shows and would spend, for the cart of `key`. */
export async function checkoutBalances(
  db: Database,
  key: CartKey,
  customerId: number | null,
): Promise<CheckoutBalances> {
  const creditCents = customerId === null ? 0 : await storeCreditOf(db, customerId);
  const ofCart = cartOf(key);
  const [cart] = ofCart
    ? await db
        .select({ id: carts.id, keepStoreCredit: carts.keepStoreCredit })
        .from(carts)
        .where(ofCart)
    : [];
  return {
    cards: cart ? await appliedGiftCards(db, cart.id) : [],
    creditCents,
    useCredit: creditCents > 0 && !cart?.keepStoreCredit,
  };
}
