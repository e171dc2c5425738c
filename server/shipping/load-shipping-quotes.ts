import type { Database } from "#server/db/client.ts";
import { AppError } from "#server/lib/errors.ts";
import { type ParcelLine, parcelOf } from "./parcel.ts";
import { quoteShipping, type ShippingOption, type ShippingQuotes } from "./quote-shipping.ts";
import { shippingMessages } from "./shipping-messages.ts";
import { loadShippingRules } from "./shipping-rules.ts";

/**
 * The shipping options for these lines (a cart's, or an order's being made) to `country`
 * (ISO 3166-1 alpha-2). Reads the rules only when something needs posting. Pass the
 * transaction that writes an order, so its price is the one checked.
 */
export async function loadShippingQuotes(
  db: Database,
  lines: readonly ParcelLine[],
  country: string,
): Promise<ShippingQuotes> {
  const parcel = parcelOf(lines);
  if (!parcel.needsPostage) return { needsPostage: false };
  return quoteShipping(await loadShippingRules(db), parcel, country);
}

/**
 * The option the buyer chose, checked against the quotes: null when there is nothing to charge
 * (nothing needs posting, or the shop prices no postage), whatever was sent; else the offered
 * option with this method id. Throws bad_request when nothing can be posted there, or when the
 * method is missing or not offered (for the `shippingMethodId` field).
 */
export function quoteFor(
  quotes: ShippingQuotes,
  methodId: number | null | undefined,
): ShippingOption | null {
  if (!quotes.needsPostage || !quotes.priced) return null;
  if (quotes.options.length === 0) {
    throw new AppError("bad_request", shippingMessages.cannotPost(quotes.country));
  }
  if (methodId === null || methodId === undefined) {
    throw new AppError("bad_request", shippingMessages.chooseMethod, {
      field: "shippingMethodId",
    });
  }
  const option = quotes.options.find((candidate) => candidate.methodId === methodId);
  if (!option) {
    throw new AppError("bad_request", shippingMessages.methodUnavailable, {
      field: "shippingMethodId",
    });
  }
  return option;
}
