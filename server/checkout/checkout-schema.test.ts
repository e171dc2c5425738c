import { describe, expect, it } from "vitest";
import type { Customer } from "#server/accounts/types.ts";
import { addressMessages } from "#server/addresses/address-problems.ts";
import { checkoutMessages, parseCheckoutInput } from "#server/checkout/checkout-schema.ts";
import type { AppError } from "#server/lib/errors.ts";
import { testCheckoutForm, testShippingAddress } from "#tests/support/fixtures/orders.ts";

function errorsOf(raw: unknown, customer: Customer | null = null) {
  try {
    parseCheckoutInput(raw, customer);
  } catch (error) {
    expect(error).toMatchObject({ code: "bad_request", message: checkoutMessages.fixErrors });
    return (error as AppError).details;
  }
  throw new Error("expected the input to be refused");
}

const emptyAddress = {
  firstName: "",
  lastName: " ",
  addressLine1: "",
  city: "",
  stateProvince: "",
  postalCode: "",
  country: "",
};

describe("the checkout input", () => {
  it("accepts the form and fills the defaults", () => {
    const result = parseCheckoutInput(
      {
        customerEmail: " Mika@Example.com ",
        customerName: "Mika Sato",
        shippingAddress: { ...testShippingAddress, stateProvince: "or" },
      },
      null,
    );
    expect(result).toMatchObject({
      customerEmail: "mika@example.com",
      delivery: "postal",
      billingAddressSameAsShipping: true,
      createAccountAfterOrder: false,
      shippingAddress: { stateProvince: "OR", country: "US" },
      shippingMethod: "standard",
    });
  });

  it("keeps spec §3's express for the order to pick the fastest method by", () => {
    const form = testCheckoutForm({ shippingMethod: "express" });
    expect(parseCheckoutInput(form, null)).toMatchObject({ shippingMethod: "express" });
    expect(parseCheckoutInput({ ...form, shippingMethodId: "3" }, null)).toMatchObject({
      shippingMethod: "express",
      shippingMethodId: 3,
    });
  });

  it("gives every spec §5 message keyed by dotted path", () => {
    expect(
      errorsOf({
        customerEmail: "not-an-email",
        customerName: "  ",
        shippingAddress: emptyAddress,
        billingAddressSameAsShipping: false,
        billingAddress: emptyAddress,
        shippingMethod: "overnight",
      }),
    ).toEqual({
      customerEmail: "Invalid email address",
      customerName: "Name is required",
      "shippingAddress.firstName": "First name is required",
      "shippingAddress.lastName": "Last name is required",
      "shippingAddress.addressLine1": "Address is required",
      "shippingAddress.city": "City is required",
      "shippingAddress.stateProvince": "State/Province is required",
      "shippingAddress.postalCode": "Postal code is required",
      "shippingAddress.country": "Country is required",
      "billingAddress.firstName": "First name is required",
      "billingAddress.lastName": "Last name is required",
      "billingAddress.addressLine1": "Address is required",
      "billingAddress.city": "City is required",
      "billingAddress.stateProvince": "State/Province is required",
      "billingAddress.postalCode": "Postal code is required",
      "billingAddress.country": "Country is required",
      shippingMethod: checkoutMessages.shippingMethodInvalid,
    });
    expect(errorsOf({})).toMatchObject({
      customerEmail: "Invalid email address",
      customerName: "Name is required",
      shippingAddress: "Invalid input: expected object, received undefined",
    });
  });

  it("holds an address to its country's post: regions, postal codes, parts it does not use", () => {
    expect(
      errorsOf(
        testCheckoutForm({ shippingAddress: { ...testShippingAddress, stateProvince: "XX" } }),
      ),
    ).toEqual({ "shippingAddress.stateProvince": "Please choose a state from the list" });
    expect(
      errorsOf(testCheckoutForm({ shippingAddress: { ...testShippingAddress, country: "OTHER" } })),
    ).toEqual({ "shippingAddress.country": addressMessages.countryUnknown });
    expect(
      errorsOf(
        testCheckoutForm({ shippingAddress: { ...testShippingAddress, postalCode: "9720" } }),
      ),
    ).toEqual({ "shippingAddress.postalCode": "ZIP code should look like 95014" });
    const canadian = parseCheckoutInput(
      testCheckoutForm({
        shippingAddress: {
          ...testShippingAddress,
          country: "ca",
          city: "Montréal",
          stateProvince: "Quebec",
          postalCode: "h2x 1y4",
        },
      }),
      null,
    );
    expect(canadian.shippingAddress).toMatchObject({
      stateProvince: "QC",
      postalCode: "H2X 1Y4",
      country: "CA",
    });
    const berlin = parseCheckoutInput(
      testCheckoutForm({
        shippingAddress: {
          ...testShippingAddress,
          addressLine1: "Torstraße 1",
          city: "Berlin",
          stateProvince: "Berlin",
          postalCode: "10119",
          country: "DE",
        },
      }),
      null,
    );
    expect(berlin.shippingAddress).toMatchObject({ stateProvince: "", postalCode: "10119" });
  });

  it("refuses control characters", () => {
    expect(errorsOf(testCheckoutForm({ customerName: "Mika\u0000Sato" }))).toEqual({
      customerName: "Please remove unusual characters",
    });
    expect(
      errorsOf(
        testCheckoutForm({ shippingAddress: { ...testShippingAddress, city: "Port\u0007land" } }),
      ),
    ).toEqual({ "shippingAddress.city": "Please remove unusual characters" });
  });

  it("asks a guest creating an account for a password under the account rules", () => {
    expect(errorsOf(testCheckoutForm({ createAccountAfterOrder: true }))).toEqual({
      guestPassword: "Please enter your password",
    });
    expect(
      errorsOf(testCheckoutForm({ createAccountAfterOrder: true, guestPassword: "short" })),
    ).toEqual({ guestPassword: "Password must be at least 8 characters" });
    expect(
      errorsOf(testCheckoutForm({ createAccountAfterOrder: true, guestPassword: "x".repeat(129) })),
    ).toEqual({ guestPassword: "Password must be at most 128 characters" });
    // Shown with the other fields' errors, not only once they are right.
    expect(errorsOf(testCheckoutForm({ customerName: "", createAccountAfterOrder: true }))).toEqual(
      { customerName: "Name is required", guestPassword: "Please enter your password" },
    );
    const fine = parseCheckoutInput(
      testCheckoutForm({ createAccountAfterOrder: true, guestPassword: "Folded-Crane-Paper-5" }),
      null,
    );
    expect(fine).toMatchObject({ guestPassword: "Folded-Crane-Paper-5" });
    const unticked = parseCheckoutInput(testCheckoutForm({ guestPassword: "anything" }), null);
    expect(unticked).toMatchObject({ guestPassword: undefined });
  });

  it("ignores the billing fields while billing is the shipping address", () => {
    const result = parseCheckoutInput(
      testCheckoutForm({ billingAddress: emptyAddress, billingAddressSameAsShipping: true }),
      null,
    );
    expect(result).toMatchObject({ billingAddress: undefined });
    expect(errorsOf(testCheckoutForm({ billingAddressSameAsShipping: false }))).toEqual({
      billingAddress: checkoutMessages.billingAddressRequired,
    });
  });

  it("fixes a signed-in customer's e-mail to the account's", () => {
    const customer = { email: "account@example.com" } as Customer;
    const result = parseCheckoutInput(
      testCheckoutForm({ customerEmail: undefined, createAccountAfterOrder: true }),
      customer,
    );
    expect(result).toMatchObject({
      customerEmail: "account@example.com",
      createAccountAfterOrder: false,
    });
  });
});
