import { describe, expect, it } from "vitest";
import type { PostalAddress } from "#server/db/schema.ts";
import { postalCountry, postalCountryName, postalLines } from "./postal-lines.ts";

const address = (parts: Partial<PostalAddress>): PostalAddress => ({
  firstName: "Mina",
  lastName: "Park",
  addressLine1: "",
  city: "",
  stateProvince: "",
  postalCode: "",
  country: "US",
  ...parts,
});

describe("an envelope's lines in its country's order", () => {
  it("writes a US address the USPS way, with no country line at home", () => {
    const portland = { addressLine1: "12 Paper Lane", city: "Portland", stateProvince: "OR" };
    expect(postalLines(address({ ...portland, postalCode: "97201" }))).toEqual([
      "Mina Park",
      "12 Paper Lane",
      "PORTLAND, OR 97201",
    ]);
  });

  it("writes Berlin in German order, ending in GERMANY", () => {
    const berlin = { addressLine1: "Torstraße 1", addressLine2: "Hinterhaus", city: "Berlin" };
    expect(postalLines(address({ ...berlin, postalCode: "10119", country: "DE" }))).toEqual([
      "Mina Park",
      "Torstraße 1",
      "Hinterhaus",
      "10119 BERLIN",
      "GERMANY",
    ]);
  });

  it("writes Tokyo in kanji from the postcode down, or in the Latin order when typed in Latin", () => {
    const tokyo = { stateProvince: "13", postalCode: "100-8111", country: "JP" };
    expect(
      postalLines(
        address({ ...tokyo, firstName: "花子", lastName: "山田", addressLine1: "千代田1-1" }),
      ),
    ).toEqual(["〒100-8111", "東京都", "千代田1-1", "山田 花子", "JAPAN"]);
    expect(postalLines(address({ ...tokyo, addressLine1: "1-1 Chiyoda" }))).toEqual([
      "Mina Park",
      "1-1 Chiyoda, TOKYO",
      "100-8111",
      "JAPAN",
    ]);
  });

  it("reads the old stored codes: UK is Great Britain; 'Other' prints no country", () => {
    const london = { addressLine1: "10 Downing Street", city: "London", postalCode: "SW1A 2AA" };
    expect(postalLines(address({ ...london, country: "UK" }))).toEqual([
      "Mina Park",
      "10 Downing Street",
      "LONDON",
      "SW1A 2AA",
      "UNITED KINGDOM",
    ]);
    expect(postalLines(address({ ...london, country: "OTHER" }))).toEqual([
      "Mina Park",
      "10 Downing Street",
      "London SW1A 2AA",
    ]);
  });

  it("keeps two street lines apart where the post wants the whole address in capitals", () => {
    const montreal = {
      addressLine1: 'Unit 5, "The Loft"',
      addressLine2: "200 Rue Saint-Denis",
      city: "Montréal",
      stateProvince: "QC",
      postalCode: "H2X 3K7",
      country: "CA",
    };
    expect(postalLines(address(montreal))).toEqual([
      "MINA PARK",
      'UNIT 5, "THE LOFT"',
      "200 RUE SAINT-DENIS",
      "MONTRÉAL QC H2X 3K7",
      "CANADA",
    ]);
  });
});

describe("capitals", () => {
  it("are written as the destination's language writes them: Greek without accents", () => {
    const athens = { addressLine1: "Ερμού 15", city: "Αθήνα", postalCode: "105 63" };
    expect(postalLines(address({ ...athens, firstName: "Ελένη", country: "GR" }))).toEqual([
      "Ελένη Park",
      "Ερμού 15",
      "105 63 ΑΘΗΝΑ",
      "GREECE",
    ]);
  });
});

describe("the country of a stored address", () => {
  it("is the ISO code a post knows, UK read as GB; none for Other, blank or unknown codes", () => {
    expect(postalCountry({ country: "DE" })).toBe("DE");
    expect(postalCountry({ country: "UK" })).toBe("GB");
    expect(postalCountryName({ country: "UK" })).toBe("United Kingdom");
    for (const country of ["OTHER", "", "XX", "ZZ", "de", "constructor"]) {
      expect(postalCountry({ country }), country).toBeUndefined();
      expect(postalCountryName({ country }), country).toBeUndefined();
    }
  });
});
