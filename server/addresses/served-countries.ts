import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { shopSettings } from "#server/db/schema.ts";
import { addressCountries, countryName, HOME_COUNTRY } from "./address-format.ts";

/** Where the shop posts orders (`shop`) and where the international Mail Club goes (`club`). */
export interface ServedCountries {
  shop: ReadonlySet<string>;
  club: ReadonlySet<string>;
}

/** Every country the post knows but those the maker left out in the studio's settings. */
export async function loadServedCountries(db: Database): Promise<ServedCountries> {
  const [row] = await db
    .select({
      unserved: shopSettings.unservedCountries,
      clubUnserved: shopSettings.clubUnservedCountries,
    })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1))
    .limit(1);
  return {
    shop: servedBut(row?.unserved ?? []),
    club: servedBut(row?.clubUnserved ?? []),
  };
}

function servedBut(unserved: readonly string[]): ReadonlySet<string> {
  const left = new Set(unserved);
  return new Set(
    addressCountries(HOME_COUNTRY)
      .map((country) => country.code)
      .filter((code) => !left.has(code)),
  );
}

export const servedMessages = {
  shop: (name: string) => `Sorry, we don't ship to ${name}`,
  club: (name: string) => `Sorry, the Mail Club is not sent to ${name}`,
} as const;

/** The refusal naming the country when `served` lacks it, else null. */
export function unservedCountryMessage(
  country: string,
  served: ReadonlySet<string>,
  reach: keyof ServedCountries,
): string | null {
  if (served.has(country)) return null;
  return servedMessages[reach](countryName(country) ?? country);
}

/** How many countries besides the home one the international Mail Club goes to (/subscribe). */
export function clubCountryCount(served: ServedCountries) {
  return [...served.club].filter((code) => code !== HOME_COUNTRY).length;
}
