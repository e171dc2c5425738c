import { Hono } from "hono";
import { countryName } from "#server/addresses/address-format.ts";
import { getCart } from "#server/cart/get-cart.ts";
import type { Database } from "#server/db/client.ts";
import { apiCartKey } from "#server/http/api/cart-key.ts";
import { toApiShipping } from "#server/http/api/shipping-shape.ts";
import type { HttpEnv } from "#server/http/types.ts";
import { AppError } from "#server/lib/errors.ts";
import { checkoutShipping } from "#server/shipping/checkout-shipping.ts";

export const shippingOptionMessages = {
  countryNeeded: "Please give a country: ?country=DE",
} as const;

/**
 * GET /api/shipping-options?country=DE: how the caller's cart (apiCartKey) can be posted
 * there, each method with its price in dollars, as the checkout offers them; the checkout's
 * form asks again whenever the buyer picks another country.
 */
export function createShippingOptionRoutes(db: Database) {
  const routes = new Hono<HttpEnv>();
  routes.get("/shipping-options", async (c) => {
    const country = (c.req.query("country") ?? "").trim().toUpperCase();
    if (!countryName(country)) {
      throw new AppError("bad_request", shippingOptionMessages.countryNeeded, {
        field: "country",
      });
    }
    const cart = await getCart(db, await apiCartKey(c, db));
    c.header("Cache-Control", "private, no-store");
    return c.json({ shipping: toApiShipping(await checkoutShipping(db, cart.lines, country)) });
  });
  return routes;
}
