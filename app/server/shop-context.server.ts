import type { RouterContextProvider } from "react-router";
import { appContext } from "#server/context.ts";
import { openShopContext, type ShopContext, shopSetupOf } from "#server/shop-context.ts";

const opened = new WeakMap<Readonly<RouterContextProvider>, Promise<ShopContext>>();

/**
 * The shop's context for a page request, as the API and the jobs open theirs: opened once per
 * request (the shop's time zone read once), however many loaders and actions ask.
 */
export function shopContext(context: Readonly<RouterContextProvider>): Promise<ShopContext> {
  const known = opened.get(context);
  if (known) return known;
  const { db, config, logger, paypal } = context.get(appContext);
  const opening = openShopContext(shopSetupOf(config, db, paypal), logger);
  opened.set(context, opening);
  return opening;
}
