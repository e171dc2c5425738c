import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { balanceMessages } from "#server/balances/balance-messages.ts";
import { type PayingBalance, splitOverBalances } from "#server/balances/balance-split.ts";
import { giftCardLabel } from "#server/balances/gift-card-code.ts";
import type { Transaction } from "#server/db/client.ts";
import {
  type BalanceEntryKind,
  balanceEntries,
  balances,
  giftCards,
  orderBalancePayments,
} from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";

/** What the buyer asks to pay with: the cards applied (in that order), and their credit. */
export interface BalancesToSpend {
  giftCardIds: number[];
  /** The customer whose store credit pays after the cards; null for a guest. */
  creditOf: number | null;
}

/** One balance's part of an order's payment. */
export interface BalanceTender {
  balanceId: number;
  amountCents: number;
  label: string;
}

/**
 * Locks the balances an order would spend and says how much each pays: the cards in the order
 * they were applied, then the store credit, each as much as it holds up to what is left of
 * `payableCents`. The rows stay locked until the order's transaction ends, so two checkouts
 * racing for one card's last dollars take them one after the other: the second sees what the
 * first left. A card with nothing left, or disabled since it was applied, refuses the order.
 */
export async function priceBalances(
  tx: Transaction,
  spend: BalancesToSpend,
  payableCents: number,
): Promise<BalanceTender[]> {
  const paying: PayingBalance<number>[] = [];
  for (const card of await lockCards(tx, spend.giftCardIds)) {
    const label = giftCardLabel(card.lastFour ?? "");
    if (card.status !== "active") throw new AppError("conflict", balanceMessages.disabled(label));
    if (card.balanceCents === 0) throw new AppError("conflict", balanceMessages.spent(label));
    paying.push({ key: card.balanceId, label, balanceCents: card.balanceCents });
  }
  if (spend.creditOf !== null) {
    const [credit] = await tx
      .select({ id: balances.id, balanceCents: balances.balanceCents })
      .from(balances)
      .where(eq(balances.customerId, spend.creditOf))
      .for("update");
    if (credit) {
      const label = balanceMessages.storeCredit;
      paying.push({ key: credit.id, label, balanceCents: credit.balanceCents });
    }
  }
  return splitOverBalances(payableCents, paying).map((part) => ({
    balanceId: part.key,
    amountCents: part.amountCents,
    label: part.label,
  }));
}

/** The cards' balances, locked in one order (by balance) so checkouts never deadlock. */
async function lockCards(tx: Transaction, giftCardIds: number[]) {
  if (giftCardIds.length === 0) return [];
  const rows = await tx
    .select({
      id: giftCards.id,
      balanceId: balances.id,
      lastFour: giftCards.lastFour,
      status: giftCards.status,
      balanceCents: balances.balanceCents,
    })
    .from(giftCards)
    .innerJoin(balances, eq(balances.id, giftCards.balanceId))
    .where(inArray(giftCards.id, giftCardIds))
    .orderBy(asc(balances.id))
    .for("update");
  const byId = new Map(rows.map((row) => [row.id, row]));
  return giftCardIds.flatMap((id) => byId.get(id) ?? []);
}

/** Takes the tenders off their balances for the order, in its transaction, with their entries. */
export async function spendBalances(
  tx: Transaction,
  orderId: number,
  tenders: BalanceTender[],
  now: Date,
) {
  for (const tender of tenders) {
    await moveBalance(tx, tender.balanceId, -tender.amountCents, {
      kind: "spent",
      orderId,
      now,
    });
    await tx.insert(orderBalancePayments).values({
      orderId,
      balanceId: tender.balanceId,
      amountCents: tender.amountCents,
      label: tender.label,
    });
  }
}

/**
 * Gives an order's balances back what they paid, once: an unpaid order cancelled or expired
 * (`returned`), a refunded one (`refunded`). Orders are refunded whole, so each part comes back
 * whole, never more than it paid.
 */
export async function giveBackOrderBalances(
  tx: Transaction,
  orderId: number,
  kind: Extract<BalanceEntryKind, "returned" | "refunded">,
  now: Date,
) {
  const owed = await tx
    .update(orderBalancePayments)
    .set({ returnedCents: orderBalancePayments.amountCents })
    .where(
      and(eq(orderBalancePayments.orderId, orderId), eq(orderBalancePayments.returnedCents, 0)),
    )
    .returning({
      balanceId: orderBalancePayments.balanceId,
      amountCents: orderBalancePayments.amountCents,
    });
  for (const payment of owed) {
    await moveBalance(tx, payment.balanceId, payment.amountCents, { kind, orderId, now });
  }
}

/** Moves a balance by `amountCents` (negative: out) and writes its ledger entry. */
export async function moveBalance(
  tx: Transaction,
  balanceId: number,
  amountCents: number,
  entry: {
    kind: BalanceEntryKind;
    now: Date;
    orderId?: number;
    subscriptionId?: number;
    reason?: string;
    actorEmail?: string;
  },
) {
  await tx
    .update(balances)
    .set({ balanceCents: sql`${balances.balanceCents} + ${amountCents}` })
    .where(eq(balances.id, balanceId));
  await tx.insert(balanceEntries).values({
    balanceId,
    amountCents,
    kind: entry.kind,
    orderId: entry.orderId ?? null,
    subscriptionId: entry.subscriptionId ?? null,
    reason: entry.reason ?? null,
    actorEmail: entry.actorEmail ?? null,
    createdAt: entry.now,
  });
}
