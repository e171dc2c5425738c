import type { RouterContextProvider } from "react-router";
import { appContext } from "#server/context.ts";
import { type ShopContext, shopContextFor, shopSetupOf } from "#server/shop-context.ts";

/** The shop's context for a page request: opened once, however many loaders and actions ask. */
export function shopContext(context: Readonly<RouterContextProvider>): Promise<ShopContext> {
  const { db, config, logger, paypal } = context.get(appContext);
  return shopContextFor(context, shopSetupOf(config, db, paypal), logger);
}
