import { addressCountries, HOME_COUNTRY } from "#server/addresses/address-format.ts";
import type { Database } from "#server/db/client.ts";
import { recordStudioChange } from "#server/lib/audit-log.ts";
import { AppError } from "#server/lib/errors.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { writeShopSettings } from "#server/shop/write-shop-settings.ts";

export const servedCountriesMessages = {
  homeRequired: "The shop always ships within the USA: keep it ticked.",
} as const;

/**
 * Where the shop ships orders and sends the international Mail Club: the form sends the
 * ticked countries, and what is stored is the rest, so a country the post adds later is
 * served until the maker unticks it. The home country is always served for orders.
 */
export async function updateServedCountries(
  db: Database,
  account: StudioAccount,
  ticked: { shop: readonly string[]; club: readonly string[] },
) {
  const all = addressCountries(HOME_COUNTRY).map((country) => country.code);
  const shop = new Set(ticked.shop);
  const club = new Set(ticked.club);
  if (!shop.has(HOME_COUNTRY)) {
    throw new AppError("bad_request", servedCountriesMessages.homeRequired, { field: "shop" });
  }
  const unservedCountries = all.filter((code) => !shop.has(code));
  const clubUnservedCountries = all.filter((code) => !club.has(code));
  await db.transaction(async (tx) => {
    await writeShopSettings(tx, { unservedCountries, clubUnservedCountries });
    await recordStudioChange(tx, account, {
      action: "shop-settings.countries",
      subject: "shop-settings",
      details: { unservedCountries, clubUnservedCountries },
    });
  });
  return { shopCount: all.length - unservedCountries.length, clubCount: club.size };
}
