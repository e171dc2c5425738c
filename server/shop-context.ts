import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import type { Logger } from "#server/logger.ts";
import type { PayPalClient } from "#server/payments/paypal/types.ts";
import { readShopTimeZone } from "#server/shop/shop-time-zone.ts";

/**
 * What a page, an API handler and a job's pass work with: one shape for all three, opened once
 * per request or pass. Workflows take the part they need (PaymentServices, OrderLifeContext are
 * picks of it), so the shop's time zone has one meaning everywhere: the one in force now.
 */
export interface ShopContext {
  db: Database;
  paypal: PayPalClient;
  logger: Logger;
  /** Origin of the links in e-mails and of PayPal's return and cancel pages (PUBLIC_URL). */
  publicUrl: string;
  /** Where the maker's notices go (OWNER_EMAIL); else the shop settings' owner e-mail. */
  ownerEmail?: string;
  /**
   * The shop's time zone as the studio set it, else SHOP_TIMEZONE: where its days and the
   * Mail Club's 25th are (decisions.md 11). Read once, when the context is opened.
   */
  timeZone: string;
  /** When the request or the pass began. */
  now: Date;
}

/** What stays the same for every request; SHOP_TIMEZONE is the setting's fallback. */
export interface ShopSetup extends Pick<ShopContext, "db" | "paypal" | "publicUrl" | "ownerEmail"> {
  fallbackTimeZone: string;
}

export function shopSetupOf(
  config: Pick<Config, "publicUrl" | "ownerEmail" | "shopTimeZone">,
  db: Database,
  paypal: PayPalClient,
): ShopSetup {
  const { publicUrl, ownerEmail, shopTimeZone } = config;
  return { db, paypal, publicUrl, ownerEmail, fallbackTimeZone: shopTimeZone };
}

const opened = new WeakMap<object, Promise<ShopContext>>();

/**
 * The context of the request `request` stands for (a page's router context, an API call's),
 * opened at its first asking: one per request, however many loaders or handlers ask.
 */
export function shopContextFor(
  request: object,
  setup: ShopSetup,
  logger: Logger,
): Promise<ShopContext> {
  const known = opened.get(request);
  if (known) return known;
  const opening = openShopContext(setup, logger);
  opened.set(request, opening);
  return opening;
}

/** The context of one request or job pass: the shop's time zone read now, once. */
export async function openShopContext(
  setup: ShopSetup,
  logger: Logger,
  now = new Date(),
): Promise<ShopContext> {
  const { fallbackTimeZone, ...shared } = setup;
  const timeZone = await readShopTimeZone(setup.db, fallbackTimeZone);
  return { ...shared, logger, timeZone, now };
}
