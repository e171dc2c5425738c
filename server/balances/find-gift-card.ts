import { eq } from "drizzle-orm";
import { balanceMessages } from "#server/balances/balance-messages.ts";
import { normaliseGiftCardCode, storedGiftCardCode } from "#server/balances/gift-card-code.ts";
import type { Database } from "#server/db/client.ts";
import { balances, giftCards } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";
import { type CodeTrier, countCodeGuess } from "#server/lib/guess-guard.ts";

export interface FoundGiftCard {
  giftCardId: number;
  balanceId: number;
  lastFour: string;
  balanceCents: number;
  initialCents: number;
}

/**
 * The one guard in front of every look-up of a gift card by its code (the balance page, the
 * cart and checkout, the API): the try is counted first (10 a minute per address and per
 * visitor), and a wrong code, a disabled card and a try over the limit all get the same
 * refusal, on the `giftCardCode` field.
 */
export async function findGiftCard(
  db: Database,
  typed: string | null | undefined,
  trier: CodeTrier,
  now = new Date(),
): Promise<FoundGiftCard> {
  if (!typed?.trim()) {
    throw new AppError("bad_request", balanceMessages.codeRequired, { field: "giftCardCode" });
  }
  const notFound = new AppError("bad_request", balanceMessages.cardNotFound, {
    field: "giftCardCode",
  });
  if (!(await countCodeGuess(db, "gift-card", trier, now))) throw notFound;
  const code = normaliseGiftCardCode(typed);
  if (!code) throw notFound;
  const [card] = await db
    .select({
      giftCardId: giftCards.id,
      balanceId: giftCards.balanceId,
      lastFour: giftCards.lastFour,
      status: giftCards.status,
      balanceCents: balances.balanceCents,
      initialCents: giftCards.initialCents,
    })
    .from(giftCards)
    .innerJoin(balances, eq(balances.id, giftCards.balanceId))
    .where(eq(giftCards.codeHash, storedGiftCardCode(code).codeHash));
  if (card?.status !== "active" || card.balanceId === null || card.lastFour === null) {
    throw notFound;
  }
  return { ...card, balanceId: card.balanceId, lastFour: card.lastFour };
}

/**
 * The cards an order names by code (the API, the gift page), each found behind the guard before
 * anything is locked; the first that is not found refuses the order.
 */
export async function findTypedGiftCards(
  db: Database,
  codes: string[],
  trier: CodeTrier,
  now = new Date(),
) {
  const ids: number[] = [];
  for (const code of codes) ids.push((await findGiftCard(db, code, trier, now)).giftCardId);
  return ids;
}
