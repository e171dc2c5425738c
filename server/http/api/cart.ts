import { type Context, Hono } from "hono";
import { addToCart } from "#server/cart/add-to-cart.ts";
import type { CartKey } from "#server/cart/cart-key.ts";
import { clearCart } from "#server/cart/clear-cart.ts";
import { getCart } from "#server/cart/get-cart.ts";
import { cartMessages } from "#server/cart/messages.ts";
import { removeFromCart } from "#server/cart/remove-from-cart.ts";
import { addToCartInput, setCartQuantityInput } from "#server/cart/schemas.ts";
import { setCartQuantity } from "#server/cart/set-cart-quantity.ts";
import type { Database } from "#server/db/client.ts";
import { applyCartCode, cartMoneyOff, removeCartCode } from "#server/discounts/cart-code.ts";
import { cartDiscountInput } from "#server/discounts/code-input.ts";
import { parseJsonBody } from "#server/http/api/bearer.ts";
import { apiCartKey, CART_TOKEN_HEADER } from "#server/http/api/cart-key.ts";
import { toApiCart } from "#server/http/api/cart-shape.ts";
import type { ApiShopContext } from "#server/http/api/shop-context.ts";
import { withCartNames } from "#server/http/api/spec-item-names.ts";
import { clientAddress } from "#server/http/client-address.ts";
import type { HttpEnv } from "#server/http/types.ts";
import { AppError } from "#server/lib/errors.ts";

/** The page form's names for a personalised product's fields, as the API's body names them. */
const apiFieldOf = (field: string) =>
  ({ personalText: "personalisation.text", personalChoice: "personalisation.choice" })[field] ??
  field;

/**
 * The cart API (spec §4 Cart): read it, add a product, set a line's quantity, remove a line,
 * empty it, apply or remove a discount code. The same domain functions and rules as the /cart
 * page; every answer is the cart as it is now, with its money off. A customer's cart follows their bearer token; a guest's is named by the token
 * the first add answers in X-Cart-Token, sent back in that header.
 */
export function createCartRoutes(db: Database, shopOf: ApiShopContext) {
  const routes = new Hono<HttpEnv>();

  const customerOf = (key: CartKey) => ("customerId" in key ? (key.customerId ?? null) : null);

  async function answerCart(c: Context<HttpEnv>, key: CartKey, status: 200 | 201 = 200) {
    c.header("Cache-Control", "no-store");
    const cart = await getCart(db, key);
    const { now, timeZone } = await shopOf(c);
    const shopper = { customerId: customerOf(key), email: null };
    const moneyOff = await cartMoneyOff(db, cart, shopper, { now, timeZone });
    return c.json({ success: true, cart: toApiCart(cart, moneyOff) }, status);
  }

  routes.get("/cart", async (c) => answerCart(c, await apiCartKey(c, db)));

  routes.post("/cart/items", async (c) => {
    c.set("apiFieldName", apiFieldOf);
    const key = await apiCartKey(c, db);
    const input = await parseJsonBody(c, withCartNames.pipe(addToCartInput));
    const added = await addToCart(db, key, input);
    if (added.token && added.cartCreated) c.header(CART_TOKEN_HEADER, added.token);
    return answerCart(c, added.token ? { token: added.token } : key, 201);
  });

  routes.patch("/cart/items/:lineId", async (c) => {
    const key = await apiCartKey(c, db);
    const body = await parseJsonBody(c, setCartQuantityInput.pick({ quantity: true }));
    await setCartQuantity(db, key, { lineId: c.req.param("lineId"), quantity: body.quantity });
    return answerCart(c, key);
  });

  routes.delete("/cart/items/:lineId", async (c) => {
    const key = await apiCartKey(c, db);
    const { removed } = await removeFromCart(db, key, { lineId: c.req.param("lineId") });
    if (!removed) throw new AppError("not_found", cartMessages.notInCart);
    return answerCart(c, key);
  });

  routes.post("/cart/discount", async (c) => {
    const key = await apiCartKey(c, db);
    const { code } = await parseJsonBody(c, cartDiscountInput);
    const { now, timeZone } = await shopOf(c);
    const trier = { clientAddress: clientAddress(c), customerId: customerOf(key), email: null };
    await applyCartCode(db, key, code, { ...trier, now, timeZone });
    return answerCart(c, key);
  });

  routes.delete("/cart/discount", async (c) => {
    const key = await apiCartKey(c, db);
    await removeCartCode(db, key);
    return answerCart(c, key);
  });

  routes.delete("/cart", async (c) => {
    const key = await apiCartKey(c, db);
    await clearCart(db, key);
    return answerCart(c, key);
  });

  return routes;
}
