import { describe, expect, it } from "vitest";
import { addressProblems } from "./address-problems.ts";

describe("an address checked against its country's post", () => {
  it("takes a whole US address, a Berlin address without a state, a Tokyo one without a city", () => {
    const portland = { addressLine1: "12 Paper Lane", city: "Portland", stateProvince: "or" };
    expect(addressProblems({ ...portland, postalCode: "97201", country: "US" })).toEqual([]);
    expect(
      addressProblems({
        addressLine1: "Torstraße 1",
        city: "Berlin",
        postalCode: "10119",
        country: "DE",
      }),
    ).toEqual([]);
    expect(
      addressProblems({
        addressLine1: "千代田1-1",
        stateProvince: "13",
        postalCode: "100-8111",
        country: "JP",
      }),
    ).toEqual([]);
  });

  it("refuses a US ZIP of 4 digits and a Canadian postcode in the wrong pattern, saying what one looks like", () => {
    expect(
      addressProblems({
        addressLine1: "1 Main St",
        city: "Portland",
        stateProvince: "OR",
        postalCode: "9720",
        country: "US",
      }),
    ).toEqual([{ part: "postalCode", message: "ZIP code should look like 95014" }]);
    expect(
      addressProblems({
        addressLine1: "111 Wellington St",
        city: "Ottawa",
        stateProvince: "ON",
        postalCode: "12345",
        country: "CA",
      }),
    ).toEqual([{ part: "postalCode", message: "Postal code should look like H3Z 2Y7" }]);
  });

  it("names each missing part in the spec's words, and a region the post does not know", () => {
    expect(addressProblems({ country: "US" })).toEqual([
      { part: "addressLine1", message: "Address is required" },
      { part: "city", message: "City is required" },
      { part: "stateProvince", message: "State/Province is required" },
      { part: "postalCode", message: "Postal code is required" },
    ]);
    expect(
      addressProblems({
        addressLine1: "1 Main St",
        city: "Springfield",
        stateProvince: "Freedonia",
        postalCode: "62701",
        country: "US",
      }),
    ).toEqual([{ part: "stateProvince", message: "Please choose a state from the list" }]);
  });

  it("refuses a country no post knows and the old 'Other'; without one, asks for spec §5's parts", () => {
    const typed = { addressLine1: "1 Rue", city: "Ville", stateProvince: "X", postalCode: "1" };
    expect(addressProblems({ ...typed, country: "OTHER" })).toEqual([
      { part: "country", message: "Please choose a country from the list" },
    ]);
    expect(addressProblems({})).toEqual([
      { part: "country", message: "Please choose a country from the list" },
      { part: "addressLine1", message: "Address is required" },
      { part: "city", message: "City is required" },
      { part: "stateProvince", message: "State/Province is required" },
      { part: "postalCode", message: "Postal code is required" },
    ]);
  });
});
