import { eq, inArray } from "drizzle-orm";
import { type AddToCartResult, addToCart } from "#server/cart/add-to-cart.ts";
import type { CartKey } from "#server/cart/cart-key.ts";
import { getCart } from "#server/cart/get-cart.ts";
import type { Database } from "#server/db/client.ts";
import type { Personalisation, PersonalisationFields } from "#server/db/schema.ts";
import { orderItems, products } from "#server/db/schema.ts";
import { isRefusal } from "#server/lib/errors.ts";

export interface BoughtAgain {
  /** The cart's token when this made the cart (for the cookie); else null. */
  token: string | null;
  /** Lines put in the cart (a line already there is left as it is). */
  added: number;
  /** Titles that could not go back in: no longer sold, sold out, or their choices changed. */
  unavailable: string[];
}

/** The answers of a line as the cart's form sends them, by the product's own field labels. */
function answersOf(fields: PersonalisationFields | null, given: Personalisation) {
  const answerTo = (label: string | undefined) =>
    given.find((answer) => answer.label === label)?.value;
  return { text: answerTo(fields?.text?.label), choice: answerTo(fields?.choice?.label) };
}

const sameAnswers = (a: Personalisation, b: Personalisation) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * Puts an order's lines back in the visitor's cart, each through the cart's own add (today's
 * price, stock and rules, the buyer's words re-checked), so a cancelled or refunded order can
 * be bought again in one step. A line the cart holds already stays as it is; downloads go back
 * only with the buyer's acknowledgment, as any add of a download does.
 */
export async function buyAgain(
  db: Database,
  key: CartKey,
  orderId: number,
  options: { digitalAcknowledged: boolean },
): Promise<BoughtAgain> {
  const lines = await db
    .select({
      productId: orderItems.productId,
      title: orderItems.title,
      quantity: orderItems.quantity,
      personalisation: orderItems.personalisation,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.id);
  const ids = lines.flatMap((line) => (line.productId === null ? [] : [line.productId]));
  const fields = new Map(
    ids.length === 0
      ? []
      : (
          await db
            .select({ id: products.id, personalisation: products.personalisation })
            .from(products)
            .where(inArray(products.id, ids))
        ).map((product) => [product.id, product.personalisation]),
  );
  const inCart = (await getCart(db, key)).lines;
  let token: string | null = null;
  let cartKey = key;
  let added = 0;
  const unavailable: string[] = [];
  for (const line of lines) {
    if (line.productId === null || !fields.has(line.productId)) {
      unavailable.push(line.title);
      continue;
    }
    const held = inCart.some(
      (cartLine) =>
        cartLine.product.id === line.productId &&
        sameAnswers(cartLine.personalisation, line.personalisation),
    );
    if (held) continue;
    try {
      const result: AddToCartResult = await addToCart(db, cartKey, {
        productId: line.productId,
        quantity: line.quantity,
        digitalAcknowledged: options.digitalAcknowledged,
        personalisation: answersOf(fields.get(line.productId) ?? null, line.personalisation),
      });
      if (result.cartCreated && result.token) {
        token = result.token;
        cartKey = { token, customerId: "customerId" in key ? key.customerId : null };
      }
      added += 1;
    } catch (error) {
      if (!isRefusal(error)) throw error;
      unavailable.push(line.title);
    }
  }
  return { token, added, unavailable };
}
