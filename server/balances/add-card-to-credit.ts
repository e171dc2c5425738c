import { eq } from "drizzle-orm";
import { balanceMessages } from "#server/balances/balance-messages.ts";
import { findGiftCard } from "#server/balances/find-gift-card.ts";
import { giftCardLabel } from "#server/balances/gift-card-code.ts";
import { moveBalance } from "#server/balances/spend-balances.ts";
import { addStoreCredit } from "#server/balances/store-credit.ts";
import type { Database } from "#server/db/client.ts";
import { balances } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";

/**
 * Moves what is left on a gift card (found behind the guessing guard) into the signed-in
 * customer's store credit, in one transaction: the card's ledger says it moved, the credit's
 * that it came from a card. The card is then empty; the credit pays orders and Mail Club
 * issues. Answers how much moved.
 */
export async function addGiftCardToCredit(
  db: Database,
  customer: { id: number },
  typedCode: string | undefined,
  context: { clientAddress: string; now?: Date },
) {
  const now = context.now ?? new Date();
  const trier = { clientAddress: context.clientAddress, customerId: customer.id, email: null };
  const card = await findGiftCard(db, typedCode, trier, now);
  const label = giftCardLabel(card.lastFour);
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ cents: balances.balanceCents })
      .from(balances)
      .where(eq(balances.id, card.balanceId))
      .for("update");
    const cents = locked?.cents ?? 0;
    if (cents === 0) {
      throw new AppError("conflict", balanceMessages.spent(label), { field: "giftCardCode" });
    }
    await moveBalance(tx, card.balanceId, -cents, { kind: "transferred", now });
    await addStoreCredit(
      tx,
      { customerId: customer.id, amountCents: cents, kind: "transferred", reason: label },
      now,
    );
    return cents;
  });
}
