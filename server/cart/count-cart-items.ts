import { eq, sql } from "drizzle-orm";
import { type CartKey, cartOf } from "#server/cart/cart-key.ts";
import type { Database } from "#server/db/client.ts";
import { cartLines, carts } from "#server/db/schema.ts";

/** The header badge: the sum of the cart's quantities, in one query (none without a cookie). */
export async function countCartItems(db: Database, key: CartKey): Promise<number> {
  const ofCart = cartOf(key);
  if (!ofCart) return 0;
  const [row] = await db
    .select({ count: sql<number>`coalesce(sum(${cartLines.quantity}), 0)::int` })
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .where(ofCart);
  return Number(row?.count ?? 0);
}
