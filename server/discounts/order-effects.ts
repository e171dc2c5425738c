import { and, eq, isNotNull, ne } from "drizzle-orm";
import { carts, discounts, discountUses, orders } from "#server/db/schema.ts";
import { discountMessages } from "#server/discounts/discount-messages.ts";
import { countUses } from "#server/discounts/order-discounts.ts";
import { AppError } from "#server/lib/errors.ts";
import type { OrderEvent } from "#server/orders/order-life.ts";

/**
 * Approved at PayPal, before the capture: the payer's PayPal account is a fourth way to know a
 * customer again (beside the account, the e-mail and the address). A code limited per customer
 * that this PayPal account has used up on other orders refuses the capture, and the payer is
 * kept on the order's uses for the next time.
 */
export async function refuseRepeatPayer({ tx, orderId, payerId, at }: OrderEvent) {
  if (!payerId) return;
  const uses = await tx
    .select({ discountId: discountUses.discountId, limit: discounts.perCustomerLimit })
    .from(discountUses)
    .innerJoin(discounts, eq(discounts.id, discountUses.discountId))
    .where(eq(discountUses.orderId, orderId));
  for (const use of uses) {
    if (use.limit === null) continue;
    const samePayer = and(eq(discountUses.payerId, payerId), ne(discountUses.orderId, orderId));
    if ((await countUses(tx, use.discountId, at, samePayer)) >= use.limit) {
      throw new AppError("conflict", discountMessages.alreadyUsed, { field: "discountCode" });
    }
  }
  if (uses.length > 0) {
    await tx.update(discountUses).set({ payerId }).where(eq(discountUses.orderId, orderId));
  }
}

/**
 * Paid, or held by PayPal for review, with a code: the code leaves the cart the order came
 * from, as the goods bought with it do; the next order starts without it.
 */
export async function clearUsedCartCode({ tx, orderId }: OrderEvent) {
  const [used] = await tx
    .select({ cartId: orders.cartId })
    .from(orders)
    .innerJoin(discountUses, eq(discountUses.orderId, orders.id))
    .innerJoin(discounts, eq(discounts.id, discountUses.discountId))
    .where(and(eq(orders.id, orderId), isNotNull(discounts.code)))
    .limit(1);
  if (!used?.cartId) return;
  await tx.update(carts).set({ discountCode: null }).where(eq(carts.id, used.cartId));
}
