import { describe, expect, it } from "vitest";
import { fieldErrors } from "#server/validation/parse-input.ts";
import { postalAddressSchema } from "./address-schema.ts";

const person = { firstName: "Mika", lastName: "Sato" };

function errorsOf(input: unknown) {
  const parsed = postalAddressSchema.safeParse(input);
  expect(parsed.success).toBe(false);
  return parsed.success ? {} : fieldErrors(parsed.error);
}

describe("the one address schema", () => {
  it("keeps what each post wants: a Berlin address without its state, a Tokyo one by its prefecture's code", () => {
    const berlin = postalAddressSchema.parse({
      ...person,
      addressLine1: " Musterstraße 5 ",
      city: "Berlin",
      stateProvince: "Berlin",
      postalCode: "10115",
      country: "de",
    });
    expect(berlin).toEqual({
      ...person,
      addressLine1: "Musterstraße 5",
      city: "Berlin",
      stateProvince: "",
      postalCode: "10115",
      country: "DE",
    });
    const tokyo = postalAddressSchema.parse({
      firstName: "太郎",
      lastName: "山田",
      addressLine1: "千代田区千代田1-1",
      stateProvince: "Tokyo",
      postalCode: "100-8111",
      country: "JP",
    });
    expect(tokyo).toMatchObject({ stateProvince: "13", city: "", country: "JP" });
  });

  it("shows the names' messages together with the country's", () => {
    expect(errorsOf({ firstName: "", lastName: "", postalCode: "K1A0B", country: "CA" })).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      addressLine1: "Address is required",
      city: "City is required",
      stateProvince: "State/Province is required",
      postalCode: "Postal code should look like H3Z 2Y7",
    });
    expect(
      errorsOf({
        ...person,
        addressLine1: "1 Main St",
        city: "Portland",
        stateProvince: "OR",
        postalCode: "9720",
        country: "US",
      }),
    ).toEqual({ postalCode: "ZIP code should look like 95014" });
  });
});
