import { eq } from "drizzle-orm";
import { addToCart } from "#server/cart/add-to-cart.ts";
import { clearCart } from "#server/cart/clear-cart.ts";
import { cartMessages } from "#server/cart/messages.ts";
import type { Database } from "#server/db/client.ts";
import { products } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";

/**
 * Joining from /subscribe/{plan} (spec §2): the cart ends up holding exactly the plan with
 * quantity 1. A subscription cannot share the cart (spec §5), so the cart is emptied first;
 * a plan that is missing, inactive or a product of another kind is refused before anything
 * is removed, so a failed join keeps the visitor's cart.
 */
export async function putPlanInCart(
  db: Database,
  options: { sku: string; token: string | undefined; customerId?: number | null },
) {
  const cart = { token: options.token, customerId: options.customerId };
  const [plan] = await db
    .select({
      id: products.id,
      kind: products.kind,
      isActive: products.isActive,
      stock: products.stock,
    })
    .from(products)
    .where(eq(products.sku, options.sku));
  if (!plan?.isActive || plan.kind !== "subscription") {
    throw new AppError("not_found", cartMessages.unavailable);
  }
  if (plan.stock === 0) throw new AppError("conflict", cartMessages.outOfStock);
  await clearCart(db, cart);
  return addToCart(db, cart, { productId: plan.id });
}
