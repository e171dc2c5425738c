import {
  type AddressFormOptions,
  addressFormOptions,
} from "#server/addresses/address-form-options.ts";
import { HOME_COUNTRY } from "#server/addresses/address-format.ts";
import { loadServedCountries } from "#server/addresses/served-countries.ts";
import type { Database } from "#server/db/client.ts";
import type { SubscriptionPlan } from "#server/db/schema.ts";

/**
 * What an address is for, which decides the countries its form lists: a parcel (where the
 * shop ships), a Mail Club plan (the USA plan the USA only, the international one where the
 * maker sends it), or nothing posted (a download's buyer, My Details: any country).
 */
export type AddressUse = "parcel" | SubscriptionPlan | "anywhere";

/** The address form's countries and the opening country's format, sent with the page. */
export async function addressOptions(
  db: Database,
  use: AddressUse,
  country: string | undefined,
): Promise<AddressFormOptions> {
  if (use === "anywhere") return addressFormOptions(country);
  if (use === "usa") return addressFormOptions(HOME_COUNTRY, new Set([HOME_COUNTRY]));
  const served = await loadServedCountries(db);
  if (use === "parcel") return addressFormOptions(country, served.shop);
  return addressFormOptions(country, new Set([HOME_COUNTRY, ...served.club]));
}
