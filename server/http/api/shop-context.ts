import type { Context } from "hono";
import type { HttpEnv } from "#server/http/types.ts";
import { type ShopContext, type ShopSetup, shopContextFor } from "#server/shop-context.ts";

/** Opens an API request's shop context: once per request, however many handlers ask. */
export type ApiShopContext = (c: Context<HttpEnv>) => Promise<ShopContext>;

export function apiShopContext(setup: ShopSetup): ApiShopContext {
  return (c) => shopContextFor(c, setup, c.get("logger"));
}
