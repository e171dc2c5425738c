import { eq, sql } from "drizzle-orm";
import { lineAmong } from "#server/cart/cart-lines.ts";
import { createCartToken, hashCartToken, isPlausibleCartToken } from "#server/cart/cart-token.ts";
import { MAX_LINE_QUANTITY } from "#server/cart/line-quantity.ts";
import type { Database, Transaction } from "#server/db/client.ts";
import type { Personalisation, ProductKind } from "#server/db/schema.ts";
import { cartLines, carts, customers, products } from "#server/db/schema.ts";

export interface ClaimCartResult {
  /**
   * What the cart cookie should hold now: the token of the customer's cart; null to clear
   * the cookie (the browser held someone else's cart and the customer has none); undefined
   * to leave the cookie as it is (no cart anywhere).
   */
  token: string | null | undefined;
  /** Lines of the customer's older cart that could not join the guest cart (stock, rules). */
  skipped: number;
}

interface CartRow {
  id: number;
  customerId: number | null;
}

interface MergeLine {
  productId: number;
  quantity: number;
  personalisation: Personalisation;
  kind: ProductKind;
  stock: number | null;
  isActive: boolean;
}

/**
 * Gives the visitor's cart to the customer who just signed in or registered (decisions.md 5).
 * - A guest cart (the cookie's, owned by nobody) becomes the customer's under a new token, so
 *   whoever else knew the guest token (planted it, or shared the computer) cannot reach the
 *   customer's cart; an older cart of theirs is merged into it under the cart rules, then
 *   deleted.
 * - Without a guest cart the customer's older cart is adopted under a new token (only token
 *   hashes are stored, so the old token cannot be handed out again).
 * - A cookie pointing at another customer's cart is never followed (a shared computer).
 * One transaction; the customer row is locked so two sign-ins at once claim one after the other.
 */
export async function claimCart(
  db: Database,
  options: { customerId: number; cartToken: string | undefined },
): Promise<ClaimCartResult> {
  const { customerId, cartToken } = options;
  return db.transaction(async (tx) => {
    await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, customerId))
      .for("update");
    const cookieCart = await lockCartByToken(tx, cartToken);
    const [owned] = await tx
      .select({ id: carts.id, customerId: carts.customerId })
      .from(carts)
      .where(eq(carts.customerId, customerId))
      .for("update");

    if (cookieCart && cookieCart.customerId === customerId) return { token: cartToken, skipped: 0 };
    const guestCart = cookieCart && cookieCart.customerId === null ? cookieCart : undefined;

    if (guestCart) {
      const skipped = owned ? await mergeInto(tx, { from: owned.id, into: guestCart.id }) : 0;
      if (owned) await tx.delete(carts).where(eq(carts.id, owned.id));
      await tx.update(carts).set({ customerId }).where(eq(carts.id, guestCart.id));
      return { token: await renewToken(tx, guestCart.id), skipped };
    }
    if (owned) return { token: await renewToken(tx, owned.id), skipped: 0 };
    return { token: cookieCart ? null : undefined, skipped: 0 };
  });
}

async function lockCartByToken(
  tx: Transaction,
  token: string | undefined,
): Promise<CartRow | undefined> {
  if (!isPlausibleCartToken(token)) return undefined;
  const [cart] = await tx
    .select({ id: carts.id, customerId: carts.customerId })
    .from(carts)
    .where(eq(carts.tokenHash, hashCartToken(token)))
    .for("update");
  return cart;
}

/** A new token for a cart; the one stored before stops working. */
async function renewToken(tx: Transaction, cartId: number) {
  const token = createCartToken();
  await tx
    .update(carts)
    .set({ tokenHash: hashCartToken(token), updatedAt: sql`now()` })
    .where(eq(carts.id, cartId));
  return token;
}

async function linesOf(tx: Transaction, cartId: number): Promise<MergeLine[]> {
  return tx
    .select({
      productId: cartLines.productId,
      quantity: cartLines.quantity,
      personalisation: cartLines.personalisation,
      kind: products.kind,
      stock: products.stock,
      isActive: products.isActive,
    })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(eq(cartLines.cartId, cartId))
    .orderBy(cartLines.addedAt, cartLines.id);
}

/**
 * Moves the lines of cart `from` into cart `into` as adding them would: unavailable products
 * are left out, a digital download or a plan stays at 1, a physical line grows up to the
 * stock its product's lines share, and a subscription never shares a cart (what the guest
 * cart holds wins). Returns how many lines were left out.
 */
async function mergeInto(tx: Transaction, ids: { from: number; into: number }) {
  const lines = await linesOf(tx, ids.into);
  const incoming = await linesOf(tx, ids.from);
  const changed = new Set<MergeLine>();
  let skipped = 0;

  for (const line of incoming) {
    const hasSubscription = lines.some((held) => held.kind === "subscription");
    const othersThere = lines.some((held) => held.productId !== line.productId);
    const mixes = line.kind === "subscription" ? othersThere : hasSubscription;
    if (!line.isActive || line.stock === 0 || mixes) {
      skipped += 1;
      continue;
    }
    const { same, existing, elsewhere } = lineAmong(lines, line.productId, line.personalisation);
    const limit =
      line.kind === "physical"
        ? Math.min((line.stock ?? MAX_LINE_QUANTITY) - elsewhere, MAX_LINE_QUANTITY)
        : 1;
    const quantity = Math.min(existing + line.quantity, limit);
    if (quantity <= existing) continue;
    const merged = same ?? { ...line, quantity: 0 };
    merged.quantity = quantity;
    if (!same) lines.push(merged);
    changed.add(merged);
  }

  for (const { productId, quantity, personalisation } of changed) {
    await tx
      .insert(cartLines)
      .values({ cartId: ids.into, productId, quantity, personalisation })
      .onConflictDoUpdate({
        target: [cartLines.cartId, cartLines.productId, cartLines.personalisation],
        set: { quantity },
      });
  }
  return skipped;
}
