import type { Context } from "hono";
import type { HttpEnv } from "#server/http/types.ts";
import { openShopContext, type ShopContext, type ShopSetup } from "#server/shop-context.ts";

/** Opens an API request's shop context: once per request, however many handlers ask. */
export type ApiShopContext = (c: Context<HttpEnv>) => Promise<ShopContext>;

export function apiShopContext(setup: ShopSetup): ApiShopContext {
  return (c) => {
    const known = c.get("shop");
    if (known) return known;
    const opening = openShopContext(setup, c.get("logger"));
    c.set("shop", opening);
    return opening;
  };
}
