import { and, desc, eq } from "drizzle-orm";
import { moveBalance } from "#server/balances/spend-balances.ts";
import type { Database, Transaction } from "#server/db/client.ts";
import { type BalanceEntryKind, balanceEntries, balances, orders } from "#server/db/schema.ts";

/** The customer's store credit row, made (empty) the first time it is needed, and locked. */
async function lockCreditOf(tx: Transaction, customerId: number) {
  await tx
    .insert(balances)
    .values({ kind: "store_credit", customerId })
    .onConflictDoNothing({ target: balances.customerId });
  const [credit] = await tx
    .select({ id: balances.id })
    .from(balances)
    .where(eq(balances.customerId, customerId))
    .for("update");
  if (!credit) throw new Error(`No store credit row for customer ${customerId}`);
  return credit.id;
}

/**
 * Adds store credit to a customer's account with its reason: the maker's gift (a lost
 * envelope, a damaged sheet, goodwill) or a refund taken as credit.
 */
export async function addStoreCredit(
  tx: Transaction,
  credit: {
    customerId: number;
    amountCents: number;
    kind: Extract<BalanceEntryKind, "issued" | "refunded" | "transferred">;
    reason: string | null;
    orderId?: number;
    actorEmail?: string;
  },
  now: Date,
) {
  const balanceId = await lockCreditOf(tx, credit.customerId);
  await moveBalance(tx, balanceId, credit.amountCents, {
    kind: credit.kind,
    now,
    orderId: credit.orderId,
    reason: credit.reason ?? undefined,
    actorEmail: credit.actorEmail,
  });
}

/** The customer's store credit now, in cents (0 when they never had any). */
export async function storeCreditOf(db: Database, customerId: number) {
  const [row] = await db
    .select({ cents: balances.balanceCents })
    .from(balances)
    .where(and(eq(balances.kind, "store_credit"), eq(balances.customerId, customerId)));
  return row?.cents ?? 0;
}

export interface LedgerEntry {
  id: number;
  kind: BalanceEntryKind;
  amountCents: number;
  reason: string | null;
  orderId: number | null;
  orderNumber: string | null;
  createdAt: Date;
}

/** Every movement of a balance, newest first, each with its order's number. */
export function balanceLedger(db: Database, balanceId: number): Promise<LedgerEntry[]> {
  return db
    .select({
      id: balanceEntries.id,
      kind: balanceEntries.kind,
      amountCents: balanceEntries.amountCents,
      reason: balanceEntries.reason,
      orderId: balanceEntries.orderId,
      orderNumber: orders.orderNumber,
      createdAt: balanceEntries.createdAt,
    })
    .from(balanceEntries)
    .leftJoin(orders, eq(orders.id, balanceEntries.orderId))
    .where(eq(balanceEntries.balanceId, balanceId))
    .orderBy(desc(balanceEntries.createdAt), desc(balanceEntries.id));
}

/** The customer's store credit and its ledger, for /account and the API. */
export async function storeCreditAccount(db: Database, customerId: number) {
  const [credit] = await db
    .select({ id: balances.id, cents: balances.balanceCents })
    .from(balances)
    .where(eq(balances.customerId, customerId));
  if (!credit) return { balanceCents: 0, entries: [] };
  return { balanceCents: credit.cents, entries: await balanceLedger(db, credit.id) };
}
