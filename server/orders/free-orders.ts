import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Transaction } from "#server/db/client.ts";
import { lockKey } from "#server/db/lock-key.ts";
import { orderItems, orders } from "#server/db/schema.ts";
import { emailIdentity, emailIdentitySql } from "#server/lib/email-identity.ts";
import { AppError } from "#server/lib/errors.ts";
import { type RateLimit, reserveRateLimitSlots } from "#server/lib/rate-limit.ts";

/** Free orders one visitor address may place in a day: enough for a family, not for a script. */
export const FREE_ORDERS_PER_ADDRESS: RateLimit = { max: 3, windowMs: 24 * 60 * 60 * 1000 };

export const freeOrderMessages = {
  tooMany:
    "Too many free orders have been placed from here today. Please try again tomorrow, or write to the shop.",
  alreadyClaimed: (title: string) =>
    `"${title}" is free once per e-mail address, and this address has had it already.`,
} as const;

/**
 * The limits on an order that costs nothing (it is placed without PayPal, so nothing else
 * stands in the way of a script): each free product once per e-mail address (as
 * `emailIdentity` counts them: `ana+1@` and `a.na@` are `ana@`), and a few free
 * orders per visitor address a day. The e-mail address is locked for the rest of the
 * transaction, so two free orders at the same moment count one after the other.
 */
export async function checkFreeOrderLimits(
  tx: Transaction,
  order: {
    email: string;
    clientAddress: string;
    lines: { productId: number; title: string }[];
  },
  now: Date,
) {
  const email = emailIdentity(order.email);
  await lockKey(tx, `free-orders:${email}`);
  const [claimed] = await tx
    .select({ productId: orderItems.productId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        sql`${emailIdentitySql(orders.customerEmail)} = ${email}`,
        eq(orderItems.unitPriceCents, 0),
        inArray(
          orderItems.productId,
          order.lines.map((line) => line.productId),
        ),
        notInArray(orders.status, ["cancelled", "refunded"]),
      ),
    )
    .limit(1);
  if (claimed) {
    const title = order.lines.find((line) => line.productId === claimed.productId)?.title ?? "";
    throw new AppError("conflict", freeOrderMessages.alreadyClaimed(title));
  }
  const keys = [`free-orders:ip:${order.clientAddress}`];
  if (!(await reserveRateLimitSlots(tx, keys, FREE_ORDERS_PER_ADDRESS, now))) {
    throw new AppError("rate_limited", freeOrderMessages.tooMany);
  }
}
