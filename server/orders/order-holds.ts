import { and, count, eq, gt, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Transaction } from "#server/db/client.ts";
import { lockKey } from "#server/db/lock-key.ts";
import { orderItems, orders } from "#server/db/schema.ts";
import { emailIdentity, emailIdentitySql } from "#server/lib/email-identity.ts";
import { AppError } from "#server/lib/errors.ts";
import { heldShareMessage, orderMessages } from "#server/orders/order-messages.ts";

/**
 * The limits on what one visitor's unpaid orders may hold (decision 014), so nobody can keep
 * a limited run off sale by placing orders they never pay.
 */

/** An order holds its stock this long until the buyer has approved at PayPal. */
export const APPROVAL_HOLD_MS = 10 * 60 * 1000;

/** How long after it was placed an unpaid order may hold its stock at most (decisions.md 4). */
export const RESERVATION_MS = 30 * 60 * 1000;

/**
 * How many orders may wait for payment at once: from one account or cart, and from one
 * address (higher: a household or an office shares one).
 */
export const UNPAID_ORDER_LIMITS = { perShopper: 3, perAddress: 10 } as const;

/** Who is placing an order: their unpaid orders are found by any of these. */
export interface Visitor {
  clientAddress: string;
  customerId: number | null;
  /** Null for an order made from no cart (a gift membership). */
  cartId: number | null;
  /** The buyer's e-mail as typed; their orders from any address are found by it (decision 036). */
  email: string;
}

/** Unpaid orders that still hold stock (a lapsed one is about to be cancelled), of `whose`. */
export function holding(now: Date, whose?: SQL): SQL | undefined {
  return and(
    eq(orders.status, "pending_payment"),
    or(isNull(orders.reservedUntil), gt(orders.reservedUntil, now)),
    whose,
  );
}

function ofShopper(visitor: Visitor) {
  return or(
    visitor.cartId === null ? undefined : eq(orders.cartId, visitor.cartId),
    visitor.customerId === null ? undefined : eq(orders.customerId, visitor.customerId),
    sql`${emailIdentitySql(orders.customerEmail)} = ${emailIdentity(visitor.email)}`,
  ) as SQL;
}

function ofVisitor(visitor: Visitor) {
  return or(eq(orders.clientAddress, visitor.clientAddress), ofShopper(visitor));
}

async function countHolding(tx: Transaction, now: Date, whose: SQL | undefined) {
  const [row] = await tx.select({ unpaid: count() }).from(orders).where(holding(now, whose));
  return row?.unpaid ?? 0;
}

/**
 * Refuses a new order when the shopper (account, cart or e-mail) or their address has as many
 * waiting for payment as allowed. The address and the account are locked for the rest of the
 * transaction first, so checkouts at the same moment (on any instance) count one by one.
 */
export async function checkUnpaidOrderLimit(tx: Transaction, visitor: Visitor, now: Date) {
  const keys = [
    `order-holds:ip:${visitor.clientAddress}`,
    `order-holds:email:${emailIdentity(visitor.email)}`,
  ];
  if (visitor.customerId !== null) keys.push(`order-holds:customer:${visitor.customerId}`);
  for (const key of keys) await lockKey(tx, key);
  const full =
    (await countHolding(tx, now, ofShopper(visitor))) >= UNPAID_ORDER_LIMITS.perShopper ||
    (await countHolding(tx, now, eq(orders.clientAddress, visitor.clientAddress))) >=
      UNPAID_ORDER_LIMITS.perAddress;
  if (full) throw new AppError("rate_limited", orderMessages.tooManyUnpaid);
}

/**
 * Refuses a line that would let one visitor's unpaid orders hold more than half (rounded up)
 * of a product in limited stock: what is left plus what every unpaid order holds. Called with
 * the product's row locked and its stock already taken (`stockLeft`), so the counts are exact.
 */
export async function checkHeldShare(
  tx: Transaction,
  visitor: Visitor,
  line: { productId: number; title: string; quantity: number; stockLeft: number | null },
  now: Date,
) {
  if (line.stockLeft === null) return;
  const [held] = await tx
    .select({
      byEveryone: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int`,
      byVisitor: sql<number>`coalesce(sum(${orderItems.quantity}) filter (where ${holding(now, ofVisitor(visitor))}), 0)::int`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.productId, line.productId), eq(orders.status, "pending_payment")));
  const onHand = line.stockLeft + line.quantity + (held?.byEveryone ?? 0);
  const share = Math.ceil(onHand / 2);
  if ((held?.byVisitor ?? 0) + line.quantity > share) {
    throw new AppError("conflict", heldShareMessage(line.title, share));
  }
}
