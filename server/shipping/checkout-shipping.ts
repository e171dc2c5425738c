import type { Database } from "#server/db/client.ts";
import { loadShippingQuotes } from "./load-shipping-quotes.ts";
import type { ParcelLine } from "./parcel.ts";
import type { ShippingQuotes } from "./quote-shipping.ts";
import { shippingMessages } from "./shipping-messages.ts";

/** What the checkout shows for a country: the options, or why nothing can be posted there. */
export interface CheckoutShipping {
  country: string;
  quotes: ShippingQuotes;
  /** Set when something needs posting and no method goes there. */
  cannotPost: string | null;
}

export async function checkoutShipping(
  db: Database,
  lines: readonly ParcelLine[],
  country: string,
): Promise<CheckoutShipping> {
  const quotes = await loadShippingQuotes(db, lines, country);
  const stuck = quotes.needsPostage && quotes.priced && quotes.options.length === 0;
  return { country, quotes, cannotPost: stuck ? shippingMessages.cannotPost(country) : null };
}
