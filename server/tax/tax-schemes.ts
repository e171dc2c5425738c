/**
 * What each registration collects (decision 042): the buyers it covers and the tax classes it
 * taxes. A maker outside the EU registers for the non-Union scheme and charges VAT on
 * downloads only (parcels pay import VAT on arrival); the union one-stop shop covers goods
 * too. The UK and Norway tax goods and downloads sold to consumers there; Switzerland
 * downloads (parcels are taxed at its border).
 */
import type { TaxRegistrationKind } from "#server/db/schema.ts";
import type { TaxClass } from "./tax-arithmetic.ts";

export const EU_COUNTRIES = [
  "AT",
  "BE",
  "BG",
  "HR",
  "CY",
  "CZ",
  "DK",
  "EE",
  "FI",
  "FR",
  "DE",
  "GR",
  "HU",
  "IE",
  "IT",
  "LV",
  "LT",
  "LU",
  "MT",
  "NL",
  "PL",
  "PT",
  "RO",
  "SK",
  "SI",
  "ES",
  "SE",
] as const;

export type VatScheme = Exclude<TaxRegistrationKind, "us_state">;

interface SchemeRules {
  label: string;
  /** `tax_registrations.region` for this scheme. */
  region: string;
  countries: readonly string[];
  taxed: readonly TaxClass[];
}

export const VAT_SCHEMES: Readonly<Record<VatScheme, SchemeRules>> = {
  eu_oss: {
    label: "EU one-stop shop (union scheme)",
    region: "EU",
    countries: EU_COUNTRIES,
    taxed: ["physical", "digital", "club"],
  },
  eu_non_union: {
    label: "EU non-Union scheme (downloads)",
    region: "EU",
    countries: EU_COUNTRIES,
    taxed: ["digital"],
  },
  uk: {
    label: "United Kingdom VAT",
    region: "GB",
    countries: ["GB"],
    taxed: ["physical", "digital", "club"],
  },
  norway: {
    label: "Norway VOEC",
    region: "NO",
    countries: ["NO"],
    taxed: ["physical", "digital", "club"],
  },
  switzerland: { label: "Switzerland VAT", region: "CH", countries: ["CH"], taxed: ["digital"] },
};

/** The classes a US registration may tax, as the maker ticks them (gift cards never). */
export const US_TAXABLE_CLASSES = [
  "physical",
  "digital",
  "club",
] as const satisfies readonly TaxClass[];

/** The VAT scheme covering buyers in `country` among the shop's registrations, if any. */
export function vatSchemeFor(country: string, registered: readonly VatScheme[]): VatScheme | null {
  return registered.find((scheme) => VAT_SCHEMES[scheme].countries.includes(country)) ?? null;
}
