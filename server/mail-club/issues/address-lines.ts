import type { PostalAddress, SubscriptionPlan } from "#server/db/schema.ts";
import { checkoutCountries } from "#server/orders/checkout-schema.ts";

const countryNames = new Map<string, string>(
  checkoutCountries.map((country) => [country.code, country.name]),
);

/** The country's name as the address form lists it ('United Kingdom'), else the code as stored. */
export function countryName(code: string) {
  return countryNames.get(code) ?? code;
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
