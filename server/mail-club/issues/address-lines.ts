import { countryName as isoCountryName } from "#server/addresses/address-format.ts";
import type { PostalAddress, SubscriptionPlan } from "#server/db/schema.ts";

/** The country's English name ('United Kingdom'), else the code as stored. */
export function countryName(code: string) {
  return isoCountryName(code) ?? code;
}

export function planName(plan: SubscriptionPlan) {
  return plan === "usa" ? "USA" : "International";
}

/**
 * The lines of an envelope: name, street lines, town line, and for an address abroad the
 * country in capitals as the last line (as the post asks). 'OTHER' names no country, so the
 * line is left out rather than printing 'OTHER INTERNATIONAL'.
 */
export function addressLines(address: PostalAddress): string[] {
  const town = [address.city, address.stateProvince, address.postalCode]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(" ");
  const lines = [
    `${address.firstName} ${address.lastName}`.trim(),
    address.addressLine1.trim(),
    address.addressLine2?.trim() ?? "",
    town,
  ];
  if (address.country !== "US" && address.country !== "OTHER") {
    lines.push(countryName(address.country).toUpperCase());
  }
  return lines.filter((line) => line.length > 0);
}
