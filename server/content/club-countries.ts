/**
 * What a maker-written text (a page text, a product's description, a Mail Club plan's words)
 * writes where the number of countries the international Mail Club goes to belongs, so the
 * number is always the studio's setting (`clubCountryCount`), never a copy that goes stale.
 */
export const COUNTRIES_PLACEHOLDER = "{countries}";

/** `text` with every `{countries}` as the number. */
export function withClubCountries(text: string, clubCountries: number) {
  return text.replaceAll(COUNTRIES_PLACEHOLDER, String(clubCountries));
}
