import type { PostalAddress } from "#server/db/schema.ts";
import { countryName } from "./address-format.ts";
import { libAddress } from "./lib-address.ts";

/** Codes the forms stored before every country was offered (decision 021). */
const storedCodes: Record<string, string | undefined> = { UK: "GB", OTHER: undefined };

type CountryCode = Parameters<typeof libAddress.getCountryData>[0];

/**
 * The country a stored address is for, as the ISO code a post knows; undefined when it names
 * none ("OTHER", blank, a code no post knows), so no envelope can be addressed to it yet.
 */
export function postalCountry(address: Pick<PostalAddress, "country">): CountryCode | undefined {
  const code = Object.hasOwn(storedCodes, address.country)
    ? storedCodes[address.country]
    : address.country;
  return code && countryName(code) && libAddress.isValidCountryCode(code) ? code : undefined;
}

/** The English name of that country ('United Kingdom' for a stored UK); undefined for none. */
export function postalCountryName(address: Pick<PostalAddress, "country">): string | undefined {
  const code = postalCountry(address);
  return code && countryName(code);
}

/** Chinese, Japanese or Korean script: the address is written the country's own way. */
const eastAsian = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** A name as it is written: family name first in Chinese, Japanese and Korean script (山田 太郎). */
function personName(address: Pick<PostalAddress, "firstName" | "lastName">) {
  const { firstName, lastName } = address;
  const familyFirst = eastAsian.test(`${firstName}${lastName}`);
  return (familyFirst ? `${lastName} ${firstName}` : `${firstName} ${lastName}`).trim();
}

/**
 * The lines of an envelope in the order the destination's post writes them (Google's format
 * strings: `12345 BERLIN`, `〒100-8111` then the prefecture), the parts it wants in
 * capitals so, and for mail abroad the country's English name in capitals as the last line.
 * An address typed in Latin letters to a country with a Latin format (Japan) uses that one.
 */
export function postalLines(address: PostalAddress, home = "US"): string[] {
  const country = postalCountry(address);
  if (!country) return plainLines(address);
  const data = libAddress.getCountryData(country);
  const typed = Object.values(address).join(" ");
  const format = data.lfmt && !eastAsian.test(typed) ? data.lfmt : data.fmt;
  const latin = format === data.lfmt;
  const upper = new Set(data.upper.split(""));
  // Capitals as the destination's language writes them: Greek drops its accents (ΑΘΗΝΑ),
  // Turkish dots its İ; the same on every server, whatever its own locale.
  const language = new Intl.Locale(`und-${country}`).maximize().language;
  const region = data.sub_regions?.find((candidate) => candidate.key === address.stateProvince);
  const regionText = !region
    ? address.stateProvince
    : /^[A-Z]{2,3}$/.test(region.key)
      ? region.key
      : latin
        ? (region.name.latin ?? region.name.default)
        : region.name.default;
  const parts: Record<string, string> = {
    N: personName(address),
    O: "",
    A: [address.addressLine1, address.addressLine2 ?? ""].filter((line) => line.trim()).join("\n"),
    D: "",
    C: address.city,
    S: regionText,
    Z: address.postalCode ? `${data.postprefix ?? ""}${address.postalCode}` : "",
    X: "",
  };
  // Line breaks as "\n" before the parts go in: a part in capitals would turn a "%n" into "%N".
  const filled = format.replaceAll("%n", "\n").replace(/%([NOADCSZX])/g, (_, letter: string) => {
    const value = (parts[letter] ?? "").trim();
    return upper.has(letter) ? value.toLocaleUpperCase(language) : value;
  });
  const lines = filled
    .split("\n")
    .map((line) =>
      line
        .replace(/\s+/g, " ")
        .replace(/^[\s,]+|[\s,]+$/g, "")
        .trim(),
    )
    .filter((line) => line !== "" && line !== "〒");
  if (country !== home) lines.push((countryName(country) ?? country).toLocaleUpperCase("en"));
  return lines;
}

/** An address with no country a post knows: its lines as typed, no country line. */
function plainLines(address: PostalAddress) {
  const town = [address.city, address.stateProvince, address.postalCode].filter(Boolean).join(" ");
  return [
    `${address.firstName} ${address.lastName}`,
    address.addressLine1,
    address.addressLine2 ?? "",
    town,
  ]
    .map((line) => line.trim())
    .filter(Boolean);
}
