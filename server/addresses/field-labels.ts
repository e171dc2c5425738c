/**
 * What a form calls each part of an address, by the name types of Google's metadata; the words
 * are libaddressinput's own English messages. Countries that say "Postcode" say so below.
 */
export const postalCodeLabels: Record<string, string> = {
  zip: "ZIP code",
  postal: "Postal code",
  pin: "PIN code",
  eircode: "Eircode",
};

/** Where British English is the post's language, a postal code is a "Postcode". */
export const postcodeCountries = new Set(["GB", "AU", "NZ", "IE", "GG", "JE", "IM"]);

export const regionLabels: Record<string, string> = {
  area: "Area",
  county: "County",
  department: "Department",
  district: "District",
  do_si: "Do/Si",
  emirate: "Emirate",
  island: "Island",
  oblast: "Oblast",
  parish: "Parish",
  prefecture: "Prefecture",
  province: "Province",
  region: "Region",
  state: "State",
};

export const localityLabels: Record<string, string> = {
  city: "City",
  district: "District",
  post_town: "Post town",
  suburb: "Suburb",
};

/** A label by its name type, or the type itself made readable when the table lacks it. */
export function labelOf(labels: Record<string, string>, type: string) {
  return labels[type] ?? type.replaceAll("_", " ").replace(/^./, (first) => first.toUpperCase());
}
