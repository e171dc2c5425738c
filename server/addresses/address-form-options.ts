import {
  type AddressFormat,
  addressCountries,
  addressFormatOf,
  HOME_COUNTRY,
} from "./address-format.ts";

/** What a page sends its address form: the countries it may choose and one country's format. */
export interface AddressFormOptions {
  countries: { value: string; label: string }[];
  /** The format of the country the form opens with; others come from /api/address-formats. */
  format: AddressFormat;
}

/**
 * The form's options for an address in `country` (the saved one, or the home country): every
 * country the post knows, or only those in `served`. A saved country no longer listed opens
 * the form on the first listed one.
 */
export function addressFormOptions(
  country: string | undefined,
  served?: ReadonlySet<string>,
): AddressFormOptions {
  const countries = addressCountries(HOME_COUNTRY)
    .filter((candidate) => !served || served.has(candidate.code))
    .map((candidate) => ({ value: candidate.code, label: candidate.name }));
  const listed = countries.find((candidate) => candidate.value === country?.toUpperCase());
  const opening = listed?.value ?? countries[0]?.value ?? HOME_COUNTRY;
  const format = addressFormatOf(opening) ?? addressFormatOf(HOME_COUNTRY);
  if (!format) throw new Error(`No address format for ${opening}`);
  return { countries, format };
}
