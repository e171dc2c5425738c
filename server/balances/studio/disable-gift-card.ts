import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { balanceMessages } from "#server/balances/balance-messages.ts";
import type { Database } from "#server/db/client.ts";
import { giftCards } from "#server/db/schema.ts";
import { recordStudioChange } from "#server/lib/audit-log.ts";
import { AppError } from "#server/lib/errors.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { PLAIN_TEXT } from "#server/lib/text-fields.ts";
import { parseInput } from "#server/validation/parse-input.ts";

const disableSchema = z.object({
  reason: z
    .string({ error: balanceMessages.disableReason })
    .trim()
    .min(1, { error: balanceMessages.disableReason })
    .max(200, { error: balanceMessages.disableReason })
    .regex(PLAIN_TEXT, { error: balanceMessages.disableReason }),
});

/**
 * Stops a card from paying (lost or stolen), with the maker's reason, kept on the card and in
 * the audit log. What it holds stays on the books: the shop still owes it to the card's owner,
 * who can be given a new card for it.
 */
export async function disableGiftCard(
  db: Database,
  account: StudioAccount,
  input: { giftCardId: number; form: Record<string, string> },
  now = new Date(),
) {
  const { reason } = parseInput(disableSchema, input.form);
  await db.transaction(async (tx) => {
    const [card] = await tx
      .update(giftCards)
      .set({ status: "disabled", disabledReason: reason, disabledAt: now })
      .where(and(eq(giftCards.id, input.giftCardId), eq(giftCards.status, "active")))
      .returning({ lastFour: giftCards.lastFour });
    if (!card) throw new AppError("conflict", balanceMessages.notActive);
    await recordStudioChange(tx, account, {
      action: "gift_card.disable",
      subject: `gift_card:${input.giftCardId}`,
      details: { lastFour: card.lastFour, reason },
    });
  });
  return balanceMessages.disabledNow;
}
