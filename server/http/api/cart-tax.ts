import { Hono } from "hono";
import { countryName } from "#server/addresses/address-format.ts";
import { getCart } from "#server/cart/get-cart.ts";
import { type CartTax, cartTax } from "#server/checkout/cart-tax.ts";
import type { Database } from "#server/db/client.ts";
import { cartMoneyOff } from "#server/discounts/cart-code.ts";
import { apiCartKey } from "#server/http/api/cart-key.ts";
import type { ApiShopContext } from "#server/http/api/shop-context.ts";
import type { HttpEnv } from "#server/http/types.ts";
import { AppError } from "#server/lib/errors.ts";
import { dollarsOf } from "#server/lib/money.ts";
import { deliveryOf } from "#server/orders/delivery.ts";

export const cartTaxMessages = {
  countryNeeded: "Please give a country: ?country=US&region=NY&postalCode=10001",
} as const;

/** The answer: dollars like every amount of the API, cents beside them for the shop's page. */
export function toApiCartTax(tax: CartTax) {
  return {
    tax: dollarsOf(tax.taxCents),
    taxCents: tax.taxCents,
    shippingTax: dollarsOf(tax.shippingTaxCents),
    shippingTaxCents: tax.shippingTaxCents,
    lines: Object.entries(tax.lineTaxCents).map(([lineId, cents]) => ({
      lineId: Number(lineId),
      tax: dollarsOf(cents),
      taxCents: cents,
    })),
    inclusive: tax.inclusive,
    region: tax.label,
    rate: tax.ratePpm / 10_000,
  };
}
export type ApiCartTax = ReturnType<typeof toApiCartTax>;

/**
 * GET /api/cart/tax?country=US&region=NY&postalCode=10001&shippingMethodId=2: the tax the
 * caller's cart would pay delivered there (decision 042), as the checkout shows it while the
 * buyer types the address; `shippingMethodId=mail-club` for a parcel riding in the Mail Club
 * envelope. The order computes it again when it is placed.
 */
export function createCartTaxRoutes(db: Database, shopOf: ApiShopContext) {
  const routes = new Hono<HttpEnv>();
  routes.get("/cart/tax", async (c) => {
    const country = (c.req.query("country") ?? "").trim().toUpperCase();
    if (!countryName(country)) {
      throw new AppError("bad_request", cartTaxMessages.countryNeeded, { field: "country" });
    }
    const key = await apiCartKey(c, db);
    const cart = await getCart(db, key);
    const { now, timeZone } = await shopOf(c);
    const customerId = "customerId" in key ? (key.customerId ?? null) : null;
    const moneyOff = await cartMoneyOff(db, cart, { customerId, email: null }, { now, timeZone });
    const method = c.req.query("shippingMethodId") ?? "";
    const parcel = deliveryOf(cart.lines.map((line) => line.product)) === "postal";
    const tax = await cartTax(
      db,
      cart,
      moneyOff,
      {
        country,
        region: (c.req.query("region") ?? "").slice(0, 40),
        postalCode: (c.req.query("postalCode") ?? "").slice(0, 20),
        delivery: !parcel ? "digital" : method === "mail-club" ? "envelope" : "postal",
        shippingMethodId: /^\d{1,9}$/.test(method) ? Number(method) : null,
      },
      now,
    );
    c.header("Cache-Control", "private, no-store");
    return c.json({ tax: toApiCartTax(tax) });
  });
  return routes;
}
