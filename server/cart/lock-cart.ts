import { eq, sql } from "drizzle-orm";
import { hashCartToken, isPlausibleCartToken } from "#server/cart/cart-token.ts";
import type { Transaction } from "#server/db/client.ts";
import { carts } from "#server/db/schema.ts";

/**
 * Finds the cart of a token and locks its row until the transaction ends, so two changes to
 * one cart (two tabs) run one after the other and each sees what the other wrote. Also marks
 * the cart as used now. Null when the token is missing or unknown.
 */
export async function lockCart(tx: Transaction, token: string | undefined) {
  if (!isPlausibleCartToken(token)) return null;
  const [cart] = await tx
    .update(carts)
    .set({ updatedAt: sql`now()` })
    .where(eq(carts.tokenHash, hashCartToken(token)))
    .returning({ id: carts.id });
  return cart?.id ?? null;
}
