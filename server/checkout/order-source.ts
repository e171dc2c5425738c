import { eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { addCartLine } from "#server/cart/add-cart-line.ts";
import { type CartKey, cartOf, isCustomerKey } from "#server/cart/cart-key.ts";
import { createCartToken, hashCartToken } from "#server/cart/cart-token.ts";
import { getCart } from "#server/cart/get-cart.ts";
import { addToCartInput } from "#server/cart/schemas.ts";
import type { Database, Transaction } from "#server/db/client.ts";
import type { Personalisation, ProductKind } from "#server/db/schema.ts";
import { cartLines, carts, products } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";
import { deliveryOf } from "#server/orders/delivery.ts";
import { orderMessages, unavailableMessage } from "#server/orders/order-messages.ts";

/** An order's items as an API client lists them (spec §3): any price or title sent is dropped. */
export const orderItemsInput = z
  .array(addToCartInput, { error: orderMessages.itemsInvalid })
  .min(1, { error: orderMessages.emptyCart })
  .max(100, { error: orderMessages.tooManyItems });
export type OrderItems = z.output<typeof orderItemsInput>;

/** What an order is made of: a cart (the browser's, or an API caller's), or listed items. */
export type OrderSource = CartKey | { items: OrderItems };

export interface OrderLine {
  productId: number;
  quantity: number;
  personalisation: Personalisation;
  title: string;
  kind: ProductKind;
  isActive: boolean;
  weightGrams: number;
  fitsInLetter: boolean;
  fitsInEnvelope: boolean;
}

/** How the order would be delivered, read before it is made (what the checkout form asks). */
export async function deliveryOfSource(db: Database, source: OrderSource) {
  if (!("items" in source)) {
    const cart = await getCart(db, source);
    return deliveryOf(cart.lines.map((line) => line.product));
  }
  const ids = source.items.map((item) => item.productId);
  const kinds = await db
    .select({ kind: products.kind })
    .from(products)
    .where(inArray(products.id, ids));
  return deliveryOf(kinds.length === new Set(ids).size ? kinds : []);
}

interface LockedOrderCart {
  id: number;
  lines: OrderLine[];
  /** A cart made for listed items only, to go once the order holds its lines. */
  transient: boolean;
  discountCode: string | null;
  keepStoreCredit: boolean;
}

/**
 * The order's lines, their cart row locked until the order is written (so two checkouts from
 * one cart take turns). Listed items are put in a cart of their own first, under every rule
 * of adding to a cart; it is `transient`, to go once the order holds its lines.
 */
export async function lockOrderLines(
  tx: Transaction,
  source: OrderSource,
  customerId: number | null,
): Promise<LockedOrderCart> {
  if ("items" in source) {
    const [cart] = await tx
      .insert(carts)
      .values({ tokenHash: hashCartToken(createCartToken()) })
      .returning({ id: carts.id });
    if (!cart) throw new Error("The order's cart was not returned");
    for (const item of source.items) await addCartLine(tx, cart.id, item);
    const lines = await readOrderLines(tx, cart.id);
    return { ...cart, lines, transient: true, discountCode: null, keepStoreCredit: false };
  }
  const cart = await lockOwnCart(tx, source, customerId);
  return { ...cart, lines: await readOrderLines(tx, cart.id), transient: false };
}

/**
 * The cart of the key, locked. A token naming another customer's cart is never followed (a
 * shared computer): it reads as empty (cart-key.ts).
 */
async function lockOwnCart(tx: Transaction, key: CartKey, customerId: number | null) {
  const ofKey = cartOf(isCustomerKey(key) ? key : { token: key.token, customerId });
  if (!ofKey) throw new AppError("bad_request", orderMessages.emptyCart);
  const [cart] = await tx.update(carts).set({ updatedAt: sql`now()` }).where(ofKey).returning({
    id: carts.id,
    discountCode: carts.discountCode,
    keepStoreCredit: carts.keepStoreCredit,
  });
  if (!cart) throw new AppError("bad_request", orderMessages.emptyCart);
  return cart;
}

/** A cart's lines, refused when empty, holding a subscription, or a product that has gone. */
async function readOrderLines(tx: Transaction, cartId: number): Promise<OrderLine[]> {
  const lines = await tx
    .select({
      productId: cartLines.productId,
      quantity: cartLines.quantity,
      personalisation: cartLines.personalisation,
      title: products.title,
      kind: products.kind,
      isActive: products.isActive,
      weightGrams: products.weightGrams,
      fitsInLetter: products.fitsInLetter,
      fitsInEnvelope: products.fitsInEnvelope,
    })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(eq(cartLines.cartId, cartId))
    // One order for every checkout, so two never wait on each other's products in a cycle.
    .orderBy(cartLines.productId, cartLines.id);
  if (lines.length === 0) throw new AppError("bad_request", orderMessages.emptyCart);
  if (lines.some((line) => line.kind === "subscription")) {
    if (lines.length > 1) {
      throw new AppError("bad_request", orderMessages.invalidCombination, {
        alertTitle: orderMessages.invalidCombinationTitle,
      });
    }
    throw new AppError("bad_request", orderMessages.subscriptionAlone);
  }
  const gone = lines.find((line) => !line.isActive);
  if (gone) throw new AppError("conflict", unavailableMessage(gone.title));
  return lines;
}
