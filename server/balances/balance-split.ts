import { balanceMessages } from "#server/balances/balance-messages.ts";

/** A balance that may pay: a card applied, or the customer's credit. */
export interface PayingBalance<Key> {
  key: Key;
  label: string;
  balanceCents: number;
}

/**
 * What each balance pays of `payableCents`, in the order given (cards as applied, then the
 * credit): as much as it holds, up to what is left. The one split of the checkout page's
 * summary and of the order itself; balances that pay nothing are left out.
 */
export function splitOverBalances<Key>(payableCents: number, paying: PayingBalance<Key>[]) {
  let leftCents = Math.max(payableCents, 0);
  return paying.flatMap((balance) => {
    const amountCents = Math.min(balance.balanceCents, leftCents);
    leftCents -= amountCents;
    return amountCents > 0 ? [{ key: balance.key, label: balance.label, amountCents }] : [];
  });
}

export interface CheckoutBalances {
  /** The cards applied to the cart, with what is left on each. */
  cards: { id: number; label: string; balanceCents: number }[];
  /** The signed-in customer's store credit (0 for a guest). */
  creditCents: number;
  /** Whether the credit pays (it does unless the customer chose to keep it). */
  useCredit: boolean;
}

/** The balances in the order they pay: the cards as applied, then the credit if it is used. */
export function payingBalances(balances: CheckoutBalances): PayingBalance<string>[] {
  const cards = balances.cards.map((card) => ({
    key: `card-${card.id}`,
    label: card.label,
    balanceCents: card.balanceCents,
  }));
  if (!balances.useCredit) return cards;
  const credit = {
    key: "credit",
    label: balanceMessages.storeCredit,
    balanceCents: balances.creditCents,
  };
  return [...cards, credit];
}
