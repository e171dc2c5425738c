import type { PostalAddress } from "#server/db/schema.ts";
import { postalCountry, postalCountryName, postalLines } from "./postal-lines.ts";

/** What the pages show for an address whose country is not known yet ("Other"). */
export const NO_COUNTRY = "Country not given";

/**
 * An address as a page shows it: the post's lines for its country (`12345 BERLIN`,
 * 〒100-8111 then the prefecture) and the country's name last, as a reader expects it even at
 * home. Built on the server: the pages carry lines, not Google's data.
 */
export function addressDisplayLines(address: PostalAddress): string[] {
  const country = postalCountry(address);
  const lines = postalLines(address, country ?? "US").filter((line) => line.trim());
  return [...lines, postalCountryName(address) ?? NO_COUNTRY];
}
