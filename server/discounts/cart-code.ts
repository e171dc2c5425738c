import { type CartKey, cartOf } from "#server/cart/cart-key.ts";
import { getCart } from "#server/cart/get-cart.ts";
import type { Cart, CartLine } from "#server/cart/types.ts";
import type { Database } from "#server/db/client.ts";
import { carts } from "#server/db/schema.ts";
import { type ClubOffer, previewClubOffer } from "#server/discounts/club-offer.ts";
import { countCodeAttempt } from "#server/discounts/code-attempts.ts";
import { discountMessages } from "#server/discounts/discount-messages.ts";
import { findCode, normaliseCode } from "#server/discounts/discount-rules.ts";
import { discountsForOrder } from "#server/discounts/order-discounts.ts";
import { AppError, isRefusal } from "#server/lib/errors.ts";
import type { CodeTrier } from "#server/lib/guess-guard.ts";

/** The money off a cart as its page and the checkout show it, before the postage is known. */
export interface CartMoneyOff {
  /** The code applied to the cart; null for none. */
  code: string | null;
  /** Why that code does not apply to the cart as it is now (it is then left out), or null. */
  codeProblem: string | null;
  /** Each discount on the goods, by name, in the order it was taken. */
  applied: { name: string; amountCents: number }[];
  discountCents: number;
  /** Each cart line's share of the money off, in the cart's order (0 for a plan). */
  lineDiscountCents: number[];
  /** The code's free postage, taken off the postage once it is chosen at checkout. */
  freePostage: { name: string; capCents: number | null; countries: string[] } | null;
  /** A Mail Club offer for the plan in the cart: its first issues at the intro price. */
  clubOffer: (ClubOffer & { regularPriceCents: number }) | null;
}

export interface PricingClock {
  now: Date;
  timeZone: string;
}

/** Who looks at the cart, as far as it is known before the checkout. */
export interface CartShopper {
  customerId: number | null;
  email: string | null;
}

const noMoneyOff = (code: string | null): CartMoneyOff => ({
  code,
  codeProblem: null,
  applied: [],
  discountCents: 0,
  lineDiscountCents: [],
  freePostage: null,
  clubOffer: null,
});

/**
 * The sales and the cart's code priced on its goods. A code that no longer applies (an item
 * taken out, the code ended) is shown with its reason and priced without; the checkout refuses
 * it until it is removed or applies again.
 */
export async function cartMoneyOff(
  db: Database,
  cart: Cart,
  shopper: CartShopper,
  clock: PricingClock,
): Promise<CartMoneyOff> {
  const plan = cart.lines.find((line) => line.product.kind === "subscription");
  if (plan) return planMoneyOff(db, cart.discountCode, plan, clock);
  const lines = cart.lines.map((line) => ({
    productId: line.product.id,
    unitPriceCents: line.unitPriceCents,
    quantity: line.quantity,
  }));
  if (lines.length === 0) return noMoneyOff(cart.discountCode);
  const price = (code: string | null) =>
    db.transaction((tx) =>
      discountsForOrder(tx, {
        code,
        lines,
        shippingCents: 0,
        buyer: { customerId: shopper.customerId, email: shopper.email ?? "", address: null },
        ...clock,
        preview: true,
      }),
    );
  let codeProblem: string | null = null;
  const priced = await price(cart.discountCode).catch(async (error: unknown) => {
    if (!cart.discountCode || !isRefusal(error)) throw error;
    codeProblem = error.message;
    return price(null);
  });
  const code =
    cart.discountCode && !codeProblem ? await freePostageOf(db, cart.discountCode) : null;
  return {
    code: cart.discountCode,
    codeProblem,
    applied: priced.applied.map(({ name, amountCents }) => ({ name, amountCents })),
    discountCents: priced.discountCents,
    lineDiscountCents: priced.lineDiscountCents,
    freePostage: code,
    clubOffer: null,
  };
}

/** A Mail Club plan's cart: the offer its code gives, or why it gives none. */
async function planMoneyOff(
  db: Database,
  code: string | null,
  plan: CartLine,
  clock: PricingClock,
): Promise<CartMoneyOff> {
  if (!code) return noMoneyOff(null);
  const regularPriceCents = plan.unitPriceCents;
  const preview = await previewClubOffer(
    db,
    code,
    { productId: plan.product.id, priceCents: regularPriceCents },
    clock,
  );
  if ("refusal" in preview) return { ...noMoneyOff(code), codeProblem: preview.refusal };
  return { ...noMoneyOff(code), clubOffer: { ...preview.offer, regularPriceCents } };
}

async function freePostageOf(db: Database, code: string) {
  const row = await db.transaction((tx) => findCode(tx, code, { lock: false }));
  if (row?.kind !== "free_postage") return null;
  return { name: row.name, capCents: row.postageCapCents, countries: row.postageCountries };
}

/**
 * Applies a code to the cart of `key` once it applies to what the cart holds now (counted by
 * the guessing guard first); a refusal says why, on the code's field.
 */
export async function applyCartCode(
  db: Database,
  key: CartKey,
  typed: string,
  context: CodeTrier & PricingClock,
) {
  const code = normaliseCode(typed);
  if (!code) {
    throw new AppError("bad_request", discountMessages.codeRequired, { field: "discountCode" });
  }
  await countCodeAttempt(db, context, context.now);
  const cart = await getCart(db, key);
  const ofCart = cartOf(key);
  if (cart.lines.length === 0 || !ofCart) {
    throw new AppError("bad_request", discountMessages.emptyCart, { field: "discountCode" });
  }
  const shopper = { customerId: context.customerId, email: context.email };
  const priced = await cartMoneyOff(db, { ...cart, discountCode: code }, shopper, context);
  if (priced.codeProblem) {
    throw new AppError("bad_request", priced.codeProblem, { field: "discountCode" });
  }
  await db.update(carts).set({ discountCode: code }).where(ofCart);
  return priced;
}

/** Takes the code off the cart of `key`. */
export async function removeCartCode(db: Database, key: CartKey) {
  const ofCart = cartOf(key);
  if (ofCart) await db.update(carts).set({ discountCode: null }).where(ofCart);
}
