import { eq } from "drizzle-orm";
import { z } from "zod";
import { balanceMessages } from "#server/balances/balance-messages.ts";
import { addStoreCredit } from "#server/balances/store-credit.ts";
import type { Database } from "#server/db/client.ts";
import { customers } from "#server/db/schema.ts";
import { recordStudioChange } from "#server/lib/audit-log.ts";
import { AppError } from "#server/lib/errors.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { PLAIN_TEXT } from "#server/lib/text-fields.ts";
import { dollarsField } from "#server/validation/dollars-field.ts";
import { parseInput } from "#server/validation/parse-input.ts";

const creditSchema = z.object({
  amount: dollarsField(balanceMessages.creditAmount, { minCents: 1, maxCents: 1_000_000 }),
  reason: z
    .string({ error: balanceMessages.creditReason })
    .trim()
    .min(1, { error: balanceMessages.creditReason })
    .max(120, { error: balanceMessages.creditReason })
    .regex(PLAIN_TEXT, { error: balanceMessages.creditReason }),
});

/**
 * The maker gives a customer store credit with its reason (a lost envelope, a damaged sheet,
 * goodwill), from an order of theirs or their account; the customer sees it in their ledger on
 * /account, and the audit log keeps who gave it.
 */
export async function giveStoreCredit(
  db: Database,
  account: StudioAccount,
  input: { customerId: number | null; orderId?: number; form: Record<string, string> },
  now = new Date(),
) {
  if (input.customerId === null) throw new AppError("conflict", balanceMessages.noCustomer);
  const { amount, reason } = parseInput(creditSchema, input.form);
  const customerId = input.customerId;
  await db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, customerId));
    if (!customer) throw new AppError("conflict", balanceMessages.noCustomer);
    await addStoreCredit(
      tx,
      {
        customerId,
        amountCents: amount,
        kind: "issued",
        reason,
        orderId: input.orderId,
        actorEmail: account.email,
      },
      now,
    );
    await recordStudioChange(tx, account, {
      action: "store_credit.give",
      subject: `customer:${customerId}`,
      details: { amountCents: amount, reason, orderId: input.orderId ?? null },
    });
  });
  return balanceMessages.credited(amount);
}
